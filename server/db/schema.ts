// The database schema as an ordered list of migrations; `PRAGMA user_version` records how many ran.
// Never edit a migration that has shipped: append a new file to migrations/ and to the list below.
import type { DatabaseSync } from 'node:sqlite';
import { initial } from './migrations/001-initial.ts';
import { subscriptionOrders } from './migrations/002-subscription-orders.ts';
import { searchFts } from './migrations/003-search-fts.ts';
import { cardKeys } from './migrations/004-card-keys.ts';
import { searchBelarusian } from './migrations/005-search-belarusian.ts';
import { translations } from './migrations/006-translations.ts';
import { signInLimits } from './migrations/007-sign-in-limits.ts';
import { cardRegister } from './migrations/008-card-register.ts';
import { oneOfEachRecord } from './migrations/009-one-of-each-record.ts';
import { wallet } from './migrations/010-wallet.ts';
import { walletFollow } from './migrations/011-wallet-follow.ts';
import { walletOutbox } from './migrations/012-wallet-outbox.ts';
import { transaction } from './open.ts';

export const MIGRATIONS: readonly string[] = [
  initial,
  subscriptionOrders,
  searchFts,
  cardKeys,
  searchBelarusian,
  translations,
  signInLimits,
  cardRegister,
  oneOfEachRecord,
  wallet,
  walletFollow,
  walletOutbox,
];

export const schemaVersion = (db: DatabaseSync): number => {
  const row = db.prepare('PRAGMA user_version').get();
  return typeof row?.user_version === 'number' ? row.user_version : 0;
};

/** Runs the migrations this database has not seen, each in its own transaction. */
export const migrate = (db: DatabaseSync): { from: number; to: number } => {
  const from = schemaVersion(db);
  if (from > MIGRATIONS.length) {
    throw new Error(`The database is at schema ${from}, newer than this server (${MIGRATIONS.length}).`);
  }
  for (const [index, sql] of MIGRATIONS.entries()) {
    const version = index + 1;
    if (version <= from) continue;
    transaction(db, () => {
      db.exec(sql);
      db.exec(`PRAGMA user_version = ${version}`);
    });
  }
  return { from, to: MIGRATIONS.length };
};
