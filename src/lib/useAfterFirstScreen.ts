// For what decorates the first screen but must not compete with it: the avatar's request, started by
// the frame's first render, was the last request before the first screen in Lighthouse's simulated
// graph of a cold start, and so its end (docs/decisions-bench.md, issue 17 sixth pass).
import { useEffect, useState } from 'react';
import { afterFirstScreen, isAfterFirstScreen } from './firstScreen.ts';

/** False until the first screen is behind us (lib/firstScreen.ts), then true. */
export const useAfterFirstScreen = (): boolean => {
  const [after, setAfter] = useState(isAfterFirstScreen);
  useEffect(() => {
    if (after) return;
    let live = true;
    void afterFirstScreen().then(() => {
      if (live) setAfter(true);
    });
    return () => {
      live = false;
    };
  }, [after]);
  return after;
};
