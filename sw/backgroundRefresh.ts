// The offline set refreshed by the service worker, with no page open (issue 23 point 3;
// docs/decisions-calendar.md "Background refresh"). It does what the app's sync does, on the raw
// IndexedDB API (no Dexie, no query cache: the worker stays small for the gate start): fetch every kept
// page of the kept order lists and the whole-answer parts (profile, client cards, layout, cabinet page),
// validate each with the app's own schema, and replace what is kept in one transaction. It never runs signed out or for data kept under another session,
// and a 401 wipes the customer's data from the device, as a 401 in the app does.
import * as v from 'valibot';
import { ClientCardSchema } from '../src/features/cards/schemas.ts';
import { asKeptTab, KEPT_PAGES } from '../src/features/orders/keptLists.ts';
import { orderEventAt } from '../src/features/orders/rules.ts';
import { type OrderPage, OrderPageSchema } from '../src/features/orders/schemas.ts';
import { resolveRuntimeBrand } from '../src/lib/brand/config.ts';
import { openExistingStore, ownerForSession } from '../src/lib/offline/deviceOwner.ts';
import { OFFLINE_DB_NAME, OFFLINE_KEYS, SNAPSHOTS_TABLE } from '../src/lib/offline/keys.ts';
import { nextUpcoming } from '../src/lib/offline/periodicRefresh.ts';
import { wipeMediaCaches } from '../src/lib/offline/wipe.ts';
import { tellOtherTabs } from '../src/lib/otherTabs.ts';
import { CabinetPageSchema, LayoutSchema } from '../src/shared/layout/schemas.ts';
import { ProfileSchema } from '../src/shared/profile/schemas.ts';

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

type KeptTab = NonNullable<ReturnType<typeof asKeptTab>>;

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

/** The (tab, lang) lists the device keeps for `owner`: page 1 of each, read from the stored rows. */
const keptLists = async (db: IDBDatabase, owner: number): Promise<Array<{ tab: KeptTab; lang: string }>> => {
  const keys = await request(
    db
      .transaction('orderPages')
      .objectStore('orderPages')
      .getAllKeys(IDBKeyRange.bound([owner], [owner, []])),
  );
  const lists = new Map<string, { tab: KeptTab; lang: string }>();
  for (const key of keys) {
    const [, name, lang, page] = key as [number, string, string, number];
    const tab = asKeptTab(name);
    if (page === 1 && tab) lists.set(`${tab}\u0000${lang}`, { tab, lang });
  }
  return [...lists.values()];
};

/** One API answer, as the app's client asks for it (the token in a header, never a cookie). */
const getJson = async (api: string, token: string, lang: string, path: string): Promise<unknown> => {
  const res = await fetch(`${api}${path}`, {
    headers: { Accept: 'application/json', 'Accept-Language': lang, Authorization: `Bearer ${token}` },
    credentials: 'omit',
  });
  if (res.status === 401) throw new Unauthorized();
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json();
};

const fetchPage = async (api: string, token: string, tab: string, lang: string, page: number) => {
  const query = new URLSearchParams({ type: tab, page: String(page), lang });
  return v.parse(OrderPageSchema, await getJson(api, token, lang, `/api/v3/users/me/orders?${query}`));
};

/**
 * The whole-answer parts of the offline set (src/app/offlineSet.ts OFFLINE_PARTS): the profile (with the
 * virtual card code), the client cards shown at the cashier, the layout and the cabinet page. Each is
 * validated with the app's schema and kept as the app keeps it.
 */
const SNAPSHOTS: ReadonlyArray<{ key: string; path: string; read: (json: unknown) => unknown }> = [
  { key: OFFLINE_KEYS.profile, path: '/api/v2/users/me', read: (json) => v.parse(ProfileSchema, json) },
  { key: OFFLINE_KEYS.layout, path: '/api/v3/pages/layout', read: (json) => v.parse(LayoutSchema, json) },
  {
    key: OFFLINE_KEYS.cabinetPage,
    path: '/api/v2/pages/cabinet',
    read: (json) => v.parse(CabinetPageSchema, json),
  },
  {
    key: OFFLINE_KEYS.clientCards,
    path: '/api/v2/users/me/bindings-cards',
    read: (json) => v.parse(v.object({ data: v.array(ClientCardSchema) }), json).data,
  },
];

/** Another customer's answer under this session (it cannot happen; if it does, nothing is kept). */
class NotTheOwner extends Error {}

const fetchSnapshots = async (api: string, token: string, lang: string, owner: number) => {
  const fresh = await Promise.all(
    SNAPSHOTS.map(async ({ key, path, read }) => ({
      key,
      data: read(await getJson(api, token, lang, path)),
    })),
  );
  const profile = fresh.find((f) => f.key === OFFLINE_KEYS.profile)?.data as { id: number } | undefined;
  if (profile?.id !== owner) throw new NotTheOwner();
  return fresh;
};

/** Every kept page of one list, as the app's sync fetches it (offline.ts syncOrders). */
const fetchList = async (api: string, token: string, tab: KeptTab, lang: string): Promise<OrderPage[]> => {
  const first = await fetchPage(api, token, tab, lang, 1);
  const last = Math.min(first.last_page, KEPT_PAGES[tab]);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, last - 1) }, (_, i) => fetchPage(api, token, tab, lang, i + 2)),
  );
  return [first, ...rest];
};

/**
 * Writes the fresh lists in one transaction: each list's pages replace the stored ones, the sync time is
 * set, and the gate start's kept codes lose the orders no longer upcoming (their texts were translated
 * by the app; new orders get theirs at the app's next sync).
 */
const store = async (
  db: IDBDatabase,
  owner: number,
  lists: Array<{ tab: string; lang: string; pages: OrderPage[] }>,
  wholes: Array<{ key: string; data: unknown }>,
): Promise<void> => {
  const tx = db.transaction(['orderPages', 'meta', SNAPSHOTS_TABLE], 'readwrite');
  const pages = tx.objectStore('orderPages');
  const savedAt = Date.now();
  for (const { key, data } of wholes) tx.objectStore(SNAPSHOTS_TABLE).put({ owner, key, data, savedAt });
  for (const { tab, lang, pages: fresh } of lists) {
    pages.delete(IDBKeyRange.bound([owner, tab, lang, fresh.length + 1], [owner, tab, lang, Infinity]));
    for (const [i, data] of fresh.entries()) pages.put({ owner, tab, lang, page: i + 1, data, savedAt });
  }
  tx.objectStore('meta').put({ owner, key: 'syncedAt', value: savedAt });
  const actual = lists.filter((l) => l.tab === 'actual');
  if (actual.length > 0) {
    const upcoming = new Set(actual.flatMap((l) => l.pages.flatMap((p) => p.data.map((o) => o.id))));
    const snapshots = tx.objectStore(SNAPSHOTS_TABLE);
    const row = (await request(snapshots.get([owner, OFFLINE_KEYS.gateStart]))) as
      | { data: unknown }
      | undefined;
    if (row && Array.isArray(row.data)) {
      const kept = row.data.filter(
        (g: unknown) =>
          typeof g === 'object' && g !== null && upcoming.has((g as { orderId: number }).orderId),
      );
      snapshots.put({ ...row, data: kept });
    }
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
    const lists = await keptLists(db, owner);
    if (lists.length === 0) return { kind: 'skipped' };
    const { api } = resolveRuntimeBrand(self.location, import.meta.env);
    const [fresh, wholes] = await Promise.all([
      Promise.all(
        lists.map(async ({ tab, lang }) => ({ tab, lang, pages: await fetchList(api, token, tab, lang) })),
      ),
      // In the language of the kept lists (the one the app last synced in).
      fetchSnapshots(api, token, lists[0]?.lang ?? 'ru', owner),
    ]);
    await store(db, owner, fresh, wholes);
    const actual = fresh.filter((l) => l.tab === 'actual').flatMap((l) => l.pages.flatMap((p) => p.data));
    return {
      kind: 'refreshed',
      nextEventAt: nextUpcoming(actual.map(orderEventAt), Math.floor(Date.now() / 1000)),
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
