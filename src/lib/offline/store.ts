// Reading and writing the offline store for the current owner. Quota errors never lose what is
// stored: a failed write leaves the previous rows in place and is reported once. Reads use the raw
// IndexedDB API (rawRead.ts); Dexie loads with the first write, after the first screen.
import { nextTask } from '../nextPaint.ts';
import type { MetaRow, OfflineDb, OrderPageRow, SnapshotRow } from './db.ts';
import { currentOwner } from './owner.ts';
import { readStoreRow, readStoreRows } from './rawRead.ts';
import { writesReady } from './writesReady.ts';

/**
 * The store, for a write of `owner`'s rows: after the first screen (writesReady.ts), and null when the
 * session changed meanwhile (a sign-out wiped the store: nothing of the customer may be written back).
 */
const offlineDbFor = async (owner: number): Promise<OfflineDb | null> => {
  await writesReady();
  const { offlineDb } = await import('./db.ts');
  // Dexie's evaluation and the store's first open in two tasks, not one long one (issue 17, twelfth pass).
  await nextTask();
  return currentOwner() === owner ? offlineDb() : null;
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
    else console.error('offline store write failed', e);
    return false;
  }
};

/**
 * Writes `pages` of one list (numbered from `fromPage`) and drops stored pages beyond `lastPage` (the
 * list's current length), in one transaction.
 */
export const saveListPages = async (
  tab: string,
  lang: string,
  fromPage: number,
  pages: unknown[],
  lastPage: number,
) => {
  const owner = currentOwner();
  if (owner === null) return false;
  const savedAt = Date.now();
  return safeWrite(async () => {
    const db = await offlineDbFor(owner);
    if (!db) throw new SessionChanged();
    return db.transaction('rw', db.orderPages, db.meta, async () => {
      await db.orderPages
        .where('[owner+tab+lang+page]')
        .between([owner, tab, lang, lastPage + 1], [owner, tab, lang, Number.POSITIVE_INFINITY])
        .delete();
      await db.orderPages.bulkPut(
        pages.map((data, i) => ({ owner, tab, lang, page: fromPage + i, data, savedAt })),
      );
      await db.meta.put({ owner, key: 'syncedAt', value: savedAt });
    });
  });
};

/** The stored pages of one list, in order (empty when nothing is stored for this owner). */
export const readListPages = async (tab: string, lang: string): Promise<unknown[]> => {
  const owner = currentOwner();
  if (owner === null) return [];
  const rows = (await readStoreRows(
    'orderPages',
    [owner, tab, lang, 0],
    [owner, tab, lang, Number.POSITIVE_INFINITY],
  )) as OrderPageRow[];
  return rows.map((r) => r.data);
};

export const readListPage = async (tab: string, lang: string, page: number): Promise<unknown> => {
  const owner = currentOwner();
  if (owner === null) return undefined;
  return ((await readStoreRow('orderPages', [owner, tab, lang, page])) as OrderPageRow | undefined)?.data;
};

/** When the current owner's set was last written (ms), or null. */
export const readSyncedAt = async (): Promise<number | null> => {
  const owner = currentOwner();
  if (owner === null) return null;
  const row = (await readStoreRow('meta', [owner, 'syncedAt'])) as MetaRow | undefined;
  return typeof row?.value === 'number' ? row.value : null;
};

/** Keeps one whole query answer for the current owner (replacing the previous one). */
export const saveSnapshot = async (key: string, data: unknown): Promise<boolean> => {
  const owner = currentOwner();
  if (owner === null) return false;
  const savedAt = Date.now();
  return safeWrite(async () => {
    const db = await offlineDbFor(owner);
    if (!db) throw new SessionChanged();
    return db.snapshots.put({ owner, key, data, savedAt });
  });
};

/** The kept answer under `key` and when it was kept, or undefined. */
export const readSnapshot = async (key: string): Promise<{ data: unknown; savedAt: number } | undefined> => {
  const owner = currentOwner();
  if (owner === null) return undefined;
  const row = (await readStoreRow('snapshots', [owner, key])) as SnapshotRow | undefined;
  return row && { data: row.data, savedAt: row.savedAt };
};
