// Each row names the clause of spec §4 it checks.
import { describe, expect, it } from 'vitest';
import type { OrderTab } from './api.ts';
import {
  assignFailure,
  canOpenDocument,
  isLinked,
  itemExpired,
  nextPage,
  oneTicketView,
  orderActions,
  orderStatusLabel,
  payButton,
  readyForGate,
  refundMethods,
  showsAwaitingTag,
  showsPrices,
  showsReturnPendingMessage,
  ticketState,
  trainTicketState,
} from './rules.ts';
import { anItem, anOrder, aTicket, aTrainOrder, aTrainTicket, DAY, NOW } from './testing/orders.ts';

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
      '0 past its pay deadline → expired (issue 20: not "waiting" with no pay button)',
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

describe('§4 ticket', () => {
  const session = aTicket().session;
  it.each([
    ['Active: shows a QR', aTicket(), anOrder(), 'actual', { look: 'active', showQr: true }],
    [
      'With returned_at: returned, struck through, no QR, no return',
      aTicket({ returned_at: past }),
      anOrder(),
      'actual',
      { look: 'returned', showQr: false, returnable: false },
    ],
    [
      'With returned_at on an unpaid order: cancelled',
      aTicket({ qr: null, returned_at: past }),
      anOrder({ status: 0 }),
      'actual',
      { look: 'cancelled', cancellable: false },
    ],
    [
      'No QR and not returned: can be cancelled',
      aTicket({ qr: null }),
      anOrder({ status: 0, type: 6 }),
      'booked',
      { look: 'pending', showQr: false, cancellable: true },
    ],
    [
      'No QR on an expired order: nothing to cancel',
      aTicket({ qr: null }),
      anOrder({ status: 4 }),
      'actual',
      { cancellable: false },
    ],
    [
      'No cancel for external orders',
      aTicket({ qr: null }),
      anOrder({ status: 0, isFromExternal: true }),
      'actual',
      { cancellable: false },
    ],
    [
      'Returnable: QR, not scanned, not printed, future, total > 0',
      aTicket(),
      anOrder(),
      'actual',
      { returnable: true },
    ],
    ['Returnable: not without a QR', aTicket({ qr: null }), anOrder(), 'actual', { returnable: false }],
    [
      'Returnable: not when scanned',
      aTicket({ scanned_at: past }),
      anOrder(),
      'actual',
      { returnable: false },
    ],
    [
      'Returnable: not when printed',
      aTicket({ printed_at: past }),
      anOrder(),
      'actual',
      { returnable: false },
    ],
    [
      'Returnable: not when the session is over',
      aTicket({ session: { ...session, timeSpending: past } }),
      anOrder(),
      'all',
      { returnable: false },
    ],
    [
      'Returnable: not for a total of 0',
      aTicket({ total_amount: 0 }),
      anOrder(),
      'actual',
      { returnable: false },
    ],
    ['Returnable: not on the used tab', aTicket(), anOrder(), 'used', { returnable: false }],
    ['Returnable: not on the booked tab', aTicket(), anOrder(), 'booked', { returnable: false }],
    [
      'Returnable: not for external orders',
      aTicket(),
      anOrder({ isFromExternal: true }),
      'actual',
      { returnable: false },
    ],
    ['Returnable: not for status 3', aTicket(), anOrder({ status: 3 }), 'actual', { returnable: false }],
    [
      '§8 "Order must be paid": no QR on a booking waiting for payment',
      aTicket({ qr: null }),
      anOrder({ status: 0, type: 6 }),
      'booked',
      { awaitsPayment: true },
    ],
    [
      '§8 "Order must be paid": not while the organizer has to confirm',
      aTicket({ qr: null }),
      anOrder({ status: 0, awaitingConfirm: true }),
      'actual',
      { awaitsPayment: false },
    ],
    [
      '§8 "Order must be paid": not on an expired order',
      aTicket({ qr: null }),
      anOrder({ status: 4 }),
      'actual',
      { awaitsPayment: false },
    ],
    [
      '§8 "Order must be paid": not past the pay deadline (the order reads Expired)',
      aTicket({ qr: null }),
      anOrder({ status: 0, expired_at: NOW - 60 }),
      'actual',
      { awaitsPayment: false },
    ],
    [
      '§8 "Order must be paid": while the pay deadline is ahead',
      aTicket({ qr: null }),
      anOrder({ status: 0, expired_at: NOW + 60 }),
      'actual',
      { awaitsPayment: true },
    ],
    ['§8 "Order must be paid": not with a QR', aTicket(), anOrder(), 'actual', { awaitsPayment: false }],
    [
      '§8 "Order must be paid": not for a cancelled ticket',
      aTicket({ qr: null, returned_at: past }),
      anOrder({ status: 0 }),
      'actual',
      { awaitsPayment: false },
    ],
  ] as const)('%s', (_clause, ticket, order, tab, expected) => {
    expect(ticketState(ticket, order, { tab, now: NOW })).toMatchObject(expected);
  });
});

describe('§4 train ticket', () => {
  const order = aTrainOrder();
  it.each([
    ['Returnable with a code', aTrainTicket(), order, 'actual', { returnable: true, cancellable: false }],
    [
      'Not returnable when used',
      aTrainTicket({ isUsed: true }),
      order,
      'actual',
      { look: 'used', returnable: false },
    ],
    [
      'Not returnable when returned',
      aTrainTicket({ returnedAt: past }),
      order,
      'actual',
      { look: 'returned', returnable: false },
    ],
    ['Not returnable after the date', aTrainTicket({ date: past }), order, 'all', { returnable: false }],
    ['Not returnable for price 0', aTrainTicket({ price: 0 }), order, 'actual', { returnable: false }],
    ['Not returnable on the used tab', aTrainTicket(), order, 'used', { returnable: false }],
    [
      'Without a code it can be cancelled',
      aTrainTicket({ code: null }),
      aTrainOrder({ status: 0 }),
      'actual',
      { returnable: false, cancellable: true },
    ],
    [
      'Used means no operations',
      aTrainTicket({ isUsed: true }),
      order,
      'actual',
      { checkIn: null, cancellable: false },
    ],
    [
      'Status 3 disables operations',
      aTrainTicket(),
      aTrainOrder({ status: 3 }),
      'actual',
      { returnable: false, checkIn: null },
    ],
    ['E-registration toggle offered (off)', aTrainTicket(), order, 'actual', { checkIn: { on: false } }],
    ['A ticket with a code shows its QR', aTrainTicket(), order, 'actual', { showQr: true }],
    [
      '§8 "Order must be paid": no code while the order waits for payment',
      aTrainTicket({ code: null }),
      aTrainOrder({ status: 0 }),
      'actual',
      { awaitsPayment: true },
    ],
    [
      '§8 "Order must be paid": not past the pay deadline',
      aTrainTicket({ code: null }),
      aTrainOrder({ status: 0, expired_at: NOW - 60 }),
      'actual',
      { awaitsPayment: false },
    ],
    ['A paid ticket with a code does not wait', aTrainTicket(), order, 'actual', { awaitsPayment: false }],
    // The list shows a QR only while it is an entry code; a used (spent) one is not.
    ['A used ticket shows no QR', aTrainTicket({ isUsed: true }), order, 'used', { showQr: false }],
    ['No code, no QR', aTrainTicket({ code: null }), aTrainOrder({ status: 0 }), 'actual', { showQr: false }],
    ['A returned ticket shows no QR', aTrainTicket({ returnedAt: past }), order, 'actual', { showQr: false }],
    [
      'E-registration toggle offered (on)',
      aTrainTicket({ remoteCheckIn: true }),
      order,
      'actual',
      { checkIn: { on: true } },
    ],
    [
      'E-registration: only if remoteCheckInAvailable',
      aTrainTicket({ remoteCheckInAvailable: false }),
      order,
      'actual',
      { checkIn: null },
    ],
    [
      'E-registration: not when returned',
      aTrainTicket({ returnedAt: past }),
      order,
      'actual',
      { checkIn: null },
    ],
    [
      'E-registration: not for external orders',
      aTrainTicket(),
      aTrainOrder({ isFromExternal: true }),
      'actual',
      { checkIn: null },
    ],
  ] as const)('%s', (_clause, ticket, o, tab, expected) => {
    expect(trainTicketState(ticket, o, { tab, now: NOW })).toMatchObject(expected);
  });
});

describe('§4 train ticket documents', () => {
  const withOptions = (receiptReturn: boolean) => ({
    remoteCheckInAvailable: false,
    remoteCheckIn: false,
    receiptReturn,
  });
  it.each([
    ['paid, with a code → e-ticket', aTrainOrder(), aTrainTicket(), { eTicket: true, returnReceipt: false }],
    ['used still has its e-ticket', aTrainOrder(), aTrainTicket({ isUsed: true }), { eTicket: true }],
    ['no code yet → none', aTrainOrder(), aTrainTicket({ code: null }), { eTicket: false }],
    ['waiting for payment → none', aTrainOrder({ status: 0 }), aTrainTicket(), { eTicket: false }],
    ['external order → none', aTrainOrder({ isFromExternal: true }), aTrainTicket(), { eTicket: false }],
    [
      'returned, options.receiptReturn → the return receipt, no e-ticket',
      aTrainOrder({ options: withOptions(true) }),
      aTrainTicket({ returnedAt: NOW - DAY }),
      { eTicket: false, returnReceipt: true },
    ],
    [
      'returned without receiptReturn → no return receipt',
      aTrainOrder({ options: withOptions(false) }),
      aTrainTicket({ returnedAt: NOW - DAY }),
      { returnReceipt: false },
    ],
    [
      'receiptReturn but not returned → no return receipt',
      aTrainOrder({ options: withOptions(true) }),
      aTrainTicket(),
      { returnReceipt: false },
    ],
  ] as const)('%s', (_clause, order, ticket, expected) => {
    expect(trainTicketState(ticket, order, actual)).toMatchObject(expected);
  });
});

describe('§4 subscription item', () => {
  it.each([
    ['expired when its end has passed', NOW - 1, true],
    ['expired at its end second (as subscriptions)', NOW, true],
    ['valid while its end is ahead', NOW + DAY, false],
  ] as const)('%s', (_clause, end, expired) => expect(itemExpired(end, NOW)).toBe(expired));
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

describe('readyForGate (every ticket not returned is an entry code kept on the device)', () => {
  it.each([
    ['actual, all tickets with QR', anOrder({ tickets: [aTicket(), aTicket({ id: 2 })] }), 'actual', true],
    ['used tab', anOrder({ tickets: [aTicket()] }), 'used', false],
    ['a ticket without QR', anOrder({ tickets: [aTicket(), aTicket({ id: 2, qr: null })] }), 'actual', false],
    [
      'returned ticket does not count',
      anOrder({ tickets: [aTicket(), aTicket({ id: 2, qr: null, returned_at: NOW - DAY })] }),
      'actual',
      true,
    ],
    ['no tickets at all', anOrder({ tickets: [] }), 'actual', false],
    ['a booking: not paid, no entry code', anOrder({ status: 0, type: 6 }), 'booked', false],
    ['return pending (issue 20)', anOrder({ status: 3 }), 'actual', false],
  ] as const)('%s → %s', (_name, order, tab, expected) => {
    expect(readyForGate(order, { tab, now: NOW })).toBe(expected);
  });
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

describe('§9 one ticket on its own (the return dialog of a ticket)', () => {
  const twoTickets = anOrder({ tickets: [aTicket(), aTicket({ id: 100102, row: '7', place: '13' })] });
  it.each([
    [
      'the chosen event ticket, with its QR and seat',
      twoTickets,
      'tickets',
      100102,
      { qr: '123456789012', title: 'Swan Lake', seat: { row: '7', place: '13', car: null } },
    ],
    [
      'a rail ticket: its code as QR, car and places',
      aTrainOrder(),
      'trains',
      100701,
      { qr: '12345678901234', seat: { car: '5', place: '12', row: null } },
    ],
    [
      'a returned ticket shows no QR',
      anOrder({ tickets: [aTicket({ returned_at: NOW - DAY })] }),
      'tickets',
      100101,
      { qr: null },
    ],
  ] as const)('%s', (_case, order, kind, id, expected) =>
    expect(oneTicketView(order, kind, id)).toMatchObject(expected),
  );
  it('a ticket not in the order: nothing', () => expect(oneTicketView(twoTickets, 'tickets', 1)).toBeNull());
});
