// The device store's rows and the raw IndexedDB reads and writes of the sync (the tables' names are in
// keys.ts, which the painters before the app read with and nothing more). One module for every way in:
// the page's Dexie schema (db.ts) declares these rows, and the sync core (syncCore.ts) reads and writes
// them in the page and in the service worker alike, so both write the same rows.

import { SYNCED_AT, TABLES, VALIDATOR_INDEX } from '../../kernel/storeKeys.ts';
import type { DeviceOwner } from './deviceOwner.ts';

export type OrderPageRow = {
  owner: number;
  tab: string;
  lang: string;
  page: number;
  /** The validated API page, exactly as the orders query returns it. */
  data: unknown;
  savedAt: number;
  /** The answer's validator (its ETag), when the server sent one: asked with If-None-Match. */
  validator?: string;
};

export type MetaRow = { owner: number; key: string; value: unknown };

/** A whole answer the device keeps (the profile, the layout, the client cards…). */
export type WholeRow = { owner: number; key: string; data: unknown; savedAt: number; validator?: string };

export type DeviceRow = DeviceOwner & { key: string };

/** One kept answer: its data and the validator it came with (null: the server sent none). */
export type KeptAnswer = { data: unknown; validator: string | null };

/** What one write puts in the store, in one transaction. */
export type StoreWrite = {
  /** Pages of one list: `pages` are written, stored pages past `last` are dropped. */
  lists?: ReadonlyArray<{
    tab: string;
    lang: string;
    pages: ReadonlyArray<KeptAnswer & { page: number }>;
    last: number;
  }>;
  wholes?: ReadonlyArray<KeptAnswer & { key: string }>;
  /** Sets the last sync time to the write's time. */
  synced?: boolean;
};

const listRange = (owner: number, tab: string, lang: string, from: number): IDBKeyRange =>
  IDBKeyRange.bound([owner, tab, lang, from], [owner, tab, lang, Number.POSITIVE_INFINITY]);

const done = (tx: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new DOMException('aborted', 'AbortError'));
  });

const withValidator = <T extends object>(row: T, validator: string | null): T =>
  validator === null ? row : { ...row, validator };

const putRows = (tx: IDBTransaction, owner: number, write: StoreWrite, savedAt: number): void => {
  const pages = tx.objectStore(TABLES.orderPages);
  for (const list of write.lists ?? []) {
    pages.delete(listRange(owner, list.tab, list.lang, list.last + 1));
    for (const { page, data, validator } of list.pages) {
      const row: OrderPageRow = { owner, tab: list.tab, lang: list.lang, page, data, savedAt };
      pages.put(withValidator(row, validator));
    }
  }
  for (const { key, data, validator } of write.wholes ?? []) {
    const row: WholeRow = { owner, key, data, savedAt };
    tx.objectStore(TABLES.wholes).put(withValidator(row, validator));
  }
  if (write.synced)
    tx.objectStore(TABLES.meta).put({ owner, key: SYNCED_AT, value: savedAt } satisfies MetaRow);
};

/** Writes `write` for `owner` at `savedAt` in one transaction; resolves once it is committed. */
export const writeRows = (
  db: IDBDatabase,
  owner: number,
  write: StoreWrite,
  savedAt: number,
): Promise<void> => {
  const tx = db.transaction([TABLES.orderPages, TABLES.meta, TABLES.wholes], 'readwrite');
  try {
    putRows(tx, owner, write, savedAt);
  } catch (e) {
    // A put refused at once (a full device, a row that cannot be stored): nothing of the write is kept.
    tx.abort();
    return Promise.reject(e);
  }
  return done(tx);
};

const result = <T>(request: IDBRequest): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result as T);
    request.onerror = () => reject(request.error);
  });

/** Where a kept answer lives, as one string (in memory only): a list's page or a whole answer. */
export const keptId = {
  page: (tab: string, lang: string, page: number): string => `page\u0000${tab}\u0000${lang}\u0000${page}`,
  whole: (key: string): string => `whole\u0000${key}`,
};

/**
 * The validators of everything `owner` keeps, by keptId, read from the validator indexes' keys (no row is
 * read). Empty for a store without the indexes (one an older app version created).
 */
export const readValidators = async (db: IDBDatabase, owner: number): Promise<Map<string, string>> => {
  const found = new Map<string, string>();
  const tables = [TABLES.orderPages, TABLES.wholes].filter((t) => db.objectStoreNames.contains(t));
  if (tables.length === 0) return found;
  const tx = db.transaction(tables);
  await Promise.all(
    tables.map(
      (table) =>
        new Promise<void>((resolve, reject) => {
          const store = tx.objectStore(table);
          if (!store.indexNames.contains(VALIDATOR_INDEX)) return resolve();
          const cursor = store.index(VALIDATOR_INDEX).openKeyCursor();
          cursor.onerror = () => reject(cursor.error);
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at) return resolve();
            const key = at.primaryKey as IDBValidKey[];
            if (key[0] === owner && typeof at.key === 'string') {
              const id =
                table === TABLES.orderPages
                  ? keptId.page(String(key[1]), String(key[2]), Number(key[3]))
                  : keptId.whole(String(key[1]));
              found.set(id, at.key);
            }
            at.continue();
          };
        }),
    ),
  );
  return found;
};

/** The stored pages of one list of `owner`, in page order. */
export const readListRows = (
  db: IDBDatabase,
  owner: number,
  tab: string,
  lang: string,
): Promise<OrderPageRow[]> =>
  result(
    db
      .transaction(TABLES.orderPages)
      .objectStore(TABLES.orderPages)
      .getAll(listRange(owner, tab, lang, 0)),
  );

/** One stored page of `owner`, or undefined. */
export const readPageRow = (
  db: IDBDatabase,
  owner: number,
  tab: string,
  lang: string,
  page: number,
): Promise<OrderPageRow | undefined> =>
  result(db.transaction(TABLES.orderPages).objectStore(TABLES.orderPages).get([owner, tab, lang, page]));

/** The (tab, lang) lists `owner` keeps: those with a first page stored (keys only). */
export const readKeptListNames = async (
  db: IDBDatabase,
  owner: number,
): Promise<Array<{ tab: string; lang: string }>> => {
  const keys = await result<IDBValidKey[]>(
    db
      .transaction(TABLES.orderPages)
      .objectStore(TABLES.orderPages)
      .getAllKeys(IDBKeyRange.bound([owner], [owner, []])),
  );
  return keys
    .map((key) => key as [number, string, string, number])
    .filter(([, , , page]) => page === 1)
    .map(([, tab, lang]) => ({ tab, lang }));
};
