// The service worker's side of the sync (sw/backgroundRefresh.ts, sw/pageSync.ts), apart from what only a
// worker has (its cookie jar, its location): the way it asks the network, and the app's sync core
// (lib/offline/syncCore.ts) over the app's kept set (keptSet.ts), for its background refresh and for the
// syncs an open page hands it (lib/offline/pageSync.ts). Only fetch and IndexedDB here: the worker
// imports it, and a test runs it beside the page's sync (sameRows.test.ts).

import type { Order, OrderPage } from '../features/orders/worker.ts';
import { asKeptTab, orderEventAt } from '../features/orders/worker.ts';
import { KEPT_KEYS, TABLES } from '../kernel/storeKeys.ts';
import { openExistingStore, ownerForSession } from '../lib/offline/deviceOwner.ts';
import { nextUpcoming } from '../lib/offline/periodicRefresh.ts';
import { type Ask, type ListPlan, NotTheOwner, syncKept } from '../lib/offline/syncCore.ts';
import type { SyncReply, SyncRequest } from '../lib/offline/syncMessages.ts';
import { readKeptListNames, readListRows, writeRows } from '../lib/offline/tables.ts';
import { KEPT_WHOLES, keptList, syncPlan } from './keptSet.ts';

/** The session ended on the server (a 401). */
export class Unauthorized extends Error {}

const request = <T>(r: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });

/**
 * Asks as the app's client does (the token in a header, never a cookie; the HTTP cache left out), with
 * the kept copy's validator: null when it has not changed.
 */
export const askWith =
  (api: string, token: string, language: string): Ask =>
  async (path, validator) => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': language,
      Authorization: `Bearer ${token}`,
    };
    if (validator) headers['If-None-Match'] = validator;
    const res = await fetch(`${api}${path}`, { headers, credentials: 'omit', cache: 'no-store' });
    if (res.status === 401) throw new Unauthorized();
    if (res.status === 304 && validator) return null;
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return { json: await res.json(), validator: res.headers.get('ETag') };
  };

/**
 * The gate start's kept codes lose the orders no longer upcoming (their texts were translated by the app;
 * new orders get theirs at the app's next sync).
 */
const pruneGateStart = async (db: IDBDatabase, owner: number, upcoming: Set<number>): Promise<void> => {
  const tx = db.transaction(TABLES.wholes, 'readwrite');
  const wholes = tx.objectStore(TABLES.wholes);
  const row = (await request(wholes.get([owner, KEPT_KEYS.gateStart]))) as { data: unknown } | undefined;
  if (row && Array.isArray(row.data)) {
    const kept = row.data.filter(
      (g: unknown) => typeof g === 'object' && g !== null && upcoming.has((g as { orderId: number }).orderId),
    );
    if (kept.length !== row.data.length) wholes.put({ ...row, data: kept });
  }
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
};

/** The lists the app kept for `owner` (each tab in the language it was kept in). */
export const keptListsOf = async (db: IDBDatabase, owner: number): Promise<ListPlan[]> =>
  (await readKeptListNames(db, owner)).flatMap(({ tab, lang }) => {
    const kept = asKeptTab(tab);
    return kept ? [keptList(kept, lang)] : [];
  });

/**
 * One background refresh of `lists` and the whole answers for `owner` on the open store `db`: whether it
 * wrote anything, and the next upcoming session's time (unix seconds) for the next registration, or null.
 */
export const refreshKept = async (
  db: IDBDatabase,
  owner: number,
  ask: Ask,
  lists: readonly ListPlan[],
): Promise<{ wrote: boolean; nextEventAt: number | null }> => {
  const outcome = await syncKept(syncPlan(lists), owner, ask, {
    read: (work, empty) => work(db).catch(() => empty),
    write: (write) => writeRows(db, owner, write, Date.now()),
  });
  const actual = outcome.lists.filter((l) => l.tab === 'actual');
  let orders: Order[];
  if (actual.some((l) => l.changed)) {
    orders = actual.flatMap((l) => ((l.pages ?? []) as OrderPage[]).flatMap((p) => p.data));
    await pruneGateStart(db, owner, new Set(orders.map((o) => o.id)));
  } else {
    const kept = await Promise.all(actual.map((l) => readListRows(db, owner, l.tab, l.lang)));
    orders = kept.flat().flatMap((row) => (row.data as OrderPage | undefined)?.data ?? []);
  }
  return {
    wrote: outcome.wrote,
    nextEventAt: nextUpcoming(orders.map(orderEventAt), Math.floor(Date.now() / 1000)),
  };
};

/**
 * A sync an open page handed over (lib/offline/pageSync.ts): the same core, its requests and writes off
 * the page's main thread. Only for the session the device's data belongs to and the owner the page names.
 */
export const syncForPage = async (request: SyncRequest, api: string): Promise<SyncReply> => {
  const db = await openExistingStore();
  if (!db) return { ok: false, reason: 'no-store' };
  // The page's Dexie may upgrade the store meanwhile: this connection must not hold it up.
  db.onversionchange = () => db.close();
  try {
    if ((await ownerForSession(db, request.token)) !== request.owner)
      return { ok: false, reason: 'not-owner' };
    const lists = request.lists.flatMap(({ tab, lang }) => {
      const kept = asKeptTab(tab);
      return kept ? [keptList(kept, lang)] : [];
    });
    const plan = syncPlan(
      lists,
      KEPT_WHOLES.filter((w) => request.wholes.includes(w.key)),
    );
    const outcome = await syncKept(
      plan,
      request.owner,
      askWith(api, request.token, request.language),
      {
        read: (work, empty) => work(db).catch(() => empty),
        write: (write) => writeRows(db, request.owner, write, Date.now()),
      },
      { whole: request.whole },
    );
    return { ok: true, outcome };
  } catch (e) {
    if (e instanceof Unauthorized) return { ok: false, reason: 'unauthorized' };
    if (e instanceof NotTheOwner) return { ok: false, reason: 'not-owner' };
    return { ok: false, reason: 'failed' };
  } finally {
    db.close();
  }
};
