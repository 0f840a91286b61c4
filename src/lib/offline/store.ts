// Reading and writing the offline store for the current owner. Quota errors never lose what is
// stored: a failed write leaves the previous rows in place and is reported once.
import { offlineDb } from './db.ts';
import { currentOwner } from './owner.ts';

type QuotaListener = () => void;
const quotaListeners = new Set<QuotaListener>();
export const onQuotaError = (fn: QuotaListener): (() => void) => {
  quotaListeners.add(fn);
  return () => quotaListeners.delete(fn);
};

const isQuotaError = (e: unknown): boolean =>
  e instanceof Error &&
  (e.name === 'QuotaExceededError' || (e as { inner?: Error }).inner?.name === 'QuotaExceededError');

/** Runs a write; a failure (quota, private mode) keeps the app working on what is already stored. */
const safeWrite = async (write: () => Promise<unknown>): Promise<boolean> => {
  try {
    await write();
    return true;
  } catch (e) {
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
  const db = offlineDb();
  const savedAt = Date.now();
  return safeWrite(() =>
    db.transaction('rw', db.orderPages, db.meta, async () => {
      await db.orderPages
        .where('[owner+tab+lang+page]')
        .between([owner, tab, lang, lastPage + 1], [owner, tab, lang, Number.POSITIVE_INFINITY])
        .delete();
      await db.orderPages.bulkPut(
        pages.map((data, i) => ({ owner, tab, lang, page: fromPage + i, data, savedAt })),
      );
      await db.meta.put({ owner, key: 'syncedAt', value: savedAt });
    }),
  );
};

/** The stored pages of one list, in order (empty when nothing is stored for this owner). */
export const readListPages = async (tab: string, lang: string): Promise<unknown[]> => {
  const owner = currentOwner();
  if (owner === null) return [];
  try {
    const rows = await offlineDb()
      .orderPages.where('[owner+tab+lang+page]')
      .between([owner, tab, lang, 0], [owner, tab, lang, Number.POSITIVE_INFINITY])
      .toArray();
    return rows.map((r) => r.data);
  } catch {
    return [];
  }
};

export const readListPage = async (tab: string, lang: string, page: number): Promise<unknown> => {
  const owner = currentOwner();
  if (owner === null) return undefined;
  try {
    return (await offlineDb().orderPages.get([owner, tab, lang, page]))?.data;
  } catch {
    return undefined;
  }
};

/** When the current owner's set was last written (ms), or null. */
export const readSyncedAt = async (): Promise<number | null> => {
  const owner = currentOwner();
  if (owner === null) return null;
  try {
    const row = await offlineDb().meta.get([owner, 'syncedAt']);
    return typeof row?.value === 'number' ? row.value : null;
  } catch {
    return null;
  }
};

/** Keeps one whole query answer for the current owner (replacing the previous one). */
export const saveSnapshot = async (key: string, data: unknown): Promise<boolean> => {
  const owner = currentOwner();
  if (owner === null) return false;
  return safeWrite(() => offlineDb().snapshots.put({ owner, key, data, savedAt: Date.now() }));
};

/** The kept answer under `key` and when it was kept, or undefined. */
export const readSnapshot = async (key: string): Promise<{ data: unknown; savedAt: number } | undefined> => {
  const owner = currentOwner();
  if (owner === null) return undefined;
  try {
    const row = await offlineDb().snapshots.get([owner, key]);
    return row && { data: row.data, savedAt: row.savedAt };
  } catch {
    return undefined;
  }
};
