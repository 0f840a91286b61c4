// offline, every route and tab says the truth, on a cold start (each route is a
// fresh page load served by the service worker, with no network): either what the device keeps, with
// its age, or a translated "needs a connection" state inside the frame — never a blank page, an endless
// skeleton or a false empty state. Back online, the sync line says the lists are fresh again.
// Which route is which: docs/decisions-offline.md ("Every route offline").
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { withIsolatedServer } from './isolated-server.ts';
import { gateView } from './models/gateView.ts';
import { orderCards } from './models/orderCard.ts';
import { goOffline, goOnline } from './network.ts';
import { keptWholes, orderCard, visitOnline } from './offline-support.ts';
import { ANNA, PHONE, signInByCookie } from './support.ts';

// A private server seeded when this file starts: the booked tab holds 1003 only until its pay deadline
// (15 minutes after seeding), which a shared server of a long run has passed.
const run = withIsolatedServer();
const origin = () => run.server.origin();

type Kept = 'orders' | 'age';
/** What the device keeps, shown with its age. */
const KEPT: [string, Kept][] = [
  ['/tickets/actual', 'orders'],
  ['/tickets/booked', 'orders'],
  ['/tickets/used', 'orders'],
  ['/profile/info', 'age'],
  ['/balance', 'age'],
  ['/balance?tab=history', 'age'],
  ['/cards', 'age'],
];
/** Not kept: "needs a connection". */
const NEEDS_CONNECTION = [
  '/tickets/all',
  '/profile/addresses',
  '/profile/passports',
  '/subscribes/active',
  '/subscribes/available',
  '/subscribes/payment?plan=1',
  '/payment/1005',
  // The ERIP page shows its steps only for an order it has checked.
  '/erip/1005',
  // The thank-you page says what the platform says of the order.
  '/thank-you?order_id=1001',
  '/promotions',
  '/promotions?tab=used',
  '/videos',
  '/early-booking',
  '/cards?tab=payment',
];
/** Static pages: everything they show is in the app itself (a thank-you naming no order is not found). */
const STATIC: [string, string][] = [['/thank-you', 'Order not found']];

const shot = (page: Page, route: string) =>
  page.screenshot({
    path: `test-results/screenshots/offline${route.replace(/[/?=&]+/g, '-')}-phone.png`,
    animations: 'disabled',
  });

/** Anna, in English at phone size, after the online visit that leaves the device ready. */
const readyOnline = async (context: BrowserContext, page: Page) => {
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
  await page.setViewportSize(PHONE);
  await signInByCookie(context, ANNA, 'localhost', run.server.port);
  await visitOnline(page, origin());
};

/** The frame is there (header, and the cabinet's menu), and nothing is still loading. */
const inFrame = async (page: Page) => {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'My account' })).toBeAttached();
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('main .skeleton:visible')).toHaveCount(0);
};

test('offline, every route and tab shows what the device keeps with its age, or says it needs a connection', async ({
  context,
  page,
}) => {
  test.setTimeout(240_000);
  await readyOnline(context, page);
  // The history's first page is kept once it was shown online.
  await page.goto(`${origin()}/balance?tab=history`);
  await expect(page.getByTestId('history-row').first()).toBeVisible();
  // Written once the first screen is there (lib/offline/writesReady.ts), a moment later.
  await expect.poll(() => keptWholes(page), { timeout: 15_000 }).toContain('"history-1"');

  await goOffline(context);
  for (const [route, kind] of KEPT) {
    await page.goto(`${origin()}${route}`);
    const gate = gateView(page);
    if (route === '/tickets/actual') {
      // The gate start opens on the next code (e2e/gate-start.spec.ts); close it to see the list.
      await expect(gate.getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Escape');
    }
    await inFrame(page);
    if (kind === 'orders') {
      await expect(page.getByTestId('last-synced')).toHaveAttribute('data-state', 'saved');
      await expect(page.getByTestId('last-synced')).toContainText(/Saved on this device: \d\d \S+ \d{4}/);
      await expect(orderCards(page).first()).toBeVisible();
    } else {
      await expect(page.getByTestId('offline-age')).toContainText(
        /You are offline\. Saved on this device: \d\d \S+ \d{4}, \d\d:\d\d/,
      );
    }
    await expect(page.getByTestId('needs-connection')).toHaveCount(0);
    await shot(page, route);
  }
  // Kept means the data, not an empty state: Anna's 45 operations (page 1: 20), her cards, her points.
  await page.goto(`${origin()}/balance?tab=history`);
  await expect(page.getByTestId('history-row')).toHaveCount(20);
  await expect(page.getByText('No operations yet')).toHaveCount(0);
  await page.goto(`${origin()}/cards`);
  await expect(page.getByText('7700 1111 2222 3333')).toBeVisible();

  for (const route of NEEDS_CONNECTION) {
    await page.goto(`${origin()}${route}`);
    await inFrame(page);
    const state = page.getByTestId('needs-connection');
    await expect(state).toBeVisible();
    await expect(state).toContainText('This needs a connection');
    await expect(state).toContainText('It loads by itself when you are back online.');
    await shot(page, route);
  }

  for (const [route, heading] of STATIC) {
    await page.goto(`${origin()}${route}`);
    await inFrame(page);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await shot(page, route);
  }
});

test('back online, a page that needed the connection fills in, and the sync line says the lists are fresh', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  await readyOnline(context, page);

  await goOffline(context);
  await page.goto(`${origin()}/promotions`);
  await expect(page.getByTestId('needs-connection')).toBeVisible();
  await goOnline(context);
  await expect(page.getByTestId('needs-connection')).toHaveCount(0);
  await expect(page.getByTestId('promotion').first()).toBeVisible();

  await goOffline(context);
  await page.goto(`${origin()}/tickets/booked`);
  const line = page.getByTestId('last-synced');
  await expect(orderCard(page, 1003)).toBeVisible();
  await expect(page.getByText(/You are offline/)).toBeVisible();
  await goOnline(context);
  await expect(line).toHaveAttribute('data-state', 'back-online');
  await expect(line).toContainText(/Back online\. Updated and saved on this device: \d\d \S+ \d{4}/);
  await expect(page.getByText(/You are offline/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/offline-back-online-phone.png' });
  // A moment later it is the usual line again.
  await expect(line).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
});
