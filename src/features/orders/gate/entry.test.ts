// One rule decides which codes are entry codes, and the gate start, gate mode, "Ready
// for the gate" and the list all ask it. Table-tested per clause and over every demo order.
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_GRACE_S, isEntryTicket, isEntryTrainTicket } from '../../../kernel/entry.ts';
import { pickGateStart } from '../../../start/handoff.ts';
import type { Order, Service } from '../api.ts';
import { gatePasses, isEntryTransfer, readyForGate } from '../rules/gate.ts';
import { isEntryItem, isEntryService, ticketState, trainTicketState } from '../rules/items.ts';
import { orderActions, orderStatusLabel } from '../rules/status.ts';
import { DEMO_NOW, demoActualTab, demoOrder, demoOrders } from '../testing/demo.ts';
import {
  anItem,
  anOrder,
  aTicket,
  aTrainOrder,
  aTrainTicket,
  aTransfer,
  DAY,
  NOW,
} from '../testing/orders.ts';
import { gateStartsOf } from './gateStart.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const session = aTicket().session;
const at = (timeSpending: number) => aTicket({ session: { ...session, timeSpending } });

describe('isEntryTicket', () => {
  it.each([
    ['paid, QR, session ahead', aTicket(), anOrder(), true],
    ['waiting for payment (status 0)', aTicket(), anOrder({ status: 0 }), false],
    ['a booking (type 6, status 0)', aTicket(), anOrder({ status: 0, type: 6 }), false],
    ['awaiting confirmation', aTicket(), anOrder({ status: 1, awaitingConfirm: true }), false],
    ['returned order (status 2)', aTicket(), anOrder({ status: 2 }), false],
    ['return pending (status 3)', aTicket(), anOrder({ status: 3 }), false],
    ['expired (status 4)', aTicket(), anOrder({ status: 4 }), false],
    ['problem (status 99)', aTicket(), anOrder({ status: 99 }), false],
    ['returned ticket', aTicket({ returned_at: NOW - DAY }), anOrder(), false],
    ['no QR', aTicket({ qr: null }), anOrder(), false],
    ['scanned (spent)', aTicket({ scanned_at: NOW - 60 }), anOrder(), false],
    ['printed: still admits', aTicket({ printed_at: NOW - DAY }), anOrder(), true],
    ['external (linked) with a code', aTicket(), anOrder({ isFromExternal: true }), true],
    ['external without a code', aTicket({ qr: null }), anOrder({ isFromExternal: true }), false],
    ['session started an hour ago: a late customer is admitted', at(NOW - 3600), anOrder(), true],
    ['session over (start + grace passed)', at(NOW - ENTRY_GRACE_S), anOrder(), false],
    ['session last week', at(NOW - 7 * DAY), anOrder(), false],
  ] as const)('%s → %s', (_clause, ticket, order, expected) => {
    expect(isEntryTicket(ticket, order, NOW)).toBe(expected);
    // The list shows a QR exactly for entry codes.
    expect(ticketState(ticket, order, { tab: 'actual', now: NOW }).showQr).toBe(expected);
  });
});

describe('isEntryTrainTicket', () => {
  const order = aTrainOrder();
  it.each([
    ['paid, code, train ahead', aTrainTicket(), order, true],
    ['return pending (status 3)', aTrainTicket(), aTrainOrder({ status: 3 }), false],
    ['not paid', aTrainTicket(), aTrainOrder({ status: 0 }), false],
    ['no code', aTrainTicket({ code: null }), order, false],
    ['returned', aTrainTicket({ returnedAt: NOW - DAY }), order, false],
    ['used', aTrainTicket({ isUsed: true }), order, false],
    ['the train left an hour ago', aTrainTicket({ date: NOW - 3600 }), order, true],
    ['the train left long ago', aTrainTicket({ date: NOW - ENTRY_GRACE_S - 1 }), order, false],
  ] as const)('%s → %s', (_clause, ticket, o, expected) => {
    expect(isEntryTrainTicket(ticket, o, NOW)).toBe(expected);
    expect(trainTicketState(ticket, o, { tab: 'actual', now: NOW }).showQr).toBe(expected);
  });
});

describe('isEntryTransfer', () => {
  const order = anOrder({ tickets: [], transfers: [aTransfer()] });
  it.each([
    ['paid, pick-up ahead', aTransfer(), order, true],
    ['return pending', aTransfer(), { ...order, status: 3 }, false],
    ['returned', aTransfer({ returned_at: NOW - DAY }), order, false],
    ['pick-up long past', aTransfer({ date: NOW - DAY }), order, false],
    ['no pick-up time given', aTransfer({ date: null }), order, true],
  ] as const)('%s → %s', (_clause, transfer, o, expected) => {
    expect(isEntryTransfer(transfer, o, NOW)).toBe(expected);
  });
});

// The list's item and service QRs follow the same order rule: paid (status 1), not awaiting
// confirmation, with a QR; a service's also ends with its order's event (start + grace).
const itemsOrder = (over: Partial<Order> = {}) => anOrder({ tickets: [], items: [anItem()], ...over });

describe('isEntryItem', () => {
  it.each([
    ['paid, QR', anItem(), itemsOrder(), true],
    ['waiting for payment (status 0)', anItem(), itemsOrder({ status: 0 }), false],
    ['awaiting confirmation', anItem(), itemsOrder({ awaitingConfirm: true }), false],
    ['returned order (status 2)', anItem(), itemsOrder({ status: 2 }), false],
    ['return pending (status 3)', anItem(), itemsOrder({ status: 3 }), false],
    ['expired (status 4)', anItem(), itemsOrder({ status: 4 }), false],
    ['problem (status 99)', anItem(), itemsOrder({ status: 99 }), false],
    ['no QR', anItem({ qr: null }), itemsOrder(), false],
    ['external (linked) with a code', anItem(), itemsOrder({ isFromExternal: true }), true],
  ] as const)('%s → %s', (_clause, item, order, expected) => {
    expect(isEntryItem(item, order)).toBe(expected);
  });
});

describe('isEntryService', () => {
  const service: Service = { id: 1, name: 'Cloakroom', code: '555', qr: '555', price: 500 };
  const withService = (over: Partial<Order> = {}) => anOrder({ services: [service], ...over });
  it.each([
    ['paid, QR, event ahead', service, withService(), true],
    ['waiting for payment (status 0)', service, withService({ status: 0 }), false],
    ['a booking (type 6, status 0)', service, withService({ status: 0, type: 6 }), false],
    ['awaiting confirmation', service, withService({ awaitingConfirm: true }), false],
    ['returned order (status 2)', service, withService({ status: 2 }), false],
    ['return pending (status 3)', service, withService({ status: 3 }), false],
    ['expired (status 4)', service, withService({ status: 4 }), false],
    ['no QR', { ...service, qr: null }, withService(), false],
    ['event started an hour ago', service, withService({ tickets: [at(NOW - 3600)] }), true],
    [
      'event over (start + grace passed)',
      service,
      withService({ tickets: [at(NOW - ENTRY_GRACE_S)] }),
      false,
    ],
    ['no event time known', service, withService({ tickets: [] }), true],
  ] as const)('%s → %s', (_clause, s, order, expected) => {
    expect(isEntryService(s, order, NOW)).toBe(expected);
  });
});

/** Every demo order (demo-data.md) and its entry codes at the seeding moment. */
const DEMO_ENTRY: Record<number, { codes: string[]; why: string }> = {
  1001: { codes: ['ticket-100101', 'ticket-100102'], why: 'paid, both tickets with QR' },
  1002: { codes: ['ticket-100202', 'ticket-100203'], why: 'one returned; printed still admits' },
  1003: { codes: [], why: 'booking, not paid' },
  1004: { codes: [], why: 'awaiting confirmation' },
  1005: { codes: [], why: 'waiting for payment' },
  1006: { codes: [], why: 'return pending' },
  1007: { codes: ['train-100701', 'train-100702'], why: 'paid train' },
  1008: { codes: ['transfer-100801'], why: 'paid transfer' },
  1009: { codes: [], why: 'items: validity only known online (item info)' },
  1010: { codes: ['ticket-101001'], why: 'external, with its code' },
  1011: { codes: [], why: 'returned' },
  1012: { codes: [], why: 'expired' },
  1013: { codes: [], why: 'not taken yet (free, status 0)' },
  1014: { codes: ['ticket-101401', 'ticket-101402'], why: 'paid, with a service and a coupon' },
  1015: { codes: ['ticket-101501'], why: 'paid, infokiosk venue' },
};

/** The demo orders whose items or services show a QR in the list at the seeding moment. */
const DEMO_LIST_QRS: Record<number, number> = {
  1009: 2, // the paid subscription's two items
  1014: 1, // the paid order's service, its event ahead
};

describe('every demo order', () => {
  const ctx = { tab: 'actual' as const, now: DEMO_NOW };
  it('has all 40 of Anna’s orders', () => expect(demoOrders.size).toBe(40));
  it.each([...demoOrders.keys()])('order %i', (id) => {
    const order = demoOrder(id);
    // 1016–1040 are past events: nothing admits any more.
    const expected = DEMO_ENTRY[id]?.codes ?? [];
    expect(gatePasses(order, ctx).map((p) => p.key)).toEqual(expected);
    expect(readyForGate(order, ctx)).toBe(expected.length > 0);
  });

  // The list's item and service QRs agree with gate mode and "Ready for the gate": an order that lets no
  // code through (unpaid, return pending, returned, expired) shows none of them either; items and
  // services are not gate codes, so they never make an order "ready" on their own.
  it.each([...demoOrders.keys()])('order %i: item and service QRs only where the order admits', (id) => {
    const order = demoOrder(id);
    const listQrs = [
      ...order.items.filter((i) => isEntryItem(i, order)),
      ...order.services.filter((s) => isEntryService(s, order, DEMO_NOW)),
    ].length;
    const admits = order.status === 1 && !order.awaitingConfirm;
    if (!admits) expect(listQrs).toBe(0);
    // A card "ready for the gate" shows every service QR it has (none hidden beside its entry codes).
    if (readyForGate(order, ctx)) {
      expect(order.services.filter((s) => s.qr && !isEntryService(s, order, DEMO_NOW))).toEqual([]);
    }
    expect(DEMO_LIST_QRS[id] ?? 0).toBe(listQrs);
  });

  it('the gate start keeps the next orders’ first codes, the spent and the return-pending left out', () => {
    const kept = gateStartsOf(demoActualTab(), DEMO_NOW, i18n, 'en');
    expect(kept.map((k) => k.key)).toEqual([
      'transfer-100801',
      'ticket-101501',
      'train-100701',
      'ticket-101001',
      'ticket-100101',
    ]);
    expect(pickGateStart(kept, DEMO_NOW)?.orderId).toBe(1008);
    // Offline past the transfer's time: the gate start opens on the next valid code.
    const transferOver = (kept[0]?.until ?? 0) + 1;
    expect(pickGateStart(kept, transferOver)?.orderId).toBe(1015);
  });
});

describe('issue 20 point 6: the demo orders past their pay deadline read Expired', () => {
  const later = DEMO_NOW + 20 * 60;
  it.each([
    [1003, 'booked', 'expired'],
    [1005, 'waiting', 'expired'],
    [1013, 'waiting', 'expired'],
    [1004, 'awaiting', 'awaiting'],
    [1012, 'expired', 'expired'],
  ] as const)('order %i: %s at seeding, %s 20 minutes later', (id, atSeeding, twentyMinutesLater) => {
    const order = demoOrder(id);
    expect(orderStatusLabel(order, { tab: 'all', now: DEMO_NOW })).toBe(atSeeding);
    expect(orderStatusLabel(order, { tab: 'all', now: later })).toBe(twentyMinutesLater);
    expect(orderActions(order, { tab: 'all', now: later }).pay).toBe(false);
  });
});
