// Points: the customers' operation history and the promo code that adds points.
// credit, debit and sum are in hundredths of a point (the platform's "minor units"); sum is the
// balance after the operation, so the newest sum equals the profile balance × 100.
import type { DatabaseSync } from 'node:sqlite';
import { USER } from './accounts.ts';
import { type Clock, HOUR } from './clock.ts';
import { insert } from './insert.ts';
import { PAST_ORDER_IDS } from './orders-past.ts';
import { prng } from './random.ts';

const ANNA_TRANSACTIONS = 45;
/** The one operation whose message is a code the client translates. */
const TRANSFER_USER = 'transfer_user';
const TRANSFER_INDEX = 40;

type Entry = { at: number; delta: number; message: string; orderId?: number };

/** Anna's history, oldest first, ending at `finalBalance`; built backwards so no balance goes below 0. */
const annaEntries = (clock: Clock, finalBalance: number): Entry[] => {
  const rng = prng(45);
  const n = ANNA_TRANSACTIONS;
  const entries: Entry[] = new Array(n);
  let after = finalBalance;
  for (let i = n - 1; i >= 0; i -= 1) {
    const at = clock.rel(-(1 + (n - 1 - i) * 3.9)) - rng.int(0, 6 * HOUR);
    let entry: Entry;
    if (i === 0) {
      entry = { at, delta: after, message: 'Приветственные баллы' };
    } else if (i === n - 1) {
      entry = { at: clock.rel(-3), delta: 100, message: 'Возврат на баланс по заказу №1011', orderId: 1011 };
    } else if (i === TRANSFER_INDEX) {
      entry = { at, delta: 50, message: TRANSFER_USER };
    } else if (i === 20) {
      entry = { at, delta: 50, message: 'Активация промокода SPRING50' };
    } else {
      const orderId = rng.int(PAST_ORDER_IDS.first, PAST_ORDER_IDS.last);
      entry =
        rng.next() < 0.6
          ? { at, delta: rng.int(20, 120), message: `Начисление баллов за заказ №${orderId}`, orderId }
          : { at, delta: -rng.int(50, 200), message: `Оплата заказа №${orderId} баллами`, orderId };
    }
    // A credit may not exceed the balance it leads to (the balance before must stay ≥ 0; > 0 before the first).
    if (i > 0 && entry.delta > 0) entry.delta = Math.min(entry.delta, after - 1);
    if (i > 0 && entry.delta === 0) entry.delta = -rng.int(50, 200);
    entries[i] = entry;
    after -= entry.delta;
  }
  return entries;
};

const insertHistory = (db: DatabaseSync, userId: number, entries: readonly Entry[]): void => {
  let balance = 0;
  for (const e of entries) {
    balance += e.delta;
    insert(db, 'transactions', {
      user_id: userId,
      created_at: e.at,
      credit: e.delta > 0 ? e.delta * 100 : 0,
      debit: e.delta < 0 ? -e.delta * 100 : 0,
      sum: balance * 100,
      message: e.message,
      order_id: e.orderId ?? null,
    });
  }
};

export const seedPoints = (db: DatabaseSync, clock: Clock): void => {
  insertHistory(db, USER.anna, annaEntries(clock, 1250));
  insertHistory(db, USER.nino, [
    { at: clock.rel(-7), delta: 150, message: 'ქულების დარიცხვა შეკვეთისთვის №2001', orderId: 2001 },
    { at: clock.rel(-3), delta: 150, message: 'ქულების დარიცხვა შეკვეთისთვის №2002', orderId: 2002 },
  ]);
  insert(db, 'promo_codes', { code: 'PROMO100', points: 100, active: true });
};
