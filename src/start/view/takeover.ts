// The app takes the start view's place (paint.ts) once its own first screen is ready: rendered, nothing
// still loading in the routed view, the codes of the first screen drawn. The swap is one frame, the
// two screens are the same markup, so nothing moves; a page that never gets ready swaps anyway.
import { QR_CODE_CLASS } from '../../lib/qr/qrSvg.ts';
import { START_VIEW_ID } from './paint.ts';

/** The app swaps in at the latest after this long. */
const TAKEOVER_MAX_MS = 8000;
/** The mark a benchmark reads: the app's own screen is on screen and usable. */
const APP_READY_MARK = 'app-ready';

/** Every code of the first screen has its drawing (a code waiting for its turn is a white square). */
const codesDrawn = (root: HTMLElement): boolean =>
  [...root.querySelectorAll(`.${QR_CODE_CLASS}`)].every(
    (code) => code.getBoundingClientRect().top >= window.innerHeight || code.querySelector('path') !== null,
  );

const ready = (root: HTMLElement): boolean =>
  root.querySelector('main') !== null &&
  root.querySelector('main [aria-busy="true"]') === null &&
  codesDrawn(root);

/** Resolves once the app is on screen in the start view's place (at once when none was painted). */
export const takeOverStartView = (root: HTMLElement): Promise<void> => {
  const view = document.getElementById(START_VIEW_ID);
  if (!view) return Promise.resolve();
  const started = performance.now();
  return new Promise((resolve) => {
    const swap = () => {
      view.remove();
      performance.mark(APP_READY_MARK);
      resolve();
    };
    const check = () => {
      if (performance.now() - started > TAKEOVER_MAX_MS) return swap();
      if (!ready(root)) return void requestAnimationFrame(check);
      requestAnimationFrame(swap);
    };
    requestAnimationFrame(check);
  });
};
