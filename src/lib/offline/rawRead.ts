// Reads of the device store with the raw IndexedDB API. Reading is all a start does with the store, and
// Dexie (31 kB gzip) would be the largest library on the first load for it: Dexie loads with the first
// write instead (store.ts, writesReady.ts), after the first screen. The painters that run before the
// app's code (the gate start, the start view) read the same way. Never creates the database (see
// deviceOwner.ts `openExistingStore`), and a newer version being installed (Dexie's upgrade, a wipe)
// closes the connection at once.

import { OWNER_ROW, TABLES } from '../../kernel/storeKeys.ts';
import { asDeviceOwner, openExistingStore, readRow, sessionMark } from './deviceOwner.ts';

/** Runs `read` on the store, open for it alone; `empty` when there is no store or the read fails. */
export const withStore = async <T>(read: (db: IDBDatabase) => Promise<T>, empty: T): Promise<T> => {
  const db = await openExistingStore();
  if (!db) return empty;
  db.onversionchange = () => db.close();
  try {
    return await read(db);
  } catch {
    return empty;
  } finally {
    db.close();
  }
};

/** The row of `table` under the primary key `key`, or undefined. */
export const readStoreRow = (table: string, key: IDBValidKey): Promise<unknown> =>
  withStore((db) => readRow(db, table, key), undefined);

/** The rows of `table` whose primary keys lie in [lower, upper], in key order. */
export const readStoreRows = (table: string, lower: IDBValidKey, upper: IDBValidKey): Promise<unknown[]> =>
  withStore(
    (db) =>
      new Promise<unknown[]>((resolve) => {
        if (!db.objectStoreNames.contains(table)) {
          resolve([]);
          return;
        }
        const all = db.transaction(table).objectStore(table).getAll(IDBKeyRange.bound(lower, upper));
        all.onsuccess = () => resolve(all.result);
        all.onerror = () => resolve([]);
      }),
    [],
  );

/**
 * The `data` of the whole answer `key` kept for the customer of this session (`token`), or undefined. Only
 * when the device's owner row names this session: data kept under another session may be another
 * customer's, and is never painted (the app wipes it at start). The owner row and the answer are read
 * in one transaction (a gate start pays for every extra one on a slow phone), and the session's mark (a
 * SHA-256) is made while the store opens.
 */
export const readKept = (token: string, key: string): Promise<unknown> => {
  const mark = sessionMark(token).catch(() => null);
  return withStore(async (db) => {
    if (!db.objectStoreNames.contains(TABLES.device) || !db.objectStoreNames.contains(TABLES.wholes))
      return undefined;
    const tx = db.transaction([TABLES.device, TABLES.wholes]);
    const request = <T>(r: IDBRequest): Promise<T | undefined> =>
      new Promise((resolve) => {
        r.onsuccess = () => resolve(r.result as T | undefined);
        r.onerror = () => resolve(undefined);
      });
    const held = asDeviceOwner(await request(tx.objectStore(TABLES.device).get(OWNER_ROW)));
    if (!held) return undefined;
    // Asked in the same transaction before the mark is compared (a transaction closes once idle).
    const row = request<{ data?: unknown }>(tx.objectStore(TABLES.wholes).get([held.id, key]));
    const [made, kept] = await Promise.all([mark, row]);
    return made !== null && held.session === made ? kept?.data : undefined;
  }, undefined);
};
