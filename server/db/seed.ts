// The demo data (guide: demo-data.md), deterministic for a given `nowMs`: times are relative to it,
// ids, phones, codes and names are fixed, variety comes from a seeded PRNG.
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from './open.ts';
import { seedAccounts } from './seed/accounts.ts';
import { seedCardRegister } from './seed/card-register.ts';
import { seedCatalog } from './seed/catalog.ts';
import { makeClock } from './seed/clock.ts';
import { seedCodes } from './seed/codes.ts';
import { seedGeo } from './seed/geo.ts';
import { seedHeavyAccount } from './seed/heavy.ts';
import { seedLayouts } from './seed/layout.ts';
import { seedMedia } from './seed/media.ts';
import { seedAnnaOrders } from './seed/orders-anna.ts';
import { seedNinoOrders } from './seed/orders-nino.ts';
import { seedPastOrders } from './seed/orders-past.ts';
import { seedPaymentMethods } from './seed/payment-methods.ts';
import { seedPoints } from './seed/points.ts';
import { seedPromotions } from './seed/promotions.ts';
import { seedSearch } from './seed/search.ts';
import { seedTranslations } from './seed/translations.ts';

export const isSeeded = (db: DatabaseSync): boolean =>
  db.prepare("SELECT 1 AS yes FROM meta WHERE key = 'seeded_at'").get() !== undefined;

export type SeedOptions = {
  /** Also the benchmark's heavy account with 500 orders (server/db/seed/heavy.ts); `SEED_HEAVY=1`. */
  heavy?: boolean;
};

/** Fills an empty, migrated database. Throws (and writes nothing) if it already holds data. */
export const seed = (db: DatabaseSync, nowMs: number, options: SeedOptions = {}): void => {
  const clock = makeClock(nowMs);
  transaction(db, () => {
    seedGeo(db);
    seedLayouts(db, nowMs);
    seedAccounts(db, clock);
    seedCardRegister(db);
    seedCatalog(db, clock);
    seedAnnaOrders(db, clock);
    seedPastOrders(db, clock);
    seedNinoOrders(db, clock);
    seedPoints(db, clock);
    seedPromotions(db, clock);
    seedMedia(db, clock);
    seedCodes(db, clock);
    seedPaymentMethods(db);
    seedSearch(db);
    seedTranslations(db);
    if (options.heavy) seedHeavyAccount(db, clock);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', ?)").run(String(nowMs));
  });
};

const COUNTED = [
  'users',
  'orders',
  'tickets',
  'transactions',
  'user_coupons',
  'videos',
  'cities',
  'search_items',
];

/** Row counts of the main tables, for the console. */
export const seedSummary = (db: DatabaseSync): Record<string, number> =>
  Object.fromEntries(
    COUNTED.map((table) => {
      const row = db.prepare(`SELECT count(*) AS n FROM ${table}`).get();
      return [table, typeof row?.n === 'number' ? row.n : 0];
    }),
  );
