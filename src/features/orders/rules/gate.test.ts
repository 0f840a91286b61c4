// When an order is ready for the gate: every code it holds is one the device keeps.
import { describe, expect, it } from 'vitest';
import { anOrder, aTicket, DAY, NOW } from '../testing/orders.ts';
import { readyForGate } from './gate.ts';

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
    ['return pending', anOrder({ status: 3 }), 'actual', false],
  ] as const)('%s → %s', (_name, order, tab, expected) => {
    expect(readyForGate(order, { tab, now: NOW })).toBe(expected);
  });
});
