// an installed app's tickets refresh in the background. Chromium grants Periodic
// Background Sync to installed apps; the test grants it through the DevTools protocol as installing
// would, fires the periodic sync event the same way (the browser decides when on a phone), and reads the
// device store from a page on the origin that is not the app (an API address: the worker's navigation
// route leaves /api/ alone), so nothing but the worker touches the store.
import { expect, type Page, test } from '@playwright/test';
import { withIsolatedServer } from './isolated-server.ts';
import { visitOnline } from './offline-support.ts';
import { ANNA } from './support.ts';

const run = withIsolatedServer();

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
});

/** Grants the permission an installed app gets, for `origin` in this page's browser context. */
const grantPeriodicSync = async (page: Page, origin: string) => {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const session = await browser.newBrowserCDPSession();
  await session.send('Browser.grantPermissions', {
    origin,
    browserContextId: targetInfo.browserContextId,
    permissions: ['periodicBackgroundSync'],
  });
};

/** Fires the periodic sync event `tag` at the origin's service worker, as the browser would. */
const firePeriodicSync = async (page: Page, origin: string, tag: string) => {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', {
    origin,
    registrationId: await registrationId,
    tag,
  });
  await cdp.detach();
};

/** The device store's order rows (tab, page, order ids), read by a page that is not the app. */
const keptOrders = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{
        exists: boolean;
        rows: Array<{ tab: string; ids: number[] }>;
        syncedAt: number | null;
        wholes: Record<string, number>;
      }>((resolve) => {
        const open = indexedDB.open('cabinet-offline');
        let created = false;
        open.onupgradeneeded = () => {
          created = true;
          open.transaction?.abort();
        };
        open.onerror = () => resolve({ exists: !created, rows: [], syncedAt: null, wholes: {} });
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['orderPages', 'meta', 'snapshots']);
          const pages = tx.objectStore('orderPages').getAll();
          const meta = tx.objectStore('meta').getAll();
          const wholeRows = tx.objectStore('snapshots').getAll();
          tx.oncomplete = () => {
            const rows = (pages.result as Array<{ tab: string; data: { data: Array<{ id: number }> } }>).map(
              (r) => ({ tab: r.tab, ids: r.data.data.map((o) => o.id) }),
            );
            const synced = (meta.result as Array<{ key: string; value: number }>).find(
              (m) => m.key === 'syncedAt',
            );
            const wholes = Object.fromEntries(
              (wholeRows.result as Array<{ key: string; savedAt: number }>).map((w) => [w.key, w.savedAt]),
            );
            db.close();
            resolve({ exists: true, rows, syncedAt: synced?.value ?? null, wholes });
          };
        };
      }),
  );

const bookedIds = (kept: Awaited<ReturnType<typeof keptOrders>>) =>
  kept.rows.filter((r) => r.tab === 'booked').flatMap((r) => r.ids);

test('the kept tickets refresh in the background with the app closed; a 401 then wipes them', async ({
  context,
  page,
  playwright,
}) => {
  test.slow();
  const { server } = run;
  const origin = server.origin();
  await grantPeriodicSync(page, origin);
  const token = await server.signIn(context, ANNA);
  await visitOnline(page, origin);
  // The app registered the daily refresh after its sync.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const reg = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          periodicSync: { getTags: () => Promise<string[]> };
        };
        return reg.periodicSync.getTags();
      }),
    )
    .toContain('cabinet-refresh');

  // The app is closed: only a page of the origin that is not the app stays, to read the store.
  await page.goto(`${origin}/api/v3/pages/layout`);
  const before = await keptOrders(page);
  expect(bookedIds(before)).toContain(1003);

  // The booking is cancelled elsewhere (the cashier, another device).
  const api = await playwright.request.newContext();
  const cancelled = await api.delete(`http://127.0.0.1:${server.port}/api/v2/frame/order/1003`, {
    headers: { Host: `localhost:${server.port}`, Authorization: `Bearer ${token}` },
  });
  expect(cancelled.status(), await cancelled.text()).toBeLessThan(300);

  await firePeriodicSync(page, origin, 'cabinet-refresh');
  await expect.poll(async () => bookedIds(await keptOrders(page))).not.toContain(1003);
  const after = await keptOrders(page);
  expect(after.syncedAt).toBeGreaterThan(before.syncedAt ?? 0);
  // The rest of what the device keeps is still there.
  expect(after.rows.filter((r) => r.tab === 'actual').flatMap((r) => r.ids)).toContain(1001);
  // The whole answers (the client cards shown at the cashier…) were asked for again with the
  // validators they were kept with: unchanged on the server, they are left as they are (a 304 writes
  // nothing; src/lib/offline/syncCore.ts).
  for (const key of ['profile', 'client-cards', 'layout', 'cabinet-page']) {
    expect(after.wholes[key], key).toBe(before.wholes[key]);
    expect(after.wholes[key], key).toBeGreaterThan(0);
  }

  // The session ends elsewhere: 20 more sign-ins (other devices) end the oldest session, this one
  // (the server keeps MAX_LIVE_TOKENS = 20 per customer). The device learns it in the background.
  for (let i = 0; i < 20; i++) {
    const res = await api.post(`http://127.0.0.1:${server.port}/api/v3/auth`, {
      headers: { Host: `localhost:${server.port}` },
      form: { phone: ANNA.phone, password: ANNA.password, country: 'BY', formToken: 'e2e' },
    });
    expect(res.status()).toBe(200);
  }
  await api.dispose();
  await firePeriodicSync(page, origin, 'cabinet-refresh');
  await expect.poll(async () => (await keptOrders(page)).exists).toBe(false);
  expect((await context.cookies(origin)).map((c) => c.name)).not.toContain('token');
  // Signed out, the refresh ends itself, and a late event does nothing.
  expect(
    await page.evaluate(async () => {
      const reg = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
        periodicSync: { getTags: () => Promise<string[]> };
      };
      return reg.periodicSync.getTags();
    }),
  ).toEqual([]);
  await firePeriodicSync(page, origin, 'cabinet-refresh');
  await page.waitForTimeout(1000);
  expect((await keptOrders(page)).exists).toBe(false);
});
