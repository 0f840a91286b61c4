// The offline set refreshed by the service worker, with no page open (issue 23 point 3;
// docs/decisions-calendar.md "Background refresh"). It runs the app's own sync core
// (src/lib/offline/syncCore.ts) over the app's kept set (src/app/keptSet.ts) on the raw IndexedDB API (no
// Dexie, no query cache: the worker stays small for the gate start): each kept answer is asked for with
// its validator, and only what changed is validated and written, as the page's sync does. It never runs
// signed out or for data kept under another session, and a 401 wipes the customer's data from the
// device, as a 401 in the app does.
import { keptList, syncPlan } from '../src/app/keptSet.ts';
import { asKeptTab } from '../src/features/orders/keptLists.ts';
import { orderEventAt } from '../src/features/orders/rules.ts';
import type { Order, OrderPage } from '../src/features/orders/schemas.ts';
import { resolveRuntimeBrand } from '../src/lib/brand/config.ts';
import { openExistingStore, ownerForSession } from '../src/lib/offline/deviceOwner.ts';
import { OFFLINE_DB_NAME, OFFLINE_KEYS } from '../src/lib/offline/keys.ts';
import { nextUpcoming } from '../src/lib/offline/periodicRefresh.ts';
import { type Ask, NotTheOwner, type SyncStore, syncKept } from '../src/lib/offline/syncCore.ts';
import { readKeptListNames, readListRows, TABLES, writeRows } from '../src/lib/offline/tables.ts';
import { wipeMediaCaches } from '../src/lib/offline/wipe.ts';
import { tellOtherTabs } from '../src/lib/otherTabs.ts';

declare const self: ServiceWorkerGlobalScope;

type CookieStoreLike = {
  get: (name: string) => Promise<{ value: string } | null>;
  delete: (name: string) => Promise<void>;
};
const cookieStore = (): CookieStoreLike | null =>
  (self as ServiceWorkerGlobalScope & { cookieStore?: CookieStoreLike }).cookieStore ?? null;

const AUTH_COOKIES = ['token', 'avatar', 'username'] as const;

/** What a background refresh did (for the caller's next registration, and for tests). */
export type RefreshOutcome =
  | { kind: 'skipped' }
  | { kind: 'failed' }
  | { kind: 'signed-out' }
  | { kind: 'refreshed'; nextEventAt: number | null };

class Unauthorized extends Error {}

/** The session token of the `token` cookie, or null (signed out, or no cookie API here). */
const sessionToken = async (): Promise<string | null> => {
  const cookie = await cookieStore()
    ?.get('token')
    .catch(() => null);
  return cookie?.value ? decodeURIComponent(cookie.value) : null;
};

const request = <T>(r: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });

/**
 * Asks as the app's client does (the token in a header, never a cookie; the HTTP cache left out), with
 * the kept copy's validator: null when it has not changed.
 */
const askWith =
  (api: string, token: string, lang: string): Ask =>
  async (path, validator) => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': lang,
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
  const tx = db.transaction(TABLES.snapshots, 'readwrite');
  const snapshots = tx.objectStore(TABLES.snapshots);
  const row = (await request(snapshots.get([owner, OFFLINE_KEYS.gateStart]))) as
    | { data: unknown }
    | undefined;
  if (row && Array.isArray(row.data)) {
    const kept = row.data.filter(
      (g: unknown) => typeof g === 'object' && g !== null && upcoming.has((g as { orderId: number }).orderId),
    );
    if (kept.length !== row.data.length) snapshots.put({ ...row, data: kept });
  }
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
};

/** The session ended on the server: the customer's data leaves the device, as after a 401 in the app. */
const wipeCustomer = async (db: IDBDatabase): Promise<void> => {
  db.close();
  const jar = cookieStore();
  await Promise.allSettled([
    new Promise<void>((resolve) => {
      const del = indexedDB.deleteDatabase(OFFLINE_DB_NAME);
      del.onsuccess = () => resolve();
      del.onerror = () => resolve();
      del.onblocked = () => resolve();
    }),
    wipeMediaCaches(),
    ...AUTH_COOKIES.map((name) => jar?.delete(name)),
  ]);
  // Open tabs of the cabinet drop what they show (lib/session/session.ts watchSession).
  tellOtherTabs('session');
};

export const refreshInBackground = async (): Promise<RefreshOutcome> => {
  const token = await sessionToken();
  if (!token) return { kind: 'skipped' };
  const db = await openExistingStore();
  if (!db) return { kind: 'skipped' };
  let closed = false;
  try {
    // Only data kept under this very session (the app wipes anything else at its next start).
    const owner = await ownerForSession(db, token);
    if (owner === null) return { kind: 'skipped' };
    const lists = (await readKeptListNames(db, owner)).flatMap(({ tab, lang }) => {
      const kept = asKeptTab(tab);
      return kept ? [keptList(kept, lang)] : [];
    });
    if (lists.length === 0) return { kind: 'skipped' };
    const { api } = resolveRuntimeBrand(self.location, import.meta.env);
    // In the language of the kept lists (the one the app last synced in).
    const ask = askWith(api, token, lists[0]?.lang ?? 'ru');
    const store: SyncStore = {
      read: async (work, empty) => work(db).catch(() => empty),
      write: (write) => writeRows(db, owner, write, Date.now()),
    };
    const outcome = await syncKept(syncPlan(lists), owner, ask, store);
    const actual = outcome.lists.filter((l) => l.tab === 'actual');
    let orders: Order[] | null = null;
    if (actual.some((l) => l.changed)) {
      orders = actual.flatMap((l) => ((l.pages ?? []) as OrderPage[]).flatMap((p) => p.data));
      await pruneGateStart(db, owner, new Set(orders.map((o) => o.id)));
    } else {
      const kept = await Promise.all(actual.map((l) => readListRows(db, owner, l.tab, l.lang)));
      orders = kept.flat().flatMap((row) => (row.data as OrderPage | undefined)?.data ?? []);
    }
    return {
      kind: 'refreshed',
      nextEventAt: nextUpcoming(orders.map(orderEventAt), Math.floor(Date.now() / 1000)),
    };
  } catch (e) {
    if (e instanceof Unauthorized) {
      closed = true;
      await wipeCustomer(db);
      return { kind: 'signed-out' };
    }
    if (e instanceof NotTheOwner) return { kind: 'skipped' };
    // A network failure, a server error or an answer of the wrong shape: the kept copy stays as it was.
    return { kind: 'failed' };
  } finally {
    if (!closed) db.close();
  }
};
