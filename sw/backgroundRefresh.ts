// The kept set refreshed by the service worker, with no page open
// (docs/decisions-calendar.md "Background refresh"). It runs the app's own sync core over the app's kept
// set (src/app/backgroundSync.ts) on the raw IndexedDB API (no Dexie, no query cache: the worker stays
// small for the gate start). Here: whose session it is (the cookie), and what a 401 does. It never runs
// signed out or for data kept under another session, and a 401 wipes the customer's data from the
// device, as a 401 in the app does.
import { askWith, keptListsOf, refreshKept, Unauthorized } from '../src/app/backgroundSync.ts';
import { resolveRuntimeBrand } from '../src/kernel/brand/config.ts';
import { DEVICE_STORE_NAME } from '../src/kernel/storeKeys.ts';
import { openExistingStore, ownerForSession } from '../src/lib/offline/deviceOwner.ts';
import { NotTheOwner } from '../src/lib/offline/syncCore.ts';
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

/** The session token of the `token` cookie, or null (signed out, or no cookie API here). */
const sessionToken = async (): Promise<string | null> => {
  const cookie = await cookieStore()
    ?.get('token')
    .catch(() => null);
  return cookie?.value ? decodeURIComponent(cookie.value) : null;
};

/** The session ended on the server: the customer's data leaves the device, as after a 401 in the app. */
const wipeCustomer = async (db: IDBDatabase): Promise<void> => {
  db.close();
  const jar = cookieStore();
  await Promise.allSettled([
    new Promise<void>((resolve) => {
      const del = indexedDB.deleteDatabase(DEVICE_STORE_NAME);
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
    const lists = await keptListsOf(db, owner);
    if (lists.length === 0) return { kind: 'skipped' };
    const { api } = resolveRuntimeBrand(self.location, import.meta.env);
    // In the language of the kept lists (the one the app last synced in).
    const ask = askWith(api, token, lists[0]?.lang ?? 'ru');
    const { wrote, nextEventAt } = await refreshKept(db, owner, ask, lists);
    // An open page shows what it kept (a 304 to the new validators would not tell it).
    if (wrote) tellOtherTabs('offline-set');
    return { kind: 'refreshed', nextEventAt };
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
