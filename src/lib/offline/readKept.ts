// One kept row read with the raw IndexedDB API, for the painters that run before the app's code (and
// Dexie) has loaded: the gate start and the start view. Never creates the database: an open that would
// create it is aborted.
import { OFFLINE_DB_NAME, SNAPSHOTS_TABLE } from './keys.ts';

/** The `data` of snapshot row [owner, key], or undefined. */
export const readKept = (owner: string, key: string): Promise<unknown> =>
  new Promise((resolve) => {
    const open = indexedDB.open(OFFLINE_DB_NAME);
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(undefined);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(SNAPSHOTS_TABLE)) {
        db.close();
        resolve(undefined);
        return;
      }
      const get = db.transaction(SNAPSHOTS_TABLE).objectStore(SNAPSHOTS_TABLE).get([owner, key]);
      get.onsuccess = () => {
        resolve((get.result as { data?: unknown } | undefined)?.data);
        db.close();
      };
      get.onerror = () => {
        resolve(undefined);
        db.close();
      };
    };
  });
