// One ticket as an image, drawn on the device (no network: it works offline), from what the device keeps:
// the brand, what and when, where, the seat, the QR with its code under it, and that the code admits once.
// Laid out first (`layoutTicket`, pure: the text is measured by the caller), then drawn on a canvas.
import QRCode from 'qrcode/lib/core/qrcode.js';
import type { SharedTicket } from './sharedTicket.ts';

export const WIDTH = 1080;
const PAD = 72;
const INNER = WIDTH - 2 * PAD;
/** The QR's white square, quiet zone included; its modules are whole pixels. */
const QR_BOX = 720;
const QUIET_MODULES = 4;
const FONT = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Georgian', 'DejaVu Sans', sans-serif`;

type TextStyle = { size: number; bold?: boolean; color: string; align?: 'left' | 'center' };
export type TextOp = { kind: 'text'; text: string; x: number; y: number; style: TextStyle };
export type QrOp = {
  kind: 'qr';
  x: number;
  y: number;
  cell: number;
  size: number;
  dark: (x: number, y: number) => boolean;
};
export type Layout = { height: number; ops: (TextOp | QrOp)[] };

/** Width of `text` in a style, in pixels (a canvas measures it; tests count characters). */
export type Measure = (text: string, style: TextStyle) => number;

const fontOf = (style: TextStyle): string => `${style.bold ? '700 ' : ''}${style.size}px ${FONT}`;

/** `text` in lines no wider than `width`: broken at spaces, and inside a word longer than a line. */
export const wrap = (text: string, width: number, style: TextStyle, measure: Measure): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next, style) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (measure(rest, style) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut), style) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
};

const STYLES = {
  brand: { size: 30, bold: true, color: '#5f6368' },
  title: { size: 56, bold: true, color: '#111111' },
  fact: { size: 36, color: '#333333' },
  seat: { size: 44, bold: true, color: '#111111' },
  code: { size: 48, bold: true, color: '#111111', align: 'center' },
  note: { size: 32, color: '#444444', align: 'center' },
} satisfies Record<string, TextStyle>;

/** Where everything of `ticket` goes on a WIDTH-wide image, and how tall it is. */
export const layoutTicket = (ticket: SharedTicket, measure: Measure): Layout => {
  const ops: Layout['ops'] = [];
  let y = PAD;
  const block = (text: string, style: TextStyle, gapAfter: number, maxLines = 4) => {
    if (!text) return;
    const lineHeight = Math.round(style.size * 1.3);
    for (const line of wrap(text, INNER, style, measure).slice(0, maxLines)) {
      const x = style.align === 'center' ? WIDTH / 2 : PAD;
      ops.push({ kind: 'text', text: line, x, y, style });
      y += lineHeight;
    }
    y += gapAfter;
  };
  block(ticket.brand, STYLES.brand, 24, 1);
  block(ticket.title, STYLES.title, 16, 3);
  block(ticket.when, STYLES.fact, 4);
  block(ticket.venue, STYLES.fact, 16, 2);
  block(ticket.seat, STYLES.seat, 40, 2);

  const { modules } = QRCode.create(ticket.qr, { errorCorrectionLevel: 'H' });
  const cell = Math.floor(QR_BOX / (modules.size + 2 * QUIET_MODULES));
  const box = cell * (modules.size + 2 * QUIET_MODULES);
  ops.push({
    kind: 'qr',
    x: Math.round((WIDTH - box) / 2),
    y,
    cell,
    size: modules.size,
    dark: (col, row) => Boolean(modules.get(row, col)),
  });
  y += box + 24;
  block(ticket.code, STYLES.code, 32, 2);
  block(ticket.admitsOnce, STYLES.note, 0, 4);
  return { height: y + PAD, ops };
};

/** The image of `ticket` as a PNG file. */
export const ticketImage = async (ticket: SharedTicket): Promise<File> => {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  const measure: Measure = (text, style) => {
    ctx.font = fontOf(style);
    return ctx.measureText(text).width;
  };
  const { height, ops } = layoutTicket(ticket, measure);
  canvas.width = WIDTH;
  canvas.height = height;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.textBaseline = 'top';
  for (const op of ops) {
    if (op.kind === 'text') {
      ctx.font = fontOf(op.style);
      ctx.fillStyle = op.style.color;
      ctx.textAlign = op.style.align ?? 'left';
      ctx.fillText(op.text, op.x, op.y);
      continue;
    }
    ctx.fillStyle = '#000000';
    const left = op.x + QUIET_MODULES * op.cell;
    const top = op.y + QUIET_MODULES * op.cell;
    for (let row = 0; row < op.size; row += 1)
      for (let col = 0; col < op.size; col += 1)
        if (op.dark(col, row)) ctx.fillRect(left + col * op.cell, top + row * op.cell, op.cell, op.cell);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('no image');
  return new File([blob], ticket.fileName, { type: 'image/png' });
};
