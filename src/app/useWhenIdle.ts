// Work that nobody looks at in the first second runs at the browser's first idle moment after the first
// render (at the latest after `timeoutMs`): the frame mounts the footer below the fold, the main site's
// hidden frame and the sale widget's host there, and the first offline sync starts there, so a cold
// start paints the routed content, and at the gate the first QR, before them (docs/decisions-bench.md).
import { useEffect, useState } from 'react';

/** Runs `run` at the next idle moment (at the latest after `timeoutMs`); returns how to cancel it. */
export const whenIdle = (run: () => void, timeoutMs = 1500): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
};

export const useWhenIdle = (timeoutMs = 1500): boolean => {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
};
