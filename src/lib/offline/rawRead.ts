// Reads of the offline store with the raw IndexedDB API. Reading is all a start does with the store, and
// Dexie (31 kB gzip) would be the largest library on the first load for it: Dexie loads with the first
// write instead (store.ts, writesReady.ts), after the first screen. The painters that run before the
// app's code (the gate start, the start view) read the same way. Never creates the database (see
// deviceOwner.ts `openExistingStore`), and a newer version being installed (Dexie's upgrade, a wipe)
// closes the connection at once.
import { openExistingStore, readDeviceOwner, readRow, sessionMark } from './deviceOwner.ts';
import { SNAPSHOTS_TABLE } from './keys.ts';

const withStore = async <T>(read: (db: IDBDatabase) => Promise<T>, empty: T): Promise<T> => {
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
 * The `data` of the snapshot `key` kept for the customer of this session (`token`), or undefined. Only
 * when the device's owner row names this session: data kept under another session may be another
 * customer's, and is never painted (the app wipes it at start).
 */
export const readKept = (token: string, key: string): Promise<unknown> => {
  // The session's mark (a SHA-256) is made while the store opens, not after: on a slow phone the first
  // digest of a page costs as much as the open.
  const mark = sessionMark(token).catch(() => null);
  return withStore(async (db) => {
    const [held, made] = await Promise.all([readDeviceOwner(db), mark]);
    if (!held || made === null || held.session !== made) return undefined;
    return ((await readRow(db, SNAPSHOTS_TABLE, [held.id, key])) as { data?: unknown } | undefined)?.data;
  }, undefined);
};
