// A QR code as an image (spec §9: error-correction level high). Domain-free: orders, the offline
// view and customer cards all show one. The SVG is built synchronously from the QR matrix, so the
// image has its final size on the first render (no layout jump) and needs no script or inline style
// (the CSP allows data: images only).
import QRCode from 'qrcode';
import { useMemo } from 'react';

type Props = {
  /** What the code encodes. */
  value: string;
  /** Width and height in CSS pixels. */
  size: number;
  /** The image's accessible name; it should include the ticket or card code. */
  label: string;
  className?: string;
};

/** An SVG document for `value`: one path of dark modules on white, with a 2-module quiet zone. */
export const qrSvg = (value: string): string => {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'H' });
  const n = modules.size;
  const quiet = 2;
  let d = '';
  for (let y = 0; y < n; y += 1) {
    for (let x = 0; x < n; x += 1) {
      if (modules.get(x, y)) d += `M${x + quiet} ${y + quiet}h1v1h-1z`;
    }
  }
  const box = n + quiet * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box} ${box}" shape-rendering="crispEdges"><rect width="${box}" height="${box}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
};

export const qrDataUrl = (value: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg(value))}`;

/** The gate benchmark's mark: the first QR image of the page is on screen (the frame after its load). */
export const QR_VISIBLE_MARK = 'qr-visible';
const markFirstPaint = () => {
  if (performance.getEntriesByName(QR_VISIBLE_MARK).length > 0) return;
  requestAnimationFrame(() => {
    if (performance.getEntriesByName(QR_VISIBLE_MARK).length === 0) performance.mark(QR_VISIBLE_MARK);
  });
};

export const QrCode = ({ value, size, label, className }: Props) => {
  const src = useMemo(() => qrDataUrl(value), [value]);
  return (
    <img
      className={`qr-code ${className ?? ''}`}
      src={src}
      width={size}
      height={size}
      alt={label}
      decoding="async"
      onLoad={markFirstPaint}
    />
  );
};
