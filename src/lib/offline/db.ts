// The device store (Dexie, IndexedDB): what a signed-in customer needs at the gate with no network.
// Every row carries its owner, the customer's id (from users/me; lib/offline/owner.ts); reads always
// filter by the current owner. Whenever the session on the device belongs to another customer than the
// data (sign-out, a 401, a session saved by the sign-in or the main site, or found at start), the whole
// database is deleted before anything is painted, so a second customer never sees the first one's data.
//
// Schema history (never edit a shipped version; add a new one with an upgrade):
//   1 — orderPages: one row per order-list page [owner+tab+lang+page].
//   2 — meta: per-owner facts (last sync time); cards: reserved for the client cards, never written.
//   3 — snapshots (TABLES.wholes): one validated whole answer per key [owner+key] (profile, layout,
//       cabinet page, client cards); the unused `cards` table is dropped.
//   4 — device: whose data this is (deviceOwner.ts). Rows were keyed by the display name until then,
//       which another customer can take by renaming herself: they are dropped (the next sync refills).
//   5 — an index over the kept answers' validators (orderPages, snapshots), read by the sync (tables.ts).
// The tables, their rows and the raw reads and writes are declared in tables.ts.
import { Dexie, type Table } from 'dexie';
import { DEVICE_STORE_NAME, TABLES, VALIDATOR_INDEX } from '../../kernel/storeKeys.ts';
import type { DeviceRow, MetaRow, OrderPageRow, WholeRow } from './tables.ts';
import { onStoreOpened } from './wipe.ts';

export type DeviceStore = Dexie & {
  orderPages: Table<OrderPageRow, [number, string, string, number]>;
  meta: Table<MetaRow, [number, string]>;
  /** The whole answers (TABLES.wholes): Dexie names the handle after the stored table, `snapshots`. */
  snapshots: Table<WholeRow, [number, string]>;
  device: Table<DeviceRow, string>;
};

/** The schema versions, shared with the migration test. */
export const defineSchema = (db: Dexie): void => {
  db.version(1).stores({ [TABLES.orderPages]: '[owner+tab+lang+page], owner' });
  db.version(2).stores({ [TABLES.meta]: '[owner+key], owner', cards: '[owner+id], owner' });
  db.version(3).stores({ [TABLES.wholes]: '[owner+key], owner', cards: null });
  db.version(4)
    .stores({ [TABLES.device]: 'key' })
    .upgrade((tx) =>
      Promise.all([TABLES.orderPages, TABLES.meta, TABLES.wholes].map((table) => tx.table(table).clear())),
    );
  db.version(5).stores({
    [TABLES.orderPages]: `[owner+tab+lang+page], owner, ${VALIDATOR_INDEX}`,
    [TABLES.wholes]: `[owner+key], owner, ${VALIDATOR_INDEX}`,
  });
};

const open = (): DeviceStore => {
  const db = new Dexie(DEVICE_STORE_NAME) as DeviceStore;
  defineSchema(db);
  return db;
};

let instance: DeviceStore | null = null;
export const deviceStore = (): DeviceStore => {
  if (!instance) {
    const db = open();
    instance = db;
    onStoreOpened(() => {
      db.close();
      if (instance === db) instance = null;
    });
  }
  return instance;
};

/** Deletes the whole store (sign-out, 401, another customer's session): see wipe.ts. */
export { wipeDeviceStore } from './wipe.ts';
