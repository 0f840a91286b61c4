// The PDF the download/print/receipt windows open, drawn with pdfkit: one A4 page per ticket (a
// sheet), the QR as vector modules at error-correction level H, and text in DejaVu Sans, embedded
// (subset), which has every letter of the five languages (Cyrillic, Georgian, Azerbaijani Latin).
// Every text is laid out in a box of known width, so pdfkit wraps it at spaces (and inside a word
// longer than the line): nothing runs off the page.
import { createRequire } from 'node:module';
import type PDFKitDocument from 'pdfkit';
import QRCode from 'qrcode';

/** pdfkit (~65 ms to load) comes with the first PDF, not at the server's start. */
let pdfKit: Promise<typeof PDFKitDocument> | undefined;
const loadPdfKit = (): Promise<typeof PDFKitDocument> => {
  pdfKit ??= import('pdfkit').then((m) => m.default);
  return pdfKit;
};

const fontFile = (name: string): string =>
  createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const REGULAR = fontFile('DejaVuSans.ttf');
const BOLD = fontFile('DejaVuSans-Bold.ttf');

export type PdfFact = { label: string; value: string };

/** One printed ticket (or receipt): a heading, the QR with its code, and labelled facts. */
export type PdfSheet = {
  /** Small line above the heading: what the sheet is ("E-ticket · Ticket 1 of 2"). */
  kicker: string;
  heading: string;
  qr: { value: string; caption: string } | null;
  facts: readonly PdfFact[];
  /** `facts`: label above value, beside the QR; `lines`: a receipt's rows, amount on the right, the last one bold. */
  layout?: 'facts' | 'lines';
  note: string | null;
};

export type PdfSpec = {
  /** The document's title (metadata and the window's title bar). */
  title: string;
  /** BCP 47 tag of the text's language, for screen readers and hyphenation in viewers. */
  lang: string;
  /** The top line of every sheet: the brand, then the order. */
  brandName: string;
  orderLabel: string;
  sheets: readonly PdfSheet[];
};

const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 48;
const CONTENT = PAGE.width - MARGIN * 2;
const QR_BOX = 168;
const GAP = 24;
const INK = '#111111';
const MUTED = '#5f6368';
const RULE = '#d0d4d9';

/** Dark modules of a level-H QR code, row by row. */
const qrModules = (value: string): { size: number; dark: (row: number, col: number) => boolean } => {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'H' });
  return { size: modules.size, dark: (row, col) => Boolean(modules.get(row, col)) };
};

/**
 * The QR centred in a `box`-point square, with a 4-module quiet zone (what scanners expect). Modules
 * are whole points, so their edges fall on pixel edges at common zooms and print resolutions.
 */
const drawQr = (doc: PDFKit.PDFDocument, value: string, x: number, y: number, box: number): void => {
  const { size, dark } = qrModules(value);
  const cell = Math.max(1, Math.floor(box / (size + 8)));
  const inset = (box - cell * (size + 8)) / 2;
  const left = Math.round(x + inset) + 4 * cell;
  const top = Math.round(y + inset) + 4 * cell;
  doc.rect(x, y, box, box).fill('#ffffff');
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (dark(row, col)) doc.rect(left + col * cell, top + row * cell, cell, cell);
    }
  }
  doc.fill('#000000');
};

const drawFacts = (
  doc: PDFKit.PDFDocument,
  facts: readonly PdfFact[],
  x: number,
  y: number,
  width: number,
) => {
  let at = y;
  for (const { label, value } of facts) {
    // Not upper-cased: Georgian capitals (Mtavruli) are rare in fonts and unusual in print.
    doc.font('regular').fontSize(9).fillColor(MUTED).text(label, x, at, { width });
    at = doc.y + 1;
    doc.font('bold').fontSize(11.5).fillColor(INK).text(value, x, at, { width, lineGap: 1 });
    at = doc.y + 9;
  }
  return at;
};

/** Receipt rows: the label wraps on the left, the amount sits on the right of its first line. */
const drawLines = (
  doc: PDFKit.PDFDocument,
  lines: readonly PdfFact[],
  x: number,
  y: number,
  width: number,
) => {
  const amountWidth = 130;
  let at = y;
  for (const [index, { label, value }] of lines.entries()) {
    const last = index === lines.length - 1;
    if (last) {
      doc
        .moveTo(x, at)
        .lineTo(x + width, at)
        .lineWidth(0.75)
        .strokeColor(RULE)
        .stroke();
      at += 8;
    }
    const font = last ? 'bold' : 'regular';
    doc
      .font(font)
      .fontSize(last ? 13 : 11)
      .fillColor(INK);
    doc.text(value, x + width - amountWidth, at, { width: amountWidth, align: 'right' });
    const valueBottom = doc.y;
    doc.text(label, x, at, { width: width - amountWidth - 12 });
    at = Math.max(doc.y, valueBottom) + 8;
  }
  return at;
};

const drawSheet = (doc: PDFKit.PDFDocument, spec: PdfSpec, sheet: PdfSheet): void => {
  const left = MARGIN;
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(MUTED)
    .text(spec.brandName, left, MARGIN, { width: CONTENT / 2 });
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(spec.orderLabel, left + CONTENT / 2, MARGIN, { width: CONTENT / 2, align: 'right' });
  let y = Math.max(doc.y, MARGIN + 14) + 10;
  doc
    .moveTo(left, y)
    .lineTo(left + CONTENT, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  y += 16;
  doc.font('regular').fontSize(10).fillColor(MUTED).text(sheet.kicker, left, y, { width: CONTENT });
  doc
    .font('bold')
    .fontSize(20)
    .fillColor(INK)
    .text(sheet.heading, left, doc.y + 4, { width: CONTENT, lineGap: 2 });
  y = doc.y + 18;

  let bottom = y;
  let factsX = left;
  if (sheet.qr) {
    drawQr(doc, sheet.qr.value, left, y, QR_BOX);
    doc
      .font('bold')
      .fontSize(12)
      .fillColor(INK)
      .text(sheet.qr.caption, left, y + QR_BOX + 6, { width: QR_BOX, align: 'center' });
    bottom = doc.y;
    factsX = left + QR_BOX + GAP;
  }
  const draw = sheet.layout === 'lines' ? drawLines : drawFacts;
  bottom = Math.max(bottom, draw(doc, sheet.facts, factsX, y, left + CONTENT - factsX));
  if (sheet.note) {
    const noteY = bottom + 14;
    doc
      .moveTo(left, noteY)
      .lineTo(left + CONTENT, noteY)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
    doc
      .font('regular')
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(sheet.note, left, noteY + 10, { width: CONTENT });
  }
};

/** The PDF of `spec`: one page per sheet. */
export const renderPdf = async (spec: PdfSpec): Promise<Buffer> => {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      font: REGULAR,
      lang: spec.lang,
      displayTitle: true,
      info: { Title: spec.title, Author: spec.brandName },
      autoFirstPage: false,
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('regular', REGULAR);
    doc.registerFont('bold', BOLD);
    for (const sheet of spec.sheets) {
      doc.addPage();
      drawSheet(doc, spec, sheet);
    }
    doc.end();
  });
};
