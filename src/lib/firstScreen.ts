// "After the first screen": the moment for work the first screen does not need — the device store's
// first write (Dexie, 31 kB gzip: lib/offline/writesReady.ts), the service worker's registration (its
// precache downloads every file of the build), the install manifest. Started earlier, each competes with
// the first screen for the network and the main thread (docs/decisions-bench.md).
// The moment: the first code on screen (`qr-visible`), or a moment after the page's load on a screen
// without codes, or the page being hidden (what is pending is done before the customer leaves), and
// then an idle moment.

import { idleMoment, nextTask } from './nextPaint.ts';
import { onFirstQrPaint } from './qr/qrSvg.ts';

/** A screen without codes: this long after the page's load. */
const NO_CODE_MS = 1500;
/** The idle moment after that, at the latest. */
const IDLE_MS = 1000;

const whenFirstScreen = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof window === 'undefined' || typeof document === 'undefined') {
      resolve();
      return;
    }
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      void idleMoment(IDLE_MS, 0).then(resolve);
    };
    onFirstQrPaint(go);
    const afterLoad = () => setTimeout(go, NO_CODE_MS);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') go();
    });
  });

let ready: Promise<void> | null = null;
let passed = false;
/**
 * Resolves after the first screen (see above), each caller in a task of its own: a dozen callers (the
 * store's first write, the sync, the worker's registration, the icons, the avatar…) continuing in one
 * task made one long task right after the first screen.
 */
export const afterFirstScreen = (): Promise<void> => {
  ready ??= whenFirstScreen().then(() => {
    passed = true;
  });
  return ready.then(nextTask);
};
/** Whether the first screen is behind us (a component mounted later renders what waited at once). */
export const isAfterFirstScreen = (): boolean => passed;
