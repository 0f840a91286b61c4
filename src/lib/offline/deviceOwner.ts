// Whose customer data this device holds, readable before the app's code has loaded (the gate start
// paints from it): the device store's `device` table keeps one row, { key: 'owner', session, id },
// where `id` is the customer's id (from users/me) and `session` the SHA-256 of the session token the
// data was kept under, so the device knows which session its data belongs to without keeping the
// token. No Dexie here: the raw IndexedDB API only (src/start/gate/ uses it before the app loads).
import { DEVICE_STORE_NAME, OWNER_ROW, TABLES } from '../../kernel/storeKeys.ts';

export type DeviceOwner = { session: string; id: number };

/** The row's shape, or null for anything else. */
export const asDeviceOwner = (value: unknown): DeviceOwner | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { session, id } = value as Record<string, unknown>;
  return typeof session === 'string' && session.length > 0 && typeof id === 'number' && Number.isInteger(id)
    ? { session, id }
    : null;
};

/** SHA-256 of the session token, hex: what the device remembers of the session its data belongs to. */
export const sessionMark = async (token: string): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
};

/** The device store when it exists, else null; never creates it (an open that would is aborted). */
export const openExistingStore = (): Promise<IDBDatabase | null> =>
  new Promise((resolve) => {
    try {
      const open = indexedDB.open(DEVICE_STORE_NAME);
      open.onupgradeneeded = () => open.transaction?.abort();
      open.onerror = () => resolve(null);
      open.onblocked = () => resolve(null);
      open.onsuccess = () => resolve(open.result);
    } catch {
      resolve(null);
    }
  });

/** One row of a table of an open store, or undefined (no such table, no such row, a failed read). */
export const readRow = (db: IDBDatabase, table: string, key: IDBValidKey): Promise<unknown> =>
  new Promise((resolve) => {
    if (!db.objectStoreNames.contains(table)) {
      resolve(undefined);
      return;
    }
    try {
      const get = db.transaction(table).objectStore(table).get(key);
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });

/** The owner row of an open store, or null when it has none (an older store, or none written yet). */
export const readDeviceOwner = async (db: IDBDatabase): Promise<DeviceOwner | null> =>
  asDeviceOwner(await readRow(db, TABLES.device, OWNER_ROW));

/**
 * The customer whose data the device holds *for this session* (`token`), or null: no store, no owner
 * row, or data kept under another session (which may be another customer's: never shown).
 */
export const ownerForSession = async (db: IDBDatabase, token: string): Promise<number | null> => {
  const [held, mark] = await Promise.all([readDeviceOwner(db), sessionMark(token)]);
  return held && held.session === mark ? held.id : null;
};
