// Test helpers that read a PDF the way a customer's viewer does: pdf.js lays out its text and paints
// its pages (onto a Skia canvas), and jsQR reads the QR off the painted pixels.
import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfLine = { text: string; left: number; right: number; top: number; bottom: number };
export type PdfPageRead = { width: number; height: number; lines: PdfLine[]; qr: string | null };

type ContentItem = Awaited<ReturnType<PDFPageProxy['getTextContent']>>['items'][number];
const isTextItem = (item: ContentItem): item is Extract<ContentItem, { str: string }> => 'str' in item;

/** Each page's text runs with their boxes (points from the top-left), and the QR decoded from a render. */
export const readPdf = async (pdf: Buffer, { scale = 1.5 } = {}): Promise<PdfPageRead[]> => {
  const loading = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const doc = await loading.promise;
  const pages: PdfPageRead[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const lines = content.items.filter(isTextItem).flatMap((item) => {
      if (!item.str.trim()) return [];
      const [, , , , x = 0, y = 0] = item.transform;
      return [
        { text: item.str, left: x, right: x + item.width, top: height - y - item.height, bottom: height - y },
      ];
    });
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    const qr = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    pages.push({ width, height, lines, qr: qr?.data ?? null });
  }
  await loading.destroy();
  return pages;
};

/** A page's text as one string, runs joined by spaces (a wrapped value reads as one phrase). */
export const pageText = (page: PdfPageRead): string => page.lines.map((l) => l.text).join(' ');
