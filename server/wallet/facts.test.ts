// @vitest-environment node
// A pass is issued for exactly the codes the gate admits: for every ticket and train ticket of the demo
// customers, at the seeding moment and past each one's grace, `issuable` answers what the cabinet's entry
// rule (src/kernel/entry.ts) answers over the same order; and a voided pass is one that no longer holds.
import { describe, expect, it } from 'vitest';
import { ENTRY_GRACE_S, isEntryTicket, isEntryTrainTicket } from '../../src/kernel/entry.ts';
import { num } from '../db/row.ts';
import { orderJson } from '../orders/read.ts';
import { NOW_S, seededDb } from '../test-support.ts';
import { issuable, parseSerial, passFacts } from './facts.ts';

const db = seededDb();
const orders = db
  .prepare('SELECT * FROM orders WHERE user_id IN (1, 4) ORDER BY id')
  .all()
  .map((row) => ({ userId: num(row, 'user_id'), order: orderJson(db, row, 'en') }));

const cases = orders.flatMap(({ userId, order }) => {
  const admitting = { status: order.status, awaitingConfirm: order.awaitingConfirm === 1 };
  return [
    ...order.tickets.map((t) => ({
      serial: `ticket-${t.id}`,
      userId,
      entry: (now: number) => isEntryTicket(t, admitting, now),
      at: t.session.timeSpending,
    })),
    ...order.trains.map((t) => ({
      serial: `train-${t.id}`,
      userId,
      entry: (now: number) => isEntryTrainTicket({ ...t, isUsed: t.isUsed === 1 }, admitting, now),
      at: t.date,
    })),
  ];
});

describe('issuable is the gate’s entry rule', () => {
  it('covers tickets that admit and tickets that do not', () => {
    expect(cases.some((c) => c.entry(NOW_S))).toBe(true);
    expect(cases.some((c) => !c.entry(NOW_S))).toBe(true);
  });

  it.each(cases.map((c) => [c.serial, c] as const))('%s', (serial, c) => {
    const facts = passFacts(db, serial, c.userId, 'en');
    for (const now of [NOW_S, c.at + ENTRY_GRACE_S - 1, c.at + ENTRY_GRACE_S]) {
      // A ticket without a code yet is no pass at all.
      expect(facts ? issuable(facts, now) : false, `${serial} at ${now}`).toBe(c.entry(now));
    }
  });

  it('is nobody else’s: another customer’s ticket has no facts for her', () => {
    expect(passFacts(db, 'ticket-200101', 1, 'en')).toBeNull();
    expect(passFacts(db, 'ticket-200101', 4, 'en')).not.toBeNull();
  });
});

describe('parseSerial', () => {
  it.each([
    ['ticket-100101', { kind: 'ticket', id: 100101 }],
    ['train-100701', { kind: 'train', id: 100701 }],
    ['card-7700111122223333', { kind: 'card', code: '7700111122223333' }],
    ['ticket-0', null],
    ['ticket-01', null],
    ['card-12', null],
    ['tickets-1', null],
    ['ticket-1 ', null],
  ])('%s', (serial, parsed) => {
    expect(parseSerial(serial)).toEqual(parsed);
  });
});
