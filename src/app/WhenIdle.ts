// The frame mounts what nobody looks at in the first seconds later than the routed content: the footer
// (below the fold) and the sale widget's host once the browser has had an idle moment after the first
// render; the main site's hidden frame once the start's work is done. Started earlier, each competes with
// the first screen and, at the gate, the first QR (docs/decisions-bench.md).
import type { ReactNode } from 'react';
import { afterFirstScreen } from '../lib/firstScreen.ts';
import { idleMoment } from '../lib/nextPaint.ts';
import { whenNotSyncing } from '../lib/offline/syncState.ts';
import { useResolved } from '../lib/useResolved.ts';

/** The idle moment's wait, at the latest. */
const IDLE_TIMEOUT_MS = 1500;

const idle = (): Promise<void> => idleMoment(IDLE_TIMEOUT_MS, 200);

/**
 * Its children once the browser has had an idle moment. The flip re-renders this wrapper alone: the frame
 * that holds it (the header, the side menu, the routed screen) does not render again.
 */
export const WhenIdle = ({ children }: { children: ReactNode }): ReactNode =>
  useResolved(idle) ? children : null;

/** A first visit's sync keeps every list and may run long: what waits for it does not wait longer. */
const SYNC_WAIT_CAP_MS = 10_000;

let settled: Promise<void> | null = null;
/**
 * The start's work is behind: the first screen is up (lib/firstScreen.ts), the start's sync of the
 * device's lists has ended (or its cap passed), and the browser has had an idle moment. The service
 * worker's registration waits for it too (src/main.tsx).
 */
export const startSettled = (): Promise<void> => {
  settled ??= afterFirstScreen()
    .then(() => whenNotSyncing(SYNC_WAIT_CAP_MS))
    .then(idle);
  return settled;
};

/**
 * Its children once the start's work is behind (above). The main site's hidden frame is a second page
 * (its document, styles and script, in this page's process where the sites share one): loaded in the
 * start's first seconds it took a third of a cold start's blocking time.
 */
export const WhenStartSettled = ({ children }: { children: ReactNode }): ReactNode =>
  useResolved(startSettled) ? children : null;
