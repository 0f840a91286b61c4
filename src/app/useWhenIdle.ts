// True once the browser has had an idle moment after the first render (at the latest after `timeoutMs`).
// The frame mounts what nobody looks at in the first second there (the footer below the fold, the main
// site's hidden frame, the sale widget's host), so a cold start paints the routed content, and at the
// gate the first QR, before them (docs/decisions-bench.md).
import { type ReactNode, useEffect, useState } from 'react';

const useWhenIdle = (timeoutMs = 1500): boolean => {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(id);
  }, [timeoutMs]);
  return idle;
};

/**
 * Its children once the browser has had an idle moment. The flip re-renders this wrapper alone: the frame
 * that holds it (the header, the side menu, the routed screen) does not render again (issue 17).
 */
export const WhenIdle = ({ children }: { children: ReactNode }): ReactNode =>
  useWhenIdle() ? children : null;
