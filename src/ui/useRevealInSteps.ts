// How many of a list's items to render: the first few at once, then a few more per idle moment until
// all are there. A phone's first screen shows one or two cards of a tab; rendering and laying out all
// of them in the first commit made it one long task of the start (docs/decisions-bench.md).
// Later items are appended below what is already shown, so nothing on screen moves.
import { useEffect, useState } from 'react';

export type RevealSteps = { first: number; step: number; timeoutMs: number };

const DEFAULT_STEPS: RevealSteps = { first: 2, step: 1, timeoutMs: 300 };

export const useRevealInSteps = (total: number, steps: RevealSteps = DEFAULT_STEPS): number => {
  const { first, step, timeoutMs } = steps;
  const [shown, setShown] = useState(() => Math.min(total, first));
  useEffect(() => {
    if (shown >= total) return;
    const grow = () => setShown((n) => Math.min(total, n + step));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(grow, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(grow, 0);
    return () => window.clearTimeout(id);
  }, [shown, total, step, timeoutMs]);
  return Math.min(shown, total);
};
