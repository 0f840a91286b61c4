// The offline store (Dexie, IndexedDB): what a signed-in customer needs at the gate with no network.
// Every row carries its owner (the account's login name from the `username` cookie); reads always
// filter by the current owner, and signing out (or a 401) deletes the whole database, so a second
// account on the device never sees the first one's data.
//
// Schema history (never edit a shipped version; add a new one with an upgrade):
//   1 — orderPages: one row per order-list page [owner+tab+lang+page].
//   2 — meta: per-owner facts (last sync time); cards: reserved for the client cards, never written.
//   3 — snapshots: one validated query answer per key [owner+key] (profile, layout, cabinet page,
//       client cards); the unused `cards` table is dropped.
import { Dexie, type Table } from 'dexie';
import { OFFLINE_DB_NAME } from './keys.ts';

export type OrderPageRow = {
  owner: string;
  tab: string;
  lang: string;
  page: number;
  /** The validated API page, exactly as the orders query returns it. */
  data: unknown;
  savedAt: number;
};

export type MetaRow = { owner: string; key: string; value: unknown };

/** A whole query answer kept for offline use (the profile, the layout, the client cards…). */
export type SnapshotRow = { owner: string; key: string; data: unknown; savedAt: number };

export type OfflineDb = Dexie & {
  orderPages: Table<OrderPageRow, [string, string, string, number]>;
  meta: Table<MetaRow, [string, string]>;
  snapshots: Table<SnapshotRow, [string, string]>;
};

/** The schema versions, shared with the migration test. */
export const defineSchema = (db: Dexie): void => {
  db.version(1).stores({ orderPages: '[owner+tab+lang+page], owner' });
  db.version(2).stores({ meta: '[owner+key], owner', cards: '[owner+id], owner' });
  db.version(3).stores({ snapshots: '[owner+key], owner', cards: null });
};

const open = (): OfflineDb => {
  const db = new Dexie(OFFLINE_DB_NAME) as OfflineDb;
  defineSchema(db);
  return db;
};

let instance: OfflineDb | null = null;
export const offlineDb = (): OfflineDb => {
  instance ??= open();
  return instance;
};

/** Deletes the whole store (sign-out, 401). */
export const wipeOfflineStore = async (): Promise<void> => {
  const db = instance;
  instance = null;
  if (db) await db.delete();
  else await Dexie.delete(OFFLINE_DB_NAME);
};
