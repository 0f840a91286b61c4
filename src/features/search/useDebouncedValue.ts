import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `ms` (the search waits 500 ms of quiet, spec §9). */
export const useDebouncedValue = <T>(value: T, ms: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(id);
  }, [value, ms]);
  return settled;
};
