// A shared phone: whenever the session on the device belongs to another customer than the
// data the device holds, that data is wiped before anything is painted. The three ways the first
// customer's session can end without the app's own sign-out, and the image cache on sign-out.
import { expect, type Page, test } from '@playwright/test';
import { withIsolatedServer } from './isolated-server.ts';
import { GATE_VIEW } from './models/gateView.ts';
import { signInDialog } from './models/signInDialog.ts';
import { orderCard as card, databaseNames, visitOnline } from './offline-support.ts';
import {
  ANNA,
  authCookie,
  NINO,
  origin,
  PHONE,
  port,
  sessionChangesClosed,
  sessionChangesUnder,
  signInByCookie,
  snap,
} from './support.ts';

/** What of Anna's profile would show that her data is still on the device. */
const ANNA_MARKS = ['anna@example.com', '7700123456789012', 'Сергеевна'];
const ANNA_ID = 1;
const MEDIA_CACHE = 'media-images-v1';
/** Every journey here makes several first visits in a row; on a busy machine each takes longer. */
const SLOW = { timeout: 20_000 };

type Held = { owners: unknown[]; text: string };

/** Every row of the device store: its owners and its whole text. */
const heldOnDevice = (page: Page): Promise<Held> =>
  page.evaluate(
    () =>
      new Promise<Held>((resolve) => {
        const open = indexedDB.open('cabinet-offline');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve({ owners: [], text: '' });
        open.onsuccess = () => {
          const db = open.result;
          const names = [...db.objectStoreNames];
          if (names.length === 0) {
            db.close();
            resolve({ owners: [], text: '' });
            return;
          }
          const tx = db.transaction(names);
          const rows: unknown[] = [];
          for (const name of names) {
            const all = tx.objectStore(name).getAll();
            all.onsuccess = () => rows.push(...all.result);
          }
          tx.oncomplete = () => {
            db.close();
            const owners = rows.map((r) => (r as { owner?: unknown }).owner).filter((o) => o !== undefined);
            resolve({ owners: [...new Set(owners)], text: JSON.stringify(rows) });
          };
        };
      }),
  );

/** The addresses kept in the service worker's image cache of customer media. */
const cachedImages = (page: Page): Promise<string[]> =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
  }, MEDIA_CACHE);

/** The addresses the service worker's cache expiration (workbox-expiration's IndexedDB) has timestamps for. */
const expirationUrls = (page: Page): Promise<string[]> =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('workbox-expiration');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache-entries')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('cache-entries').objectStore('cache-entries').getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as Array<{ url: string }>).map((r) => new URL(r.url).pathname));
          };
          all.onerror = () => resolve([]);
        };
      }),
  );

const expectNothingOfAnna = async (page: Page) => {
  const held = await heldOnDevice(page);
  expect(held.owners).not.toContain(ANNA_ID);
  expect(held.owners).not.toContain('Анна Иванова');
  for (const mark of ANNA_MARKS) expect(held.text).not.toContain(mark);
  expect((await cachedImages(page)).filter((p) => p.includes('anna'))).toEqual([]);
};

/** A token for `account`, without touching the browser's cookies. */
const tokenOf = async (page: Page, account: { phone: string; password: string }, p = port) => {
  const res = await page.request.post(`http://127.0.0.1:${p}/api/v3/auth`, {
    headers: { Host: `localhost:${p}` },
    form: { phone: account.phone, password: account.password, country: 'BY', formToken: 'e2e' },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { token: string; user: { avatar: string; username: string } };
};

test.beforeEach(async ({ page }) => {
  // Each journey installs the service worker and syncs twice: more than the default 30 s on a busy machine.
  test.slow();
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
});

test('Anna’s token cookie expires, Nino signs in on the same device: nothing of Anna’s stays', async ({
  context,
  page,
}) => {
  await signInByCookie(context, ANNA);
  await visitOnline(page, origin(), SLOW);
  expect((await heldOnDevice(page)).text).toContain('anna@example.com');

  // The session ends without the app's sign-out (the cookie expired, the browser cleared it): the page
  // reloads by itself, signed out, with the sign-in dialog.
  await sessionChangesUnder(page, () => context.clearCookies({ name: 'token' }));
  const dialog = signInDialog(page);
  await dialog.getByLabel('Phone number').fill(NINO.phone);
  await dialog.getByLabel('I accept the terms of use').check();
  await dialog.getByLabel('I consent to the processing of my personal data').check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Password').fill(NINO.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByTestId('balance-counter')).toContainText('300', SLOW);
  await expect(page.getByTestId('last-synced')).toHaveAttribute('data-state', 'saved', SLOW);
  await expectNothingOfAnna(page);
  expect((await heldOnDevice(page)).owners).toHaveLength(1);
  await snap(page, 'shared-device-nino-after-anna-desktop');
  await page.setViewportSize(PHONE);
  await snap(page, 'shared-device-nino-after-anna-phone');
});

test('the main site’s frame signs Nino in: the device forgets Anna before the page shows anything', async ({
  context,
  page,
}) => {
  await signInByCookie(context, ANNA);
  await visitOnline(page, origin(), SLOW);
  const nino = await tokenOf(page, NINO);

  // The hidden frame of the main site says another customer signed in there.
  const mainSite = () => page.frames().find((f) => f.url().startsWith(`http://site.localhost:${port}/`));
  await expect.poll(() => mainSite() !== undefined).toBe(true);
  const site = mainSite();
  const reloaded = page.waitForEvent('load');
  const login = { type: 'login', token: nino.token, username: nino.user.username, avatar: nino.user.avatar };
  await site?.evaluate(({ message, target }) => window.parent.postMessage(message, target), {
    message: login,
    target: origin(),
  });
  await reloaded;

  await expect(page.getByTestId('balance-counter')).toContainText('300', SLOW);
  await expect(page.getByTestId('last-synced')).toHaveAttribute('data-state', 'saved', SLOW);
  await expectNothingOfAnna(page);
});

test('signing out wipes the images of the customer’s events and avatar too, and their expiration rows', async ({
  context,
  page,
}) => {
  await signInByCookie(context, ANNA);
  await visitOnline(page, origin(), SLOW);
  await expect.poll(() => cachedImages(page)).toContain('/demo/avatars/anna.svg');
  expect((await cachedImages(page)).some((p) => p.startsWith('/demo/performances/'))).toBe(true);
  await expect.poll(() => expirationUrls(page)).toContain('/demo/avatars/anna.svg');

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(signInDialog(page)).toBeVisible(SLOW);
  await expect.poll(() => databaseNames(page)).not.toContain('cabinet-offline');
  expect(await cachedImages(page)).toEqual([]);
  // Nor does the cache expiration's own bookkeeping name them.
  expect((await expirationUrls(page)).filter((p) => p.startsWith('/demo/'))).toEqual([]);

  // Nino signs in on the main site: the signed-out page reloads by itself under her session.
  await sessionChangesUnder(page, () => signInByCookie(context, NINO));
  await page.goto(`${origin()}/tickets/actual`);
  await expect(page.getByTestId('last-synced')).toHaveAttribute('data-state', 'saved', SLOW);
  await expectNothingOfAnna(page);
});

test.describe('Nino renamed herself "Анна Иванова"', () => {
  const run = withIsolatedServer();

  /** Anna syncs on the device; then her session is replaced by renamed Nino's (as a shared cookie would). */
  const annaThenRenamedNino = async (page: Page, context: import('@playwright/test').BrowserContext) => {
    const { server } = run;
    await page.setViewportSize(PHONE);
    await server.signIn(context, ANNA);
    await visitOnline(page, server.origin(), SLOW);
    const nino = await tokenOf(page, NINO, server.port);
    const me = await page.request.get(`http://127.0.0.1:${server.port}/api/v2/users/me`, {
      headers: { Host: `localhost:${server.port}`, Authorization: `Bearer ${nino.token}` },
    });
    const profile = (await me.json()) as { email: string; city_id: number };
    const renamed = await page.request.put(`http://127.0.0.1:${server.port}/api/v2/users/me/profile`, {
      headers: { Host: `localhost:${server.port}`, Authorization: `Bearer ${nino.token}` },
      data: { email: profile.email, city_id: profile.city_id, first_name: 'Анна', last_name: 'Иванова' },
    });
    expect(renamed.status()).toBe(200);
    const again = await tokenOf(page, NINO, server.port);
    expect(again.user.username).toBe('Анна Иванова');
    // Nino signs in (on the main site) while the cabinet is closed; it starts again where Anna left it.
    const left = page.url();
    await sessionChangesClosed(page, async () => {
      await context.clearCookies({ name: 'token' });
      await context.addCookies([
        authCookie('localhost', 'token', again.token),
        authCookie('localhost', 'username', encodeURIComponent(again.user.username)),
        authCookie('localhost', 'avatar', again.user.avatar),
      ]);
    });
    return left;
  };

  test('offline, the actual tab never paints Anna’s ticket', async ({ context, page }) => {
    const left = await annaThenRenamedNino(page, context);
    await page.addInitScript((gateSelector) => {
      const seen = { gate: false };
      Object.assign(window, { __seen: seen });
      new MutationObserver(() => {
        if (document.querySelector(`${gateSelector}, #gate-start`)) seen.gate = true;
      }).observe(document, { childList: true, subtree: true });
    }, GATE_VIEW);
    // No network, as a phone in airplane mode says it (this headless Chromium keeps navigator.onLine
    // true after setOffline): the start where the gate start paints the kept QR before the app.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }),
    );
    await context.setOffline(true);
    await page.goto(left);
    await expect(page.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
    await expect(page.getByTestId('last-synced')).toBeVisible();
    // Neither the gate start's plain view nor gate mode ever showed a code.
    expect(await page.evaluate(() => (window as unknown as { __seen: { gate: boolean } }).__seen.gate)).toBe(
      false,
    );
    for (const id of [1001, 1002, 1007]) await expect(card(page, id)).toHaveCount(0);
    await expectNothingOfAnna(page);
    await context.setOffline(false);
  });

  test('online, Anna’s tickets never show, not even before the first sync lands', async ({
    context,
    page,
  }) => {
    const left = await annaThenRenamedNino(page, context);
    await page.addInitScript(() => {
      const seen = { anna: false };
      Object.assign(window, { __seen: seen });
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="order-1001"], [data-testid="order-1002"]'))
          seen.anna = true;
      }).observe(document, { childList: true, subtree: true });
    });
    // Nino's lists arrive late, so anything drawn from the device would be on screen meanwhile.
    await page.route('**/api/v3/users/me/orders?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(left);
    await expect(page.getByTestId('last-synced')).toHaveAttribute('data-state', 'saved', SLOW);
    expect(await page.evaluate(() => (window as unknown as { __seen: { anna: boolean } }).__seen.anna)).toBe(
      false,
    );
    await expectNothingOfAnna(page);
  });
});
