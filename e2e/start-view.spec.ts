// The start view (docs/decisions-start-view.md): after a visit, the next start of a kept route
// paints its first screen from the device before the app's code has run, and the app takes its place
// without anything moving. Another customer on the device never sees it.
import { expect, type Page, test } from '@playwright/test';
import { anyGateView } from './models/gateView.ts';
import { goOffline, goOnline } from './network.ts';
import { keptWholes, visitOnline } from './offline-support.ts';
import { ANNA, NINO, origin, PHONE, sessionChangesClosed, signInByCookie } from './support.ts';

type Seen = { painted: boolean; rootEmpty: boolean; qrTop: number | null; shifts: number };

/** Records, from the first byte of the page, when the start view appeared and what moved after it. */
const watchStartView = (page: Page) =>
  page.addInitScript(() => {
    const seen: Seen = { painted: false, rootEmpty: false, qrTop: null, shifts: 0 };
    Object.assign(window, { __startView: seen });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) seen.shifts += (e as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      const view = document.getElementById('start-view');
      if (!view || seen.painted) return;
      seen.painted = true;
      seen.rootEmpty = (document.getElementById('root')?.childElementCount ?? -1) === 0;
      seen.qrTop = view.querySelector('.qr-code')?.getBoundingClientRect().top ?? null;
    }).observe(document, { childList: true, subtree: true });
  });

const seen = (page: Page) => page.evaluate(() => (window as unknown as { __startView: Seen }).__startView);

/** The app keeps a route's first screen once it has been at rest for a moment. */
const waitUntilKept = (page: Page, path: string) =>
  expect.poll(() => keptWholes(page), { timeout: 30_000 }).toContain(`"start-view:${path}"`);

/** Waits until the app has taken the start view's place (takeover.ts marks it): checking only that no
 * view is on the page could pass before the view was even painted. */
const appTookOver = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('app-ready').length), { timeout: 30_000 })
    .toBe(1);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
});

test('the next start paints the kept first screen before the app, which takes its place without a shift', async ({
  context,
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInByCookie(context, ANNA);
  await watchStartView(page);
  await visitOnline(page, origin('localhost'));
  await waitUntilKept(page, '/tickets/actual');

  await page.reload();
  await appTookOver(page);
  await expect(page.locator('#start-view')).toHaveCount(0);
  const after = await seen(page);
  expect(after.painted).toBe(true);
  expect(after.rootEmpty).toBe(true);
  expect(await page.evaluate(() => performance.getEntriesByName('app-ready').length)).toBe(1);
  // The app's first code is where the kept one was, and nothing on the page moved.
  const code = page.getByRole('img', { name: /QR code of/ }).first();
  const box = await code.boundingBox();
  expect(Math.abs((box?.y ?? 0) - (after.qrTop ?? -1000))).toBeLessThan(1);
  expect(after.shifts).toBeLessThan(0.001);
  // It is the app: the tabs work.
  await page.getByRole('link', { name: 'Booked' }).click();
  await expect(page).toHaveURL(/\/tickets\/booked$/);
});

test('offline, the cards page opens on the kept card code', async ({ context, page }) => {
  await page.setViewportSize(PHONE);
  await signInByCookie(context, ANNA);
  await watchStartView(page);
  await visitOnline(page, origin('localhost'));
  await page.goto(`${origin('localhost')}/cards`);
  await waitUntilKept(page, '/cards');
  await goOffline(context);
  await page.reload();
  await appTookOver(page);
  await expect(page.locator('#start-view')).toHaveCount(0);
  expect((await seen(page)).painted).toBe(true);
  await expect(page.getByRole('img', { name: /7700/ }).first()).toBeVisible();
  await goOnline(context);
});

test('another customer signing in on the device never sees the kept screen', async ({ context, page }) => {
  await page.setViewportSize(PHONE);
  await signInByCookie(context, ANNA);
  await visitOnline(page, origin('localhost'));
  await waitUntilKept(page, '/tickets/actual');
  // With the app closed, Anna's session ends without the app's sign-out (the cookie expired) and Nino
  // signs in; the cabinet starts again with Anna's screen still kept.
  const kept = page.url();
  await sessionChangesClosed(page, async () => {
    await context.clearCookies();
    await signInByCookie(context, NINO);
  });
  await watchStartView(page);
  await page.goto(kept);
  await expect(page.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
  expect((await seen(page)).painted).toBe(false);
});

test.describe('the first tap', () => {
  // The app's code is held back by routing its request, which a service worker would answer instead.
  test.use({ serviceWorkers: 'block' });

  test('a code tapped on the kept view before the app took over opens full screen when it does', async ({
    context,
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signInByCookie(context, ANNA);
    await page.goto(`${origin('localhost')}/tickets/actual`);
    await expect(page.getByTestId('last-synced')).toHaveAttribute('data-state', 'saved');
    await waitUntilKept(page, '/tickets/actual');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    const kept = page.locator('#start-view [data-gate]').first();
    await expect(kept).toBeVisible();
    const name = await kept.getByRole('img').getAttribute('aria-label');
    expect(name).toMatch(/QR code of/);
    // A real tap where the code is (the view is inert: nothing in it is a target).
    const box = await kept.boundingBox();
    if (!box) throw new Error('the kept code has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(kept).toHaveClass(/start-view__tapped/);
    // The screen as the customer sees it (snap takes the whole page).
    await page.screenshot({ path: 'test-results/screenshots/start-view-tapped-phone.png' });
    release();
    await appTookOver(page);
    const gate = anyGateView(page);
    await expect(gate).toBeVisible();
    await expect(gate.getByRole('img', { name: name ?? '' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/start-view-tap-opened-phone.png' });
  });
});
