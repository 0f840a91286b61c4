// The ticket given to someone else: one ticket, the facts that get its holder in, nothing of the order's
// others or of the buyer; laid out on the image without any text running past the edge.
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { anOrder, aTicket, DAY, NOW } from '../testing/orders.ts';
import { sharedTicket } from './sharedTicket.ts';
import { layoutTicket, type Measure, type QrOp, type TextOp, WIDTH, wrap } from './ticketImage.ts';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const AT = { now: NOW, brandName: 'Kvitok', utcOffsetHours: 3 };
const twoTickets = anOrder({
  id: 1001,
  code: 'SECRET-ORDER-CODE',
  tickets: [aTicket(), aTicket({ id: 100102, qr: '123456789013', ticket_code: '123456789013', place: '13' })],
});

describe('sharedTicket', () => {
  it('is the one ticket asked for: its QR, code, seat, when and where, and that it admits once', () => {
    const t = sharedTicket(twoTickets, 100102, AT, i18n, 'en');
    expect(t).toMatchObject({
      fileName: 'ticket-123456789013.png',
      brand: 'Kvitok',
      title: 'Swan Lake',
      venue: 'Bolshoi Theatre',
      seat: 'Stalls · Main hall · Row 7 · Place 13',
      code: '123456789013',
      qr: '123456789013',
    });
    expect(t?.admitsOnce).toMatch(/admits one person, once/);
    expect(t?.when).toMatch(/\d{4}, \d\d:\d\d/);
    // Nothing of the other ticket, the order's number and code, or the price.
    const all = JSON.stringify(t);
    for (const other of ['123456789012', 'Place 12', 'SECRET-ORDER-CODE', '1001', '45,00'])
      expect(all).not.toContain(other);
  });

  it.each([
    ['returned', anOrder({ tickets: [aTicket({ returned_at: NOW - DAY })] }), 100101],
    ['without a QR (a booking)', anOrder({ status: 0, type: 6, tickets: [aTicket({ qr: null })] }), 100101],
    [
      'of an event long over',
      anOrder({ tickets: [aTicket({ session: { ...aTicket().session, timeSpending: NOW - 3 * DAY } })] }),
      100101,
    ],
    ['not in the order', twoTickets, 1],
  ])('a ticket %s is not given', (_, order, id) => {
    expect(sharedTicket(order, id, AT, i18n, 'en')).toBeNull();
  });

  it('a code with characters a file name cannot hold is named safely', () => {
    const order = anOrder({ tickets: [aTicket({ ticket_code: 'AB/12 ..\\x' })] });
    expect(sharedTicket(order, 100101, AT, i18n, 'en')?.fileName).toBe('ticket-AB-12-x.png');
  });
});

/** Every character is 20 px wide at any size: enough to check wrapping and bounds. */
const measure: Measure = (text) => text.length * 20;

describe('layoutTicket', () => {
  const ticket = sharedTicket(twoTickets, 100101, AT, i18n, 'en');
  if (!ticket) throw new Error('no ticket');

  it('one QR, centred, with whole-pixel modules; every line inside the image', () => {
    const { ops, height } = layoutTicket(ticket, measure);
    const qrs = ops.filter((op): op is QrOp => op.kind === 'qr');
    expect(qrs).toHaveLength(1);
    const [qr] = qrs;
    if (!qr) throw new Error('no qr');
    const box = qr.cell * (qr.size + 8);
    expect(Number.isInteger(qr.cell) && qr.cell >= 8).toBe(true);
    expect(qr.x * 2 + box).toBeCloseTo(WIDTH, -1);
    expect(qr.y + box).toBeLessThan(height);
    for (const op of ops.filter((o): o is TextOp => o.kind === 'text')) {
      const w = measure(op.text, op.style);
      const left = op.style.align === 'center' ? op.x - w / 2 : op.x;
      expect(left, op.text).toBeGreaterThanOrEqual(0);
      expect(left + w, op.text).toBeLessThanOrEqual(WIDTH);
      expect(op.y).toBeLessThan(height);
    }
    const texts = ops.filter((o): o is TextOp => o.kind === 'text').map((o) => o.text);
    expect(texts.join(' ')).toContain('Stalls · Main hall · Row 7 · Place 12');
    // The code under the QR.
    const code = ops.find((o): o is TextOp => o.kind === 'text' && o.text === '123456789012');
    expect(code && code.y > qr.y + box).toBe(true);
  });

  it('a long name wraps to three lines at most; a word longer than a line is cut', () => {
    const long = { ...ticket, title: `${'Very long name '.repeat(20)}${'X'.repeat(80)}` };
    const titles = layoutTicket(long, measure).ops.filter(
      (o): o is TextOp => o.kind === 'text' && o.style.size === 56,
    );
    expect(titles).toHaveLength(3);
    expect(
      wrap('X'.repeat(120), 936, { size: 10, color: '#000' }, measure).every((l) => l.length <= 46),
    ).toBe(true);
  });
});
