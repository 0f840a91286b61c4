// Each row names the clause of spec §4 it checks.
import { describe, expect, it } from 'vitest';
import type { OrderTab } from '../api.ts';
import { anOrder, aTicket, aTrainOrder, aTrainTicket, DAY, NOW } from '../testing/orders.ts';
import { itemExpired, oneTicketView, ticketState, trainTicketState } from './items.ts';

const actual = { tab: 'actual' as OrderTab, now: NOW };
const past = NOW - DAY;

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
