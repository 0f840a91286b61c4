// A heavy account for the benchmark ("orders lists stay smooth with 500 orders"), seeded only
// when the server starts with SEED_HEAVY=1. The default demo data does not change; the account is
// outside the demo guide's accounts, and no test relies on it.
import type { DatabaseSync } from 'node:sqlite';
import { SEEDED_HASHES } from './accounts.ts';
import { SESSION, sessionTime } from './catalog.ts';
import type { Clock } from './clock.ts';
import { CITY } from './geo.ts';
import { insert } from './insert.ts';
import { addOrder, type TicketSpec } from './order-builder.ts';
import { prng } from './random.ts';

export const HEAVY = {
  userId: 90,
  phone: '375295555555',
  /** How the bench signs in: the same demo password (the hash carries its own salt). */
  signIn: { phone: '+375295555555', password: 'demo-pass' },
  orders: 500,
  firstOrderId: 50_001,
} as const;

/** Upcoming sessions of the demo catalog whose cards show a QR (paid event tickets). */
const SESSIONS = [
  SESSION.swanLake,
  SESSION.rock,
  SESSION.jazz,
  SESSION.comedy,
  SESSION.operaGala,
  SESSION.circus,
  SESSION.giselle,
  SESSION.hockey,
];

export const seedHeavyAccount = (db: DatabaseSync, clock: Clock): void => {
  insert(db, 'users', {
    id: HEAVY.userId,
    brand: 'by',
    phone: HEAVY.phone,
    country: 'BY',
    email: 'heavy@example.com',
    password_hash: SEEDED_HASHES.anna,
    first_name: 'Мария',
    last_name: 'Многозаказова',
    city_id: CITY.minsk,
    created_at: clock.rel(-800),
  });
  const rng = prng(500);
  const upcoming = SESSIONS.filter((id) => sessionTime(db, id) > clock.now);
  for (let i = 0; i < HEAVY.orders; i += 1) {
    const sessionId = upcoming[i % upcoming.length] ?? SESSION.swanLake;
    const count = rng.int(1, 3);
    const row = String(rng.int(1, 30));
    const first = rng.int(1, 25);
    const tickets = Array.from(
      { length: count },
      (_, k): TicketSpec => ({
        section: 'Партер',
        hall: 'Большой зал',
        row,
        place: String(first + k),
        price: 3000,
      }),
    );
    addOrder(db, {
      id: HEAVY.firstOrderId + i,
      userId: HEAVY.userId,
      brand: 'by',
      kind: 'event',
      status: 1,
      sessionId,
      eventAt: sessionTime(db, sessionId),
      createdAt: clock.rel(-1 - (i % 300), -(i % 24)),
      contact: { email: 'heavy@example.com', phone: HEAVY.phone },
      tickets,
    });
  }
};
