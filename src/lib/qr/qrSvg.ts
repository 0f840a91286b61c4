// The QR code's drawing (spec §9: error-correction level high), without React: one path of dark modules on
// white. The QrCode component puts it in the page as inline SVG; the gate start and the codes the offline
// sync keeps for it use it as an SVG document (an image), and so does the gate benchmark's reference page.
import QRCode from 'qrcode/lib/core/qrcode.js';

/** The class of every QR code in the page (the app's, the start views', the gate start's): what they are found by. */
export const QR_CODE_CLASS = 'qr-code';

/** Set by the first code this page encodes: the encoder is warm from then on. */
let encoded = false;

/** A code's drawing: the side of its square in modules (the code and its quiet zone) and its dark path. */
export type QrDrawing = { box: number; d: string };

/**
 * The drawing of `value`, with a 2-module quiet zone. Each run of dark modules in a row is one rectangle:
 * the path is about half as long as one square per module, and the browser parses it on the main thread
 * for every code it shows (a list's dozen codes, the gate's).
 */
const draw = (value: string): QrDrawing => {
  encoded = true;
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'H' });
  const n = modules.size;
  const quiet = 2;
  let d = '';
  for (let y = 0; y < n; y += 1) {
    let x = 0;
    while (x < n) {
      if (!modules.get(x, y)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < n && modules.get(x, y)) x += 1;
      const run = x - start;
      d += `M${start + quiet} ${y + quiet}h${run}v1h-${run}z`;
    }
  }
  return { box: n + quiet * 2, d };
};

/**
 * The codes drawn lately, by value. The sync keeps the gate start's codes drawn while the actual tab's
 * cards show the same codes, and each refresh draws them again: each is encoded once (an encode is
 * 2–8 ms on a desktop, four times that on a slow phone). Bounded: a long list's codes come and go as it
 * scrolls.
 */
const DRAWN_KEPT = 64;
const drawnLately = new Map<string, QrDrawing>();

/** Forgets the codes drawn: they are a customer's tickets, gone with the session (app/main.tsx). */
export const forgetDrawnCodes = (): void => drawnLately.clear();

/** `draw`, once per value while it is kept (above). */
export const qrDrawing = (value: string): QrDrawing => {
  const kept = drawnLately.get(value);
  if (kept !== undefined) return kept;
  const drawing = draw(value);
  const oldest = drawnLately.size >= DRAWN_KEPT ? drawnLately.keys().next().value : undefined;
  if (oldest !== undefined) drawnLately.delete(oldest);
  drawnLately.set(value, drawing);
  return drawing;
};

/** The code as an SVG document (an image's source through `svgDataUrl`): the gate start's, the kept ones. */
export const qrSvg = (value: string): string => {
  const { box, d } = qrDrawing(value);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box} ${box}" shape-rendering="crispEdges"><rect width="${box}" height="${box}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
};

/** True once the page has encoded a code: the encoder is warm from then on (lib/qr/warmQr.ts). */
export const qrEncoderWarm = (): boolean => encoded;

/** An `<img>` source for an SVG document: the gate start's code, kept drawn by the sync. */
export const svgDataUrl = (svg: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The gate benchmark's mark: the first QR code of the page is on screen (the frame that paints it). */
const QR_VISIBLE_MARK = 'qr-visible';

const shown = (): boolean => performance.getEntriesByName(QR_VISIBLE_MARK).length > 0;
const firstPaintListeners = new Set<() => void>();

/** Sets the mark once per page, in the next frame: call it once the first code is in the page (an image: loaded). */
export const markFirstQrPaint = (): void => {
  if (shown()) return;
  requestAnimationFrame(() => {
    if (shown()) return;
    performance.mark(QR_VISIBLE_MARK);
    for (const fn of firstPaintListeners) fn();
    firstPaintListeners.clear();
  });
};

/** Calls `fn` once the first QR is on screen (at once if it already is). */
export const onFirstQrPaint = (fn: () => void): void => {
  if (shown()) fn();
  else firstPaintListeners.add(fn);
};
