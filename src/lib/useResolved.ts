// Parts that wait for a moment of the start (the first screen, the next paint, the start's work behind
// it) before they render ask this hook: the moment is a promise, the answer a flag.
import { useEffect, useState } from 'react';

/**
 * False until `wait()` resolves, then true (while mounted). `wait` is a module-level function: a new one
 * on every render would start the wait again. `already` starts the flag true: the moment is behind us.
 */
export const useResolved = (wait: () => Promise<unknown>, already = false): boolean => {
  const [done, setDone] = useState(already);
  useEffect(() => {
    if (done) return;
    let live = true;
    void wait().then(() => {
      if (live) setDone(true);
    });
    return () => {
      live = false;
    };
  }, [done, wait]);
  return done;
};
