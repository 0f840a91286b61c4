// Reads of the offline store with the raw IndexedDB API. Reading is all a start does with the store, and
// Dexie (31 kB gzip) would be the largest library on the first load for it: Dexie loads with the first
// write instead (store.ts), after the first screen. The painters that run before the app's code (the gate
// start, the start view) read the same way. Never creates the database: an open that would create it is
// aborted, and a newer version being installed (Dexie's upgrade) closes the connection at once.
import { OFFLINE_DB_NAME, SNAPSHOTS_TABLE } from './keys.ts';

const withStore = <T>(table: string, read: (store: IDBObjectStore) => IDBRequest, empty: T): Promise<T> =>
  new Promise((resolve) => {
    let open: IDBOpenDBRequest;
    try {
      open = indexedDB.open(OFFLINE_DB_NAME);
    } catch {
      resolve(empty);
      return;
    }
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(empty);
    open.onblocked = () => resolve(empty);
    open.onsuccess = () => {
      const db = open.result;
      db.onversionchange = () => db.close();
      const done = (value: T) => {
        resolve(value);
        db.close();
      };
      if (!db.objectStoreNames.contains(table)) {
        done(empty);
        return;
      }
      try {
        const request = read(db.transaction(table).objectStore(table));
        request.onsuccess = () => done((request.result as T | undefined) ?? empty);
        request.onerror = () => done(empty);
      } catch {
        done(empty);
      }
    };
  });

/** The row of `table` under the primary key `key`, or undefined. */
export const readRow = (table: string, key: IDBValidKey): Promise<unknown> =>
  withStore<unknown>(table, (store) => store.get(key), undefined);

/** The rows of `table` whose primary keys lie in [lower, upper], in key order. */
export const readRows = (table: string, lower: IDBValidKey, upper: IDBValidKey): Promise<unknown[]> =>
  withStore<unknown[]>(table, (store) => store.getAll(IDBKeyRange.bound(lower, upper)), []);

/** The `data` of snapshot row [owner, key], or undefined. */
export const readKept = async (owner: string, key: string): Promise<unknown> =>
  ((await readRow(SNAPSHOTS_TABLE, [owner, key])) as { data?: unknown } | undefined)?.data;
