// When the offline store may first be written: after the first screen. Writing needs Dexie (31 kB gzip,
// rawRead.ts), and loading it while the first screen is still coming competes with it for the network
// and the main thread. So the first write waits for the first code on screen (`qr-visible`), or a moment
// after the page's load on a screen without codes, or the page being hidden (what is pending is written
// before the customer leaves), and then an idle moment.
import { onFirstQrPaint } from '../../ui/qrSvg.ts';

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
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_MS });
      else setTimeout(resolve, 0);
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
/** Resolves once writes may load Dexie (see above); the same promise for every write. */
export const writesReady = (): Promise<void> => {
  ready ??= whenFirstScreen();
  return ready;
};
