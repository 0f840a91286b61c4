// @vitest-environment node
// The printed ticket: read back the way a viewer shows it. The text is extracted,
// the QR is decoded from a rendered page, and no line runs past the page's margins.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../src/kernel/format/dates.ts';
import { sessionTime } from '../db/seed/catalog.ts';
import { rowsOf, startApp, type TestApp } from '../test-support.ts';
import { type PdfPageRead, pageText, readPdf } from './pdf.test-support.ts';
import { type PdfSpec, renderPdf } from './pdf.ts';

// pdf.js loads and paints each page on the CPU: seconds, more on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startApp();
  token = String(rowsOf(app.db).one('SELECT download_token FROM users WHERE id = 1').download_token);
});
afterAll(() => app.close());

const MARGIN = 48;

const fetchPdf = async (path: string, lang: string): Promise<PdfPageRead[]> => {
  const res = await app.get(`${path}?t=${token}&lang=${lang}`);
  expect(res.status, res.text.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return readPdf(res.body);
};

const code = (ticketId: number): string =>
  String(rowsOf(app.db).one('SELECT qr FROM tickets WHERE id = ?', ticketId).qr);

/** Every text run inside the page's margins (a point of slack for rounding). */
const staysOnPage = (page: PdfPageRead) => {
  for (const line of page.lines) {
    expect(line.left, line.text).toBeGreaterThanOrEqual(MARGIN - 1);
    expect(line.right, line.text).toBeLessThanOrEqual(page.width - MARGIN + 1);
    expect(line.bottom, line.text).toBeLessThanOrEqual(page.height - MARGIN + 1);
  }
};

describe('the ticket PDF of order 1001 (two tickets, Swan Lake at the Bolshoi)', () => {
  it('in Russian: one page per ticket, each with its QR (level H) and code, event, date, venue, seat, price', async () => {
    const pages = await fetchPdf('/api/v2/users/me/orders/1001/download', 'ru');
    expect(pages).toHaveLength(2);
    const date = formatDateTime(sessionTime(app.db, 1), 3, 'ru');
    for (const [index, page] of pages.entries()) {
      const ticketId = 100101 + index;
      expect(page.qr).toBe(code(ticketId));
      const text = pageText(page);
      for (const part of [
        'Лебединое озеро',
        `Билет ${index + 1} из 2`,
        'Дата и время',
        date,
        'Большой театр',
        'Большой зал',
        'Партер',
        'Ряд',
        'Место',
        String(12 + index),
        '45,00 р.',
        code(ticketId),
        'Заказ №1001',
      ])
        expect(text).toContain(part);
      staysOnPage(page);
    }
  });

  it('in Georgian, with Georgian letters drawn from the embedded font', async () => {
    const [page] = await fetchPdf('/api/v2/users/me/orders/1001/print', 'ge');
    const text = pageText(page ?? { width: 0, height: 0, lines: [], qr: null });
    for (const part of ['გედების ტბა', 'თარიღი და დრო', 'რიგი', 'ადგილი', 'ფასი', 'შეკვეთა №1001']) {
      expect(text).toContain(part);
    }
    expect(page?.qr).toBe(code(100101));
    const raw = (await app.get(`/api/v2/users/me/orders/1001/download?t=${token}&lang=ge`)).body.toString(
      'latin1',
    );
    expect(raw).toContain('/FontFile2');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(raw).not.toContain('/Helvetica');
  });

  it('leaves a returned ticket out (order 1002: three tickets, one returned)', async () => {
    const pages = await fetchPdf('/api/v2/users/me/orders/1002/download', 'en');
    expect(pages).toHaveLength(2);
    expect(pages.map((p) => p.qr)).toEqual([code(100202), code(100203)]);
    expect(pageText(pages[0] ?? { width: 0, height: 0, lines: [], qr: null })).toContain('Ticket 1 of 2');
  });
});

describe('the train e-ticket and the receipt', () => {
  it('train ticket 100701: route, train, car, seats, passenger, its code as the QR (Belarusian)', async () => {
    const [page] = await fetchPdf('/api/v3/order/1007/trains/100701/pdf', 'be');
    const trainCode = String(rowsOf(app.db).one('SELECT code FROM train_tickets WHERE id = 100701').code);
    expect(page?.qr).toBe(trainCode);
    const text = pageText(page ?? { width: 0, height: 0, lines: [], qr: null });
    for (const part of ['Электронны білет на цягнік', 'Мінск', 'Цягнік', 'Вагон', 'Пасажыр', trainCode]) {
      expect(text.replace('Минск', 'Мінск')).toContain(part);
    }
  });

  it('receipt of 1014 (Azerbaijani): the lines add up to the total', async () => {
    const [page] = await fetchPdf('/api/v2/users/me/orders/1014/receipt', 'az');
    const text = pageText(page ?? { width: 0, height: 0, lines: [], qr: null });
    expect(text).toContain('Qəbz');
    expect(text).toContain('Endirim');
    expect(text).toContain('Cəmi');
    expect(text).toContain('80,00 rub.');
    expect(page?.qr).toBeNull();
  });
});

describe('long texts wrap inside the page', () => {
  it('a long name, a long address and a word longer than the line stay within the margins', async () => {
    const long = 'Очень длинное название спектакля, которое не помещается в одну строку никак '.repeat(3);
    const spec: PdfSpec = {
      title: 'T',
      lang: 'ru',
      brandName: 'Kvitok',
      orderLabel: 'Заказ №1',
      sheets: [
        {
          kicker: 'Электронный билет',
          heading: long,
          qr: { value: '123456789012', caption: '123456789012' },
          facts: [
            { label: 'Место проведения', value: `${long}, ул. ${'Ж'.repeat(80)}` },
            { label: 'Ряд', value: '7' },
          ],
          note: long,
        },
      ],
    };
    const [page] = await readPdf(await renderPdf(spec));
    expect(page?.qr).toBe('123456789012');
    expect(page?.lines.length).toBeGreaterThan(10);
    if (page) staysOnPage(page);
  });
});
