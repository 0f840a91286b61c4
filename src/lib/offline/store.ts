// Reading and writing the device store for the current owner. Quota errors never lose what is
// stored: a failed write leaves the previous rows in place and is reported once. Reads use the raw
// IndexedDB API (rawRead.ts); Dexie loads with the first write, after the first screen.

import { SYNCED_AT, TABLES } from '../../kernel/storeKeys.ts';
import { nextTask } from '../nextPaint.ts';
import { currentOwner } from './owner.ts';
import { readStoreRow, readStoreRows } from './rawRead.ts';
import type { MetaRow, OrderPageRow, StoreWrite, WholeRow, writeRows } from './tables.ts';
import { writesReady } from './writesReady.ts';

/**
 * The store, for a write of `owner`'s rows: after the first screen (writesReady.ts), opened by Dexie (which
 * creates and upgrades it, db.ts), and null when the session changed meanwhile (a sign-out wiped the
 * store: nothing of the customer may be written back). The rows are written raw (tables.ts), as the
 * service worker writes them.
 */
const storeFor = async (owner: number): Promise<{ db: IDBDatabase; write: typeof writeRows } | null> => {
  await writesReady();
  const [{ deviceStore }, { writeRows }] = await Promise.all([import('./db.ts'), import('./tables.ts')]);
  // Dexie's evaluation and the store's first open in two tasks, not one long one.
  await nextTask();
  if (currentOwner() !== owner) return null;
  const db = deviceStore();
  await db.open();
  return currentOwner() === owner ? { db: db.backendDB(), write: writeRows } : null;
};

type QuotaListener = () => void;
const quotaListeners = new Set<QuotaListener>();
export const onQuotaError = (fn: QuotaListener): (() => void) => {
  quotaListeners.add(fn);
  return () => quotaListeners.delete(fn);
};

/** A write given up because the customer signed out (or another one signed in) before it ran. */
class SessionChanged extends Error {}

const isQuotaError = (e: unknown): boolean =>
  e instanceof Error &&
  (e.name === 'QuotaExceededError' || (e as { inner?: Error }).inner?.name === 'QuotaExceededError');

/** Runs a write; a failure (quota, private mode) keeps the app working on what is already stored. */
const safeWrite = async (write: () => Promise<unknown>): Promise<boolean> => {
  try {
    await write();
    return true;
  } catch (e) {
    if (e instanceof SessionChanged) return false;
    if (isQuotaError(e)) for (const fn of quotaListeners) fn();
    else console.error('device store write failed', e);
    return false;
  }
};

/** Writes `write` for `owner` (the sync's write: tables.ts); false when it could not be written. */
export const writeKept = (owner: number, write: StoreWrite): Promise<boolean> =>
  safeWrite(async () => {
    const store = await storeFor(owner);
    if (!store) throw new SessionChanged();
    return store.write(store.db, owner, write, Date.now());
  });

/**
 * Writes `pages` of one list (numbered from `fromPage`, each with the validator it came with, if any) and
 * drops stored pages beyond `lastPage` (the list's current length), in one transaction.
 */
export const saveListPages = async (
  tab: string,
  lang: string,
  fromPage: number,
  pages: unknown[],
  lastPage: number,
  validators: readonly (string | null)[] = [],
) => {
  const owner = currentOwner();
  if (owner === null) return false;
  const kept = pages.map((data, i) => ({ data, validator: validators[i] ?? null, page: fromPage + i }));
  return writeKept(owner, { lists: [{ tab, lang, pages: kept, last: lastPage }], synced: true });
};

/** The stored pages of one list, in order (empty when nothing is stored for this owner). */
export const readListPages = async (tab: string, lang: string): Promise<unknown[]> => {
  const owner = currentOwner();
  if (owner === null) return [];
  const rows = (await readStoreRows(
    TABLES.orderPages,
    [owner, tab, lang, 0],
    [owner, tab, lang, Number.POSITIVE_INFINITY],
  )) as OrderPageRow[];
  return rows.map((r) => r.data);
};

export const readListPage = async (tab: string, lang: string, page: number): Promise<unknown> => {
  const owner = currentOwner();
  if (owner === null) return undefined;
  return ((await readStoreRow(TABLES.orderPages, [owner, tab, lang, page])) as OrderPageRow | undefined)
    ?.data;
};

/** When the current owner's set was last written (ms), or null. */
export const readSyncedAt = async (): Promise<number | null> => {
  const owner = currentOwner();
  if (owner === null) return null;
  const row = (await readStoreRow(TABLES.meta, [owner, SYNCED_AT])) as MetaRow | undefined;
  return typeof row?.value === 'number' ? row.value : null;
};

/**
 * Keeps one whole query answer for the current owner (replacing the previous one), with the validator it
 * came with (none for what the app made itself: the start view, the gate start's codes).
 */
export const keepWhole = async (
  key: string,
  data: unknown,
  validator: string | null = null,
): Promise<boolean> => {
  const owner = currentOwner();
  if (owner === null) return false;
  return writeKept(owner, { wholes: [{ key, data, validator }] });
};

/** The kept answer under `key` and when it was kept, or undefined. */
export const readWhole = async (key: string): Promise<{ data: unknown; savedAt: number } | undefined> => {
  const owner = currentOwner();
  if (owner === null) return undefined;
  const row = (await readStoreRow(TABLES.wholes, [owner, key])) as WholeRow | undefined;
  return row && { data: row.data, savedAt: row.savedAt };
};
