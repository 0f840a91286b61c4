import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_GRACE_S } from '../../../kernel/entry.ts';
import { wipeDeviceStore } from '../../../lib/offline/db.ts';
import { signInAs } from '../../../lib/offline/testing.ts';
import { qrSvg } from '../../../lib/qr/qrSvg.ts';
import { GATE_START_ID, pickGateStart, readGateKept } from '../../../start/handoff.ts';
import { anOrder, aTicket, aTrainOrder, DAY, NOW } from '../testing/orders.ts';
import { gateStartIntent, gateStartsOf, keepGateStart } from './gateStart.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const booking = anOrder({
  id: 1003,
  type: 6,
  status: 0,
  tickets: [aTicket({ qr: null, ticket_code: null })],
});
const twoTickets = anOrder({ id: 1001, tickets: [aTicket(), aTicket({ id: 100102, place: '13' })] });
const returned = anOrder({ id: 1009, tickets: [aTicket({ returned_at: NOW - 3600 })] });

describe('gateStartsOf', () => {
  const first = (orders: Parameters<typeof gateStartsOf>[0]) => gateStartsOf(orders, NOW, i18n, 'en')[0];
  it.each([
    ['no orders', [], null],
    ['only a booking (no code yet)', [booking], null],
    ['only returned tickets', [returned], null],
    ['a booking first: the first order with a code', [booking, twoTickets], 1001],
    ['a train order first', [aTrainOrder(), twoTickets], 1007],
  ] as const)('%s → %s', (_, orders, orderId) => {
    expect(first(orders)?.orderId ?? null).toBe(orderId);
  });

  it('keeps the first code with its facts and the view’s texts, as gate mode shows them', () => {
    expect(first([twoTickets])).toEqual({
      lang: 'en',
      orderId: 1001,
      key: 'ticket-100101',
      value: '123456789012',
      code: '123456789012',
      title: 'Swan Lake',
      // The venue's time, with its zone when the machine running the test is in another.
      facts: [
        expect.stringMatching(/^\d\d \S+ \d{4}, \d\d:\d\d( \(UTC\+3\))?$/),
        'Stalls · Main hall · Row 7 · Place 12',
      ],
      label: 'QR code of ticket 123456789012, Stalls · Main hall · Row 7 · Place 12',
      position: 'Ticket 1 of 2',
      hint: 'Each code admits once. Turn your screen brightness up so the scanner reads the code.',
      until: NOW + 10 * DAY + ENTRY_GRACE_S,
    });
  });

  it('keeps the first code of at most five orders', () => {
    const orders = Array.from({ length: 7 }, (_, i) => anOrder({ id: 2000 + i }));
    expect(gateStartsOf(orders, NOW, i18n, 'en').map((k) => k.orderId)).toEqual([
      2000, 2001, 2002, 2003, 2004,
    ]);
  });

  it('has no position for an order with one code', () => {
    expect(first([anOrder()])?.position).toBeNull();
  });
});

describe('keepGateStart', () => {
  afterEach(async () => {
    await signInAs(null);
    await wipeDeviceStore();
  });

  it('keeps each code drawn, as the app draws it, for the gate start to paint without the encoder', async () => {
    await signInAs(1, 'anna-session');
    const third = anOrder({ id: 1010, tickets: [aTicket({ id: 101001, qr: '555000111222' })] });
    await keepGateStart([{ data: [booking, twoTickets, third], current_page: 1, last_page: 1 }], i18n, 'en');
    const kept = await readGateKept('anna-session');
    expect(Array.isArray(kept) && kept.map((k: { svg?: string }) => k.svg)).toEqual([
      qrSvg('123456789012'),
      qrSvg('555000111222'),
    ]);
    expect(pickGateStart(kept, NOW)?.orderId).toBe(1001);
  });
});

describe('gateStartIntent', () => {
  afterEach(() => document.getElementById(GATE_START_ID)?.remove());

  const painted = (order: string, key: string) => {
    const view = document.createElement('dialog');
    view.id = GATE_START_ID;
    view.dataset.order = order;
    view.dataset.key = key;
    document.body.append(view);
  };

  it('opens gate mode on the painted code when the list holds its order', () => {
    painted('1001', 'ticket-100102');
    expect(gateStartIntent([booking, twoTickets])).toEqual({
      kind: 'gate',
      order: twoTickets,
      key: 'ticket-100102',
    });
  });
  it.each([
    ['nothing was painted', null, [twoTickets]],
    ['the list does not hold the order', ['1002', 'ticket-1'], [twoTickets]],
    ['a broken order id', ['x', 'ticket-1'], [twoTickets]],
  ] as const)('is null when %s', (_, view, orders) => {
    if (view) painted(view[0], view[1]);
    expect(gateStartIntent(orders)).toBeNull();
  });
});
