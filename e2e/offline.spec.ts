// Offline at the gate: one online visit, then no network, a cold start, and the tickets'
// QRs are still there and scannable; online-only actions say why they are disabled; signing out
// wipes the device, and a second account sees nothing of the first.
import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { withIsolatedServer } from './isolated-server.ts';
import { anyGateView } from './models/gateView.ts';
import { ORDER_CARD } from './models/orderCard.ts';
import { signInDialog } from './models/signInDialog.ts';
import { goOffline, goOnline } from './network.ts';
import { orderCard as card, closeGateStart, databaseNames, visitOnline } from './offline-support.ts';
import { ANNA, NINO, PHONE, sessionChangesClosed, snap } from './support.ts';

// A private server: the demo bookings' pay deadlines (+15/+20 min from the seed) run out on the
// shared server during a long run, and this journey reads the booked tab.
const run = withIsolatedServer();
const origin = (host?: 'localhost') => run.server.origin(host);

const offlineDbNames = databaseNames;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
});

test('after one online visit, a cold start offline shows the tickets with scannable QRs', async ({
  context,
  page,
}) => {
  await page.setViewportSize(PHONE);
  await run.server.signIn(context, ANNA);
  await visitOnline(page, origin('localhost'));

  // setOffline blocks the service worker's fetches too, so this is the venue with no network. The
  // shared reference server keeps running for the other tests (spec files run in parallel).
  await goOffline(context);
  await page.reload();
  await closeGateStart(page);

  for (const id of [1001, 1002, 1007]) await expect(card(page, id)).toBeVisible();
  await expect(card(page, 1001).getByTestId('gate-ready')).toContainText('Ready for the gate');
  const qr = card(page, 1001)
    .getByRole('img', { name: /QR code of ticket/ })
    .first();
  await expect(qr).toBeVisible();
  await expect(
    card(page, 1002)
      .getByRole('img', { name: /QR code of ticket/ })
      .first(),
  ).toBeVisible();
  await expect(
    card(page, 1007)
      .getByRole('img', { name: /QR code of train ticket/ })
      .first(),
  ).toBeVisible();

  // Scannable: decode the on-screen image.
  const png = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data ?? '').not.toBe('');

  // Online-only actions are disabled, with the reason.
  const swan = card(page, 1001);
  await expect(swan.getByRole('button', { name: 'Return ticket' }).first()).toBeDisabled();
  await expect(swan.getByText('Needs a connection').first()).toBeVisible();
  await expect(page.getByText(/You are offline/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/offline-actual-phone.png' });

  // Gate mode, still offline: the QR full screen with its code; arrows to the order's other ticket.
  await qr.click();
  const gate = anyGateView(page);
  await expect(gate).toBeVisible();
  await expect(gate.getByText('Ticket 1 of 2')).toBeVisible();
  await expect(gate.getByText(/brightness/)).toBeVisible();
  const firstCode = await gate.getByTestId('gate-code').textContent();
  const big = gate.getByRole('img', { name: /QR code of ticket/ });
  expect((await big.boundingBox())?.width ?? 0).toBeGreaterThan(300);
  const bigPng = PNG.sync.read(await big.screenshot());
  expect(jsQR(new Uint8ClampedArray(bigPng.data), bigPng.width, bigPng.height)?.data ?? '').not.toBe('');
  // The overlay covers the viewport: a viewport shot, not a full-page one.
  await page.screenshot({ path: 'test-results/screenshots/gate-mode-phone.png', animations: 'disabled' });
  await page.keyboard.press('ArrowRight');
  await expect(gate.getByText('Ticket 2 of 2')).toBeVisible();
  await expect(gate.getByTestId('gate-code')).not.toHaveText(firstCode ?? '');
  await page.keyboard.press('Escape');
  await expect(gate).toBeHidden();

  await page.getByRole('link', { name: 'Booked' }).click();
  const pay = page.getByRole('button', { name: 'Pay' }).first();
  await expect(pay).toBeDisabled();
  await expect(page.getByText('Payment needs a connection.').first()).toBeVisible();
});

test('logging out wipes the device store; a second account sees nothing of the first', async ({
  context,
  page,
}) => {
  await run.server.signIn(context, ANNA);
  await visitOnline(page, origin('localhost'));
  expect(await offlineDbNames(page)).toContain('cabinet-offline');

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect.poll(() => offlineDbNames(page)).not.toContain('cabinet-offline');
  // Signing out reloads the page: the signed-out page is up before the test navigates (one over the reload
  // was aborted).
  await expect(signInDialog(page)).toBeVisible();

  // Another customer signs in on the same device (the cabinet closed): none of Anna's orders, online or
  // offline.
  await sessionChangesClosed(page, () => run.server.signIn(context, NINO));
  await page.goto(`${origin('localhost')}/tickets/actual`);
  await expect(page.locator(`${ORDER_CARD}, [data-testid="orders-empty"]`).first()).toBeVisible();
  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
  for (const id of [1001, 1002, 1007]) await expect(card(page, id)).toHaveCount(0);
  await goOnline(context);
});

test('the device’s storage wiped while offline: the screen says nothing is saved, and the menu shows her name', async ({
  context,
  page,
}) => {
  await page.setViewportSize(PHONE);
  await run.server.signIn(context, ANNA);
  await visitOnline(page, origin('localhost'));
  await goOffline(context);
  // The browser evicts the site's data (or the customer clears it) while there is no network.
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const del = indexedDB.deleteDatabase('cabinet-offline');
        del.onsuccess = () => resolve(null);
        del.onerror = () => reject(del.error);
      }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();

  // The actual tab does not claim that the actual orders are saved.
  const missing = page.getByTestId('needs-connection');
  await expect(missing).toContainText('This list is not saved on this device yet.');
  await expect(missing).not.toContainText('your actual and booked orders');
  await expect(page.getByTestId('last-synced')).toHaveText('Not saved on this device yet');
  // The menu's header is not a grey placeholder for ever: her name (from the session), no balance.
  const user = page.locator('.side-menu__user');
  await expect(user).toContainText('Анна Иванова');
  await expect(user.locator('.skeleton')).toHaveCount(0);
  await expect(page.getByTestId('balance-counter')).toHaveCount(0);
  await snap(page, 'offline-storage-wiped-phone');

  // The other tabs say the same: the full list names no kept lists either.
  await page.getByRole('link', { name: 'Booked', exact: true }).click();
  await expect(missing).toContainText('This list is not saved on this device yet.');
  await goOnline(context);
});
