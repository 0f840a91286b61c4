// Each row names the clause of spec §4 it checks.
import { describe, expect, it } from 'vitest';
import type { OrderTab } from '../api.ts';
import { anItem, anOrder, aTicket, aTrainOrder, DAY, NOW } from '../testing/orders.ts';
import {
  assignFailure,
  canOpenDocument,
  isLinked,
  nextPage,
  orderActions,
  orderStatusLabel,
  payButton,
  refundMethods,
  showsAwaitingTag,
  showsPrices,
  showsReturnPendingMessage,
} from './status.ts';

const actual = { tab: 'actual' as OrderTab, now: NOW };
const past = NOW - DAY;

describe('§4 order status label', () => {
  it.each([
    ['0 waiting for payment', anOrder({ status: 0 }), 'actual', 'waiting'],
    [
      '0 with awaitingConfirm → awaiting confirmation',
      anOrder({ status: 0, awaitingConfirm: true }),
      'actual',
      'awaiting',
    ],
    ['0 with type 6 → booked', anOrder({ status: 0, type: 6 }), 'booked', 'booked'],
    ['1 paid', anOrder({ status: 1 }), 'actual', 'paid'],
    [
      '1 after the event date → archive',
      anOrder({ status: 1, tickets: [aTicket({ session: { ...aTicket().session, timeSpending: past } })] }),
      'all',
      'archive',
    ],
    ['1 on the used tab → Used', anOrder({ status: 1 }), 'used', 'used'],
    ['2 returned', anOrder({ status: 2 }), 'actual', 'returned'],
    ['3 return pending', anOrder({ status: 3 }), 'actual', 'returnPending'],
    ['4 expired', anOrder({ status: 4 }), 'actual', 'expired'],
    [
      '0 before its pay deadline → waiting',
      anOrder({ status: 0, expired_at: NOW + 60 }),
      'actual',
      'waiting',
    ],
    [
      '0 past its pay deadline → expired (not "waiting" with no pay button)',
      anOrder({ status: 0, expired_at: NOW - 60 }),
      'used',
      'expired',
    ],
    [
      'a booking past its deadline → expired',
      anOrder({ status: 0, type: 6, expired_at: NOW }),
      'used',
      'expired',
    ],
    [
      'awaiting confirmation waits for the organizer, not the clock',
      anOrder({ status: 0, awaitingConfirm: true, expired_at: NOW - 60 }),
      'actual',
      'awaiting',
    ],
    ['99 → problem', anOrder({ status: 99 }), 'actual', 'problem'],
    ['unknown value 7 → problem', anOrder({ status: 7 }), 'actual', 'problem'],
  ] as const)('%s', (_clause, order, tab, label) => {
    expect(orderStatusLabel(order, { tab, now: NOW })).toBe(label);
  });
});

describe('§4 order actions', () => {
  const itemsOnly = anOrder({ tickets: [], items: [anItem()] });
  it.each([
    ['Download: status 1', anOrder(), 'download', true],
    ['Download: not for status 0', anOrder({ status: 0 }), 'download', false],
    ['Download: not with an infokiosk object', anOrder({ hasObjectInfokiok: true }), 'download', false],
    ['Download: not for external orders', anOrder({ isFromExternal: true }), 'download', false],
    ['Print: as download', anOrder({ hasObjectInfokiok: true }), 'print', false],
    ['Full return: status 1, actual tab', anOrder(), 'fullReturn', true],
    ['Full return: not for status 2', anOrder({ status: 2 }), 'fullReturn', false],
    ['Full return: not for status 3', anOrder({ status: 3 }), 'fullReturn', false],
    ['Full return: not for external', anOrder({ isFromExternal: true }), 'fullReturn', false],
    ['Full return: not after expired_ad', anOrder({ expired_at: NOW - 1 }), 'fullReturn', false],
    ['Full return: before expired_ad', anOrder({ expired_at: NOW + 60 }), 'fullReturn', true],
    ['Full return: not for items-only orders', itemsOnly, 'fullReturn', false],
    ['Cancel: status 0', anOrder({ status: 0 }), 'cancel', true],
    ['Cancel: not for status 1', anOrder({ status: 1 }), 'cancel', false],
    ['Cancel: not for external', anOrder({ status: 0, isFromExternal: true }), 'cancel', false],
    ['Cancel: not for status 3', anOrder({ status: 3 }), 'cancel', false],
    [
      'Cancel: not past the pay deadline (expired: nothing left to cancel)',
      anOrder({ status: 0, expired_at: NOW - 60 }),
      'cancel',
      false,
    ],
    ['Pay: status 0 until expiry', anOrder({ status: 0, expired_at: NOW + 60 }), 'pay', true],
    ['Pay: not after expiry', anOrder({ status: 0, expired_at: NOW - 60 }), 'pay', false],
    ['Pay: not for status 1', anOrder({ status: 1 }), 'pay', false],
    ['Pay: external orders cannot be paid', anOrder({ status: 0, isFromExternal: true }), 'pay', false],
    [
      'Awaiting confirmation hides the footer: no pay',
      anOrder({ status: 0, awaitingConfirm: true }),
      'pay',
      false,
    ],
    [
      'Awaiting confirmation hides the footer: no cancel',
      anOrder({ status: 0, awaitingConfirm: true }),
      'cancel',
      false,
    ],
    ['Receipt for train orders', aTrainOrder(), 'trainReceipt', true],
    ['No train receipt for event orders', anOrder(), 'trainReceipt', false],
    [
      'Return receipt when options say so',
      anOrder({
        status: 2,
        options: { remoteCheckInAvailable: false, remoteCheckIn: false, receiptReturn: true },
      }),
      'returnReceipt',
      true,
    ],
    ['No return receipt otherwise', anOrder({ status: 2 }), 'returnReceipt', false],
    [
      'A train order’s return receipts are per ticket, not for the order',
      aTrainOrder({
        status: 2,
        options: { remoteCheckInAvailable: false, remoteCheckIn: false, receiptReturn: true },
      }),
      'returnReceipt',
      false,
    ],
  ] as const)('%s', (_clause, order, action, expected) => {
    expect(orderActions(order, actual)[action]).toBe(expected);
  });

  it.each([
    ['Full return: not on the used tab', 'used', false],
    ['Full return: on the all tab', 'all', true],
  ] as const)('%s', (_clause, tab, expected) => {
    expect(orderActions(anOrder(), { tab, now: NOW }).fullReturn).toBe(expected);
  });

  it.each([
    ['E-registration for the whole order when available', aTrainOrder(), 'register'],
    [
      'E-registration: remove if already registered',
      aTrainOrder({ options: { remoteCheckInAvailable: true, remoteCheckIn: true, receiptReturn: false } }),
      'remove',
    ],
    [
      'E-registration: not when unavailable',
      aTrainOrder({ options: { remoteCheckInAvailable: false, remoteCheckIn: false, receiptReturn: false } }),
      null,
    ],
    ['E-registration: not for status 3', aTrainOrder({ status: 3 }), null],
  ] as const)('%s', (_clause, order, expected) => {
    expect(orderActions(order, actual).checkIn).toBe(expected);
  });

  it.each([
    ['External orders show as linked and show no prices', anOrder({ isFromExternal: true }), false, true],
    ['Own orders show prices', anOrder(), true, false],
  ] as const)('%s', (_clause, order, prices, linked) => {
    expect(showsPrices(order)).toBe(prices);
    expect(isLinked(order)).toBe(linked);
  });

  it('Status 3 shows a message only', () => {
    expect(showsReturnPendingMessage(anOrder({ status: 3 }))).toBe(true);
    expect(showsReturnPendingMessage(anOrder({ status: 1 }))).toBe(false);
  });

  it('Awaiting confirmation shows an awaiting tag', () => {
    expect(showsAwaitingTag(anOrder({ status: 0, awaitingConfirm: true }))).toBe(true);
    expect(showsAwaitingTag(anOrder({ status: 0 }))).toBe(false);
  });
});

describe("§2/§9 the card's pay button", () => {
  it.each([
    ['a total above 0: Pay', 3150, 'pay'],
    ['a free order (total 0): Get', 0, 'get'],
    ['one kopeck: Pay', 1, 'pay'],
  ] as const)('%s', (_clause, total, expected) => {
    expect(payButton(anOrder({ status: 0, total_amount: total }))).toBe(expected);
  });
});

describe('§4 return popup: refund methods', () => {
  it.each([
    [
      'all three when the session allows organizer returns',
      { balance: true, organizator: true, card: true },
      true,
      ['balance', 'organizator', 'card'],
    ],
    [
      'organizer only when the session allows it',
      { balance: true, organizator: true, card: true },
      false,
      ['balance', 'card'],
    ],
    ['only what the server offers', { balance: true, organizator: false, card: false }, true, ['balance']],
  ] as const)('%s', (_clause, methods, organizer, expected) => {
    expect(refundMethods(methods, organizer)).toEqual(expected);
  });
});

describe('§6 downloadToken and §4 pagination', () => {
  it.each([
    ['a token opens the document', 'abc', true],
    ['no token: silently nothing', null, false],
    ['an empty token: silently nothing', '', false],
  ] as const)('%s', (_clause, token, expected) => expect(canOpenDocument(token)).toBe(expected));

  it.each([
    ['more pages ahead: the next one', 1, 2, 2],
    ['one page of three loaded', 1, 3, 2],
    ['the last page: no load more', 2, 2, undefined],
    ['a single page', 1, 1, undefined],
    ['an empty list (last_page 0)', 1, 0, undefined],
  ] as const)('%s', (_clause, loaded, last, expected) => expect(nextPage(loaded, last)).toBe(expected));
});

describe('§8 assign ticket failures', () => {
  it.each([
    [
      '400 with a message: the message',
      400,
      'No ticket with this number was found.',
      { kind: 'message', text: 'No ticket with this number was found.' },
    ],
    ['400 without one: "Ticket is not valid"', 400, undefined, { kind: 'notValid' }],
    ['400 with an empty message: "Ticket is not valid"', 400, '', { kind: 'notValid' }],
    ['422: the server-error text', 422, 'Whatever', { kind: 'server' }],
    ['500: the server-error text', 500, 'Server Error', { kind: 'server' }],
    ['no answer: the server-error text', null, undefined, { kind: 'server' }],
  ] as const)('%s', (_clause, status, message, expected) =>
    expect(assignFailure(status, message)).toEqual(expected),
  );
});
