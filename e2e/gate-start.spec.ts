// The gate start (docs/decisions-gate-start.md): after one online visit, a cold start with no
// network on the actual tab paints the next ticket's QR as plain markup before the app has rendered
// anything, and the app takes it over as gate mode on the same code without moving it. Online, the app
// starts as usual.
import { expect, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { withIsolatedServer } from './isolated-server.ts';
import { anyGateView, gateView } from './models/gateView.ts';
import { goOffline } from './network.ts';
import { visitOnline } from './offline-support.ts';
import { expectScannableQr } from './qr-check.ts';
import { ANNA, PHONE } from './support.ts';

// A private server: the demo bookings' pay deadlines (+15/+20 min from the seed) run out on the
// shared server during a long run, and this journey reads the booked tab.
const run = withIsolatedServer();
const origin = (host?: 'localhost') => run.server.origin(host);

type Seen = {
  painted: boolean;
  rootEmpty: boolean;
  qrTop: number | null;
  qrLeft: number | null;
  qrSide: number | null;
  qrSrc: string | null;
};

/** Records, from the first byte of the page, whether the plain gate view appeared before the app. */
const watchGateStart = (page: Page) =>
  page.addInitScript(() => {
    const seen: Seen = {
      painted: false,
      rootEmpty: false,
      qrTop: null,
      qrLeft: null,
      qrSide: null,
      qrSrc: null,
    };
    Object.assign(window, { __gateStart: seen });
    new MutationObserver(() => {
      const view = document.getElementById('gate-start');
      if (!view || seen.painted) return;
      seen.painted = true;
      seen.rootEmpty = (document.getElementById('root')?.childElementCount ?? -1) === 0;
      const img = view.querySelector('img');
      seen.qrSrc = img?.getAttribute('src') ?? null;
      const measure = () => {
        const box = img?.getBoundingClientRect();
        seen.qrTop = box?.top ?? null;
        seen.qrLeft = box?.left ?? null;
        seen.qrSide = box?.width ?? null;
      };
      if (img?.complete) measure();
      else img?.addEventListener('load', measure, { once: true });
    }).observe(document, { childList: true, subtree: true });
  });

const seen = (page: Page) => page.evaluate(() => (window as unknown as { __gateStart: Seen }).__gateStart);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
});

test('offline, a cold start paints the next ticket before the app and hands it over to gate mode', async ({
  context,
  page,
}) => {
  // Installing the service worker (~1 MB precache) on a busy machine takes a good part of the default 30 s.
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await run.server.signIn(context, ANNA);
  await watchGateStart(page);
  await visitOnline(page, origin('localhost'));
  // Online: an ordinary start, no gate view.
  expect((await seen(page)).painted).toBe(false);
  await expect(anyGateView(page)).toHaveCount(0);
  // Online, the shell asks for the app's code in its head (app, react, vendor; the small entry chunk comes by
  // import)...
  await expect(page.locator('link[rel="modulepreload"][data-app]')).toHaveCount(3);
  // ...below the start shell's own files, which paint first.
  await expect(page.locator('link[rel="modulepreload"][data-app][fetchpriority="low"]')).toHaveCount(3);

  await goOffline(context);
  await page.reload();

  const gate = gateView(page);
  await expect(gate).toHaveCount(1);
  // The app's own view (with its close button) replaced the plain one.
  await expect(page.getByTestId('gate-start')).toHaveCount(0);
  await expect(gate.getByRole('button', { name: 'Close' })).toBeFocused();
  const before = await seen(page);
  expect(before.painted).toBe(true);
  expect(before.rootEmpty).toBe(true);
  expect(await page.evaluate(() => performance.getEntriesByName('qr-visible').length)).toBe(1);
  // ...offline the worker serves it without them, so the kept code paints first (sw/shell.ts).
  await expect(page.locator('link[rel="modulepreload"][data-app]')).toHaveCount(0);

  // The tab's first order with an entry code: the airport transfer (+3 d), not the train to
  // Brest of order 1006 (+4 d), whose return is pending. Its code is where the plain view had put it.
  await expect(gate.getByRole('heading', { name: 'Minsk National Airport → Hotel Minsk' })).toBeVisible();
  const big = gate.getByRole('img', { name: /QR code of transfer/ });
  const box = await big.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(300);
  expect(Math.abs((box?.y ?? 0) - (before.qrTop ?? -1000))).toBeLessThan(1);
  const png = PNG.sync.read(await big.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '';
  expect(code).not.toBe('');
  await expect(gate.getByTestId('gate-code')).toHaveText(code);
  // The plain view painted the code exactly as the app draws it (from the drawing the sync kept; the unit
  // tests check that a kept drawing is painted as kept).
  const drawing = await big.locator('path').getAttribute('d');
  expect(drawing).toBeTruthy();
  expect(decodeURIComponent(before.qrSrc ?? '')).toContain(`<path d="${drawing}"`);
  await page.screenshot({ path: 'test-results/screenshots/gate-start-phone.png', animations: 'disabled' });

  // It is gate mode: Escape closes it onto the list.
  await page.keyboard.press('Escape');
  await expect(anyGateView(page)).toHaveCount(0);
  await expect(page.getByRole('img', { name: `QR code of transfer ${code}` })).toBeVisible();
  // The return-pending order shows no code and is not "ready for the gate".
  const pending = page.getByTestId('order-1006');
  await expect(pending.getByTestId('order-status')).toHaveText('Return pending');
  await expect(pending.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await expect(pending.getByTestId('gate-ready')).toHaveCount(0);

  // A phone on its side: the plain view paints the code beside the texts, as tall as the screen, and the
  // app's view keeps it where it is.
  await page.setViewportSize({ width: 844, height: 390 });
  await page.reload();
  await expect(gate).toHaveCount(1);
  await expect(page.getByTestId('gate-start')).toHaveCount(0);
  const sideways = await seen(page);
  expect(sideways.painted && sideways.rootEmpty).toBe(true);
  const turned = await big.boundingBox();
  expect(Math.abs((turned?.y ?? 0) - (sideways.qrTop ?? -1000))).toBeLessThan(1);
  expect(Math.abs((turned?.x ?? 0) - (sideways.qrLeft ?? -1000))).toBeLessThan(1);
  expect(Math.abs((turned?.width ?? 0) - (sideways.qrSide ?? -1000))).toBeLessThan(1);
  await expectScannableQr(big, { value: code, minSide: 350, where: 'the gate start at 844×390' });
  await page.screenshot({
    path: 'test-results/screenshots/gate-start-landscape.png',
    animations: 'disabled',
  });
  await page.setViewportSize(PHONE);

  // Another tab's cold start is an ordinary one.
  await page.goto(`${origin('localhost')}/tickets/booked`);
  await expect(page.getByRole('button', { name: 'Pay' }).first()).toBeDisabled();
  expect((await seen(page)).painted).toBe(false);
});
