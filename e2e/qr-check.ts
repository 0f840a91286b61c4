// A QR shown large must scan: it decodes from a screenshot of its box, it is wholly on screen, nothing is
// drawn over it or right beside it (its quiet zone), and it is as large as the screen allows.
import { expect, type Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * Portrait and landscape phones (landscape: a browser tab turned sideways), a small phone, a tablet and a
 * desktop, each with the least side a full-screen QR has there: the screen less the view's margins, and,
 * where the texts go under the code, less their room.
 */
export const QR_SIZES = [
  { width: 390, height: 844, minSide: 350 },
  { width: 320, height: 568, minSide: 190 },
  { width: 844, height: 390, minSide: 350 },
  { width: 740, height: 360, minSide: 320 },
  { width: 568, height: 320, minSide: 280 },
  { width: 768, height: 1024, minSide: 600 },
  { width: 1280, height: 800, minSide: 750 },
] as const;

/** Clear room kept around the image (white page beyond its own 2-module quiet zone). */
const CLEAR_PX = 12;

/** What the code decodes to, from a screenshot of the image's box (what is drawn over it included). */
export const decodeQr = async (img: Locator): Promise<string | null> => {
  const png = PNG.sync.read(await img.screenshot({ animations: 'disabled' }));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
};

/**
 * Every QR code in a PNG file: each one found is painted over white (its bounding box and a margin) and
 * the image searched again, until none is left.
 */
export const decodeAllQr = (file: Buffer): string[] => {
  const png = PNG.sync.read(file);
  const data = new Uint8ClampedArray(png.data);
  const found: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const code = jsQR(data, png.width, png.height);
    if (!code) break;
    found.push(code.data);
    const { topLeftCorner: a, topRightCorner: b, bottomLeftCorner: c, bottomRightCorner: d } = code.location;
    const margin = 40;
    const left = Math.max(0, Math.floor(Math.min(a.x, b.x, c.x, d.x)) - margin);
    const right = Math.min(png.width, Math.ceil(Math.max(a.x, b.x, c.x, d.x)) + margin);
    const top = Math.max(0, Math.floor(Math.min(a.y, b.y, c.y, d.y)) - margin);
    const bottom = Math.min(png.height, Math.ceil(Math.max(a.y, b.y, c.y, d.y)) + margin);
    for (let y = top; y < bottom; y += 1)
      data.fill(255, (y * png.width + left) * 4, (y * png.width + right) * 4);
  }
  return found;
};

/**
 * Visible things (text, buttons, links, images) drawn over the image or within CLEAR_PX of it, and
 * whether the image is inside the viewport, measured in the page.
 */
const layoutOf = (img: Locator) =>
  img.evaluate((qr, clear) => {
    const box = qr.getBoundingClientRect();
    const near = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < box.right + clear &&
      r.right > box.left - clear &&
      r.top < box.bottom + clear &&
      r.bottom > box.top - clear;
    const over: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      if (el === qr || el.contains(qr) || qr.contains(el)) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'contents') continue;
      const drawn =
        el.matches('button, a, img, svg, input, select') ||
        [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      // A button's icon is the button's.
      if (!drawn || el.parentElement?.closest('button, a, svg')) continue;
      // An element behind the image's layer (the list under a full-screen view) is not drawn over it.
      const r = el.getBoundingClientRect();
      if (!near(r)) continue;
      const top = document.elementFromPoint(
        Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1),
        Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1),
      );
      if (top !== null && (top === el || el.contains(top) || top.contains(el)))
        over.push(`${el.localName}.${el.getAttribute('class')} "${el.textContent?.trim().slice(0, 30)}"`);
    }
    return {
      side: Math.min(box.width, box.height),
      inside: box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight,
      over,
    };
  }, CLEAR_PX);

/**
 * The image decodes to `value` (or to anything when omitted), is inside the viewport with nothing over
 * it or beside it, and its side is at least `minSide` CSS pixels.
 */
export const expectScannableQr = async (
  img: Locator,
  { value, minSide, where }: { value?: string; minSide: number; where: string },
) => {
  // Soft: every size's findings are reported together.
  const layout = await layoutOf(img);
  expect.soft(layout.over, `${where}: drawn over or beside the QR`).toEqual([]);
  expect.soft(layout.inside, `${where}: the QR is not wholly on screen`).toBe(true);
  expect.soft(layout.side, `${where}: the QR's side`).toBeGreaterThanOrEqual(minSide);
  const decoded = await decodeQr(img);
  if (value === undefined) expect.soft(decoded ?? '', `${where}: the QR does not decode`).not.toBe('');
  else expect.soft(decoded, `${where}: the QR does not decode`).toBe(value);
};
