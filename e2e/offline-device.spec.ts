// Offline at the gate with a private server: the server is really stopped, a change
// made on the server while the device is offline shows after reconnecting without a reload, and a new
// build deployed while the app is open is offered with the update prompt, never switched to silently.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { startIsolatedServer, withIsolatedServer } from './isolated-server.ts';
import { anyGateView } from './models/gateView.ts';
import { goOffline, goOnline } from './network.ts';
import { orderCard as card, closeGateStart, visitOnline } from './offline-support.ts';
import { ANNA, PHONE } from './support.ts';

const decode = async (img: Locator): Promise<string> => {
  const png = PNG.sync.read(await img.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '';
};

/** A value on `window` survives only as long as the page is not reloaded. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __notReloaded: true }));
const pageKept = (page: Page) => page.evaluate(() => '__notReloaded' in window);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
});

test.describe('the server stopped', () => {
  const run = withIsolatedServer();

  test('a cold start shows the tickets and the card codes, full screen at the cashier', async ({
    context,
    page,
  }) => {
    const { server } = run;
    await page.setViewportSize(PHONE);
    await server.signIn(context, ANNA);
    await visitOnline(page, server.origin());

    await goOffline(context);
    await server.stop();
    await page.reload();
    await closeGateStart(page);

    for (const id of [1001, 1002, 1007]) await expect(card(page, id)).toBeVisible();
    const qr = card(page, 1001)
      .getByRole('img', { name: /QR code of ticket/ })
      .first();
    // Polled: the codes after the first are drawn one per idle moment, so the image may still be coming.
    await expect.poll(() => decode(qr)).not.toBe('');
    await expect(
      card(page, 1007)
        .getByRole('img', { name: /QR code of train ticket/ })
        .first(),
    ).toBeVisible();

    // A cold start straight on the cards screen, still with no server.
    await page.goto(`${server.origin()}/cards`);
    const cards = page.getByTestId('client-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('7700 1111 2222 3333');
    await expect(page.getByTestId('virtual-code')).toHaveText(/^\d{4}( \d{4})+$/);
    await expect(page.getByRole('button', { name: 'Link a card' })).toBeDisabled();
    await expect(cards.nth(0).getByRole('button', { name: /Delete/ })).toBeDisabled();

    await cards
      .nth(0)
      .getByRole('button', { name: /Show at the cashier/ })
      .click();
    const gate = anyGateView(page);
    await expect(gate).toBeVisible();
    await expect(gate.getByTestId('gate-code')).toHaveText('7700 1111 2222 3333');
    const big = gate.getByRole('img', { name: 'QR code of card 7700 1111 2222 3333' });
    expect((await big.boundingBox())?.width ?? 0).toBeGreaterThan(300);
    expect(await decode(big)).toBe('7700111122223333');
    await page.screenshot({ path: 'test-results/screenshots/card-gate-phone.png', animations: 'disabled' });
    await page.keyboard.press('ArrowRight');
    await expect(gate.getByTestId('gate-code')).toHaveText('7700 4444 5555 6666');
    await page.keyboard.press('Escape');
    await expect(gate).toBeHidden();
    await expect(cards.nth(0).getByRole('button', { name: /Show at the cashier/ })).toBeFocused();
  });
});

test.describe('a change on the server while offline', () => {
  const run = withIsolatedServer();

  test('shows after reconnecting, without a reload', async ({ context, page, playwright }) => {
    // On a loaded machine the first requests after reconnecting can fail; the app tries again 2 s later.
    test.setTimeout(45_000);
    const { server } = run;
    const token = await server.signIn(context, ANNA);
    await visitOnline(page, server.origin());
    await page.getByRole('link', { name: 'Booked' }).click();
    await expect(card(page, 1003)).toBeVisible();
    await markPage(page);

    await goOffline(context);
    // The booking is cancelled elsewhere (another device, the cashier) while this one has no network.
    const api = await playwright.request.newContext();
    const res = await api.delete(`http://127.0.0.1:${server.port}/api/v2/frame/order/1003`, {
      headers: { Host: `localhost:${server.port}`, Authorization: `Bearer ${token}` },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    await api.dispose();
    await expect(card(page, 1003)).toBeVisible();

    await goOnline(context);
    // The reconnect sync refreshes every kept list; on a loaded CI machine that takes more than 7 s,
    // and its first try can fail (the `online` event comes before requests go out: a retry follows).
    await expect(card(page, 1003)).toHaveCount(0, { timeout: 25_000 });
    expect(await pageKept(page)).toBe(true);
  });
});

test('a new build deployed while the app is open shows the update prompt; it never reloads by itself', async ({
  context,
  page,
}) => {
  const dist = mkdtempSync(join(tmpdir(), 'cabinet-dist-'));
  cpSync('dist', dist, { recursive: true });
  const server = await startIsolatedServer({ DIST_DIR: dist });
  try {
    await server.signIn(context, ANNA);
    await visitOnline(page, server.origin());
    await markPage(page);
    await expect(page.getByText('A new version of the cabinet is ready.')).toHaveCount(0);

    // Deploy: the worker script changes (a new build always changes its precache manifest).
    const sw = join(dist, 'sw.js');
    writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// next build\n`);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));

    const prompt = page.getByRole('status').filter({ hasText: 'A new version of the cabinet is ready.' });
    await expect(prompt).toBeVisible();
    expect(await pageKept(page)).toBe(true);
    await prompt.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => pageKept(page).catch(() => true)).toBe(false);
    await expect(card(page, 1001)).toBeVisible();
    await expect(page.getByText('A new version of the cabinet is ready.')).toHaveCount(0);
  } finally {
    await server.stop();
    rmSync(dist, { recursive: true, force: true });
  }
});
