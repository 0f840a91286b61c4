// How many of a list's items to render: the first few at once, then a few more per idle moment until
// all are there. A phone's first screen shows one or two cards of a tab; rendering and laying out all
// of them in the first commit made it one long task of the start (docs/decisions-bench.md).
// Later items are appended below what is already shown, so nothing on screen moves. Printing shows them
// all at once: the paper gets the whole list, however early the customer prints.
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

export type RevealSteps = { first: number; step: number; timeoutMs: number };

const DEFAULT_STEPS: RevealSteps = { first: 2, step: 1, timeoutMs: 300 };

export const useRevealInSteps = (total: number, steps: RevealSteps = DEFAULT_STEPS): number => {
  const { first, step, timeoutMs } = steps;
  const [shown, setShown] = useState(() => Math.min(total, first));
  useEffect(() => {
    if (shown >= total) return;
    const grow = () => setShown((n) => Math.min(total, n + step));
    // Synchronously: the page is laid out for print right after the event.
    const all = () => flushSync(() => setShown(total));
    addEventListener('beforeprint', all);
    let cancel: () => void;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(grow, { timeout: timeoutMs });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(grow, 0);
      cancel = () => window.clearTimeout(id);
    }
    return () => {
      cancel();
      removeEventListener('beforeprint', all);
    };
  }, [shown, total, step, timeoutMs]);
  return Math.min(shown, total);
};
