// One sync core in the page and in the service worker: for the same server answers the
// page's sync (the app's HTTP client, Dexie's store) and the worker's background refresh (its own fetch,
// the raw store) write identical rows; and the page's sync with validators: a second
// sync with nothing changed gets only 304s and writes nothing, while a platform that sends no validators
// is asked for everything, as before.
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { CABINET_PAGE, CLIENT_CARDS, LAYOUT, ordersPage, PROFILE } from '../kernel/endpoints.ts';
import { TABLES } from '../kernel/storeKeys.ts';
import { wipeDeviceStore } from '../lib/offline/db.ts';
import { openExistingStore } from '../lib/offline/deviceOwner.ts';
import { syncOnPage } from '../lib/offline/pageSync.ts';
import { signInAs } from '../lib/offline/testing.ts';
import { askWith, refreshKept, syncForPage } from './backgroundSync.ts';
import { KEPT_WHOLES, keptLists, syncPlan } from './keptSet.ts';

const answers = (inject as (key: string) => Record<string, unknown>)('serverAnswers');
const OWNER = (answers.profile as { id: number }).id;
type Page = { data: unknown[]; current_page: number; last_page: number };
const all1 = answers.ordersAll1 as Page;
const all2 = answers.ordersAll2 as Page;
const orders = (tab: string, page: number) => ordersPage(tab, page, 'en');

/** What the fake platform answers, by path: the JSON and its validator. */
const serverFor = (): Map<string, unknown> =>
  new Map<string, unknown>([
    [PROFILE, answers.profile],
    [LAYOUT, answers.layout],
    [CABINET_PAGE, answers.cabinetPage],
    [CLIENT_CARDS, answers.clientCards],
    [orders('actual', 1), answers.ordersActual],
    [orders('booked', 1), all1],
    [orders('booked', 2), all2],
    [orders('used', 1), { ...all2, current_page: 1, last_page: 3 }],
  ]);

type Asked = { path: string; sent: string | null; status: number };

/** A fetch answering from `server`; with `validators`, an ETag per answer and 304 to a match. */
const platform = (server: Map<string, unknown>, validators: boolean) => {
  const asked: Asked[] = [];
  const etag = (path: string) => {
    let hash = 0;
    for (const c of JSON.stringify(server.get(path))) hash = (hash * 31 + c.charCodeAt(0)) | 0;
    return `W/"${hash}"`;
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const path = `${url.pathname}${url.search}`;
    const sent = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get(
      'If-None-Match',
    );
    const body = server.get(path);
    const status = body === undefined ? 404 : validators && sent === etag(path) ? 304 : 200;
    asked.push({ path, sent, status });
    const headers = new Headers(status === 304 ? {} : { 'Content-Type': 'application/json' });
    if (validators && body !== undefined) headers.set('ETag', etag(path));
    return new Response(status === 304 ? null : JSON.stringify(body ?? { message: 'none' }), {
      status,
      headers,
    });
  });
  return { fetch, asked };
};

/** Every row of the store, as written. */
const rows = async () => {
  const db = await openExistingStore();
  if (!db) throw new Error('no store');
  const read = (table: string) =>
    new Promise<unknown[]>((resolve) => {
      const all = db.transaction(table).objectStore(table).getAll();
      all.onsuccess = () => resolve(all.result);
    });
  const out = {
    pages: await read(TABLES.orderPages),
    wholes: await read(TABLES.wholes),
    meta: await read(TABLES.meta),
  };
  db.close();
  return out;
};

/** The rows without the times they were written at (the two syncs run at different moments). */
const timeless = (all: Awaited<ReturnType<typeof rows>>) =>
  JSON.parse(JSON.stringify(all, (key, value) => (key === 'savedAt' || key === 'value' ? 0 : value)));

const plan = () => syncPlan(keptLists('en'));
const lists = keptLists('en').map(({ tab, lang }) => ({ tab, lang }));
const wholes = KEPT_WHOLES.map((w) => w.key);

const workerSync = async (): Promise<void> => {
  const db = await openExistingStore();
  if (!db) throw new Error('no store');
  try {
    await refreshKept(db, OWNER, askWith('', 'token', 'en'), keptLists('en'));
  } finally {
    db.close();
  }
};

beforeEach(() => signInAs(OWNER));
afterEach(async () => {
  vi.unstubAllGlobals();
  await signInAs(null);
  await wipeDeviceStore();
});

describe('the page and the service worker', () => {
  it.each([true, false])('write identical rows for the same answers (validators: %s)', async (validators) => {
    vi.stubGlobal('fetch', platform(serverFor(), validators).fetch);
    await syncOnPage(plan(), OWNER);
    const byPage = await rows();
    await wipeDeviceStore();
    await signInAs(OWNER);
    await workerSync();
    const byWorker = await rows();
    expect(timeless(byWorker)).toEqual(timeless(byPage));
    // And a sync the page hands to the worker (sw/pageSync.ts).
    await wipeDeviceStore();
    await signInAs(OWNER);
    const handed = await syncForPage(
      {
        kind: 'cabinet-sync',
        token: `token-of-${OWNER}`,
        owner: OWNER,
        language: 'en',
        lists,
        wholes,
        whole: false,
      },
      '',
    );
    expect(handed.ok).toBe(true);
    expect(timeless(await rows())).toEqual(timeless(byPage));
    expect(byPage.pages).toHaveLength(4);
    expect(byPage.wholes).toHaveLength(4);
    const kept = byPage.pages as { validator?: string }[];
    expect(kept.every((r) => (r.validator !== undefined) === validators)).toBe(true);
  });
});

describe('a sync with validators', () => {
  it('with nothing changed asks with the kept validators, gets only 304s and writes nothing', async () => {
    const server = platform(serverFor(), true);
    vi.stubGlobal('fetch', server.fetch);
    const first = await syncOnPage(plan(), OWNER);
    expect(first.wrote).toBe(true);
    expect(server.asked.every((a) => a.sent === null && a.status === 200)).toBe(true);
    const before = await rows();
    server.asked.length = 0;
    const puts = vi.spyOn(IDBObjectStore.prototype, 'put');
    const deletes = vi.spyOn(IDBObjectStore.prototype, 'delete');
    const again = await syncOnPage(plan(), OWNER);
    expect(server.asked.map((a) => a.status)).toEqual(Array(8).fill(304));
    expect(server.asked.every((a) => a.sent?.startsWith('W/'))).toBe(true);
    expect(again.wrote).toBe(false);
    expect(again.lists.every((l) => !l.changed && l.pages === null)).toBe(true);
    expect(again.wholes.every((w) => !w.changed)).toBe(true);
    expect(puts).not.toHaveBeenCalled();
    expect(deletes).not.toHaveBeenCalled();
    expect(await rows()).toEqual(before);
  });

  it('after one page changed, gets that page alone and shows its list whole', async () => {
    const answers = serverFor();
    const server = platform(answers, true);
    vi.stubGlobal('fetch', server.fetch);
    await syncOnPage(plan(), OWNER);
    server.asked.length = 0;
    const changed = { ...all2, data: all2.data.slice(1) };
    answers.set(orders('booked', 2), changed);
    const again = await syncOnPage(plan(), OWNER);
    expect(server.asked.filter((a) => a.status === 200).map((a) => a.path)).toEqual([orders('booked', 2)]);
    const booked = again.lists.find((l) => l.tab === 'booked');
    expect(booked).toMatchObject({ changed: true });
    expect(booked?.pages?.map((p) => (p as Page).data.length)).toEqual([
      all1.data.length,
      changed.data.length,
    ]);
    expect(again.lists.filter((l) => l.changed).map((l) => l.tab)).toEqual(['booked']);
    const pages = (await rows()).pages as { tab: string; page: number; data: Page }[];
    expect(pages.find((r) => r.tab === 'booked' && r.page === 2)?.data.data).toHaveLength(
      changed.data.length,
    );
  });

  it('drops the pages a list no longer has', async () => {
    const answers = serverFor();
    vi.stubGlobal('fetch', platform(answers, true).fetch);
    await syncOnPage(plan(), OWNER);
    answers.set(orders('booked', 1), { ...all1, last_page: 1 });
    await syncOnPage(plan(), OWNER);
    const pages = (await rows()).pages as { tab: string }[];
    expect(pages.filter((r) => r.tab === 'booked')).toHaveLength(1);
  });

  it('keeps nothing of an answer that names another customer, or of a failed sync', async () => {
    const answers = serverFor();
    vi.stubGlobal('fetch', platform(answers, true).fetch);
    answers.set(PROFILE, { ...(answers.get(PROFILE) as object), id: OWNER + 1 });
    await expect(syncOnPage(plan(), OWNER)).rejects.toThrow();
    expect((await rows()).pages).toEqual([]);
    answers.set(PROFILE, answers.get(LAYOUT));
    await expect(syncOnPage(plan(), OWNER)).rejects.toThrow();
    expect((await rows()).wholes).toEqual([]);
  });
});

describe('a sync asked for whole (another tab kept newer answers than this page shows)', () => {
  it('sends no validator and gets every answer', async () => {
    const server = platform(serverFor(), true);
    vi.stubGlobal('fetch', server.fetch);
    await syncOnPage(plan(), OWNER);
    server.asked.length = 0;
    const again = await syncOnPage(plan(), OWNER, true);
    expect(server.asked.map((a) => [a.sent, a.status])).toEqual(Array(8).fill([null, 200]));
    expect(again.lists.every((l) => l.changed)).toBe(true);
  });
});

describe('a platform that sends no validators', () => {
  it('is asked for every answer whole on each sync, and every sync keeps them again (as before)', async () => {
    const server = platform(serverFor(), false);
    vi.stubGlobal('fetch', server.fetch);
    await syncOnPage(plan(), OWNER);
    server.asked.length = 0;
    const again = await syncOnPage(plan(), OWNER);
    expect(server.asked).toHaveLength(8);
    expect(server.asked.every((a) => a.sent === null && a.status === 200)).toBe(true);
    expect(again.wrote).toBe(true);
    expect(again.lists.every((l) => l.changed)).toBe(true);
  });
});
