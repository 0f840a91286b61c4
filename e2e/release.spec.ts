// A release under an open app: the old version's files are gone from the server (deploy with
// `rsync --delete`). Code the old page still has to fetch (the sign-in dialog is not precached) answers
// 404: that means a new version, which is taken once, never in a loop.
import { rmSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { startIsolatedServer } from './isolated-server.ts';
import { firstField, signInDialog } from './models/signInDialog.ts';
import { visitOnline } from './offline-support.ts';
import { deploy, entryOf, nextBuild, servedCopyOfDist } from './release-support.ts';
import { ANNA, origin, PHONE } from './support.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
});

/** The entry script of the document the page shows now. */
const pageEntry = (page: Page) =>
  page.evaluate(() => document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? '');

/** Counts the page's document loads from now on. */
const countLoads = (page: Page) => {
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count++;
  });
  return loads;
};

test('signing out on the old version after a release: the new version, loaded once, with the sign-in dialog', async ({
  context,
  page,
}) => {
  // The second build is made once per dist/ (about 30 s), then reused.
  test.setTimeout(180_000);
  const next = nextBuild();
  const served = servedCopyOfDist();
  const server = await startIsolatedServer({ DIST_DIR: served });
  try {
    await server.signIn(context, ANNA);
    await visitOnline(page, server.origin());
    const old = await pageEntry(page);

    deploy(next, served);
    const dialogCode: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/assets/SignInDialog-') && r.url().endsWith('.js')) dialogCode.push(r.status());
    });
    const loads = countLoads(page);
    await page.getByRole('button', { name: 'Log out' }).first().click();

    const dialog = signInDialog(page);
    await expect(dialog.getByRole('textbox').first()).toBeVisible({ timeout: 60_000 });
    expect(await pageEntry(page)).toBe(entryOf(next));
    expect(await pageEntry(page)).not.toBe(old);
    // The sign-out's own reload, then the new version's: no more.
    expect(loads.count).toBeLessThanOrEqual(2);
    expect(dialogCode.filter((s) => s === 404).length).toBeLessThanOrEqual(1);
    await expect(page.getByText('A new version of the cabinet is ready.')).toHaveCount(0);
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: 'test-results/screenshots/release-signin-phone.png' });
  } finally {
    await server.stop();
    rmSync(served, { recursive: true, force: true });
  }
});

test('an app left open learns of a new version: on coming back to the foreground, and every hour', async ({
  context,
  page,
}) => {
  test.setTimeout(180_000);
  const next = nextBuild();
  const served = servedCopyOfDist();
  const server = await startIsolatedServer({ DIST_DIR: served });
  const prompt = page.getByRole('status').filter({ hasText: 'A new version of the cabinet is ready.' });
  try {
    await page.clock.install();
    await server.signIn(context, ANNA);
    await visitOnline(page, server.origin());
    // The app's own checks, seen by their request: the browser also checks by itself a moment after a
    // navigation, so the prompt alone could come from that one.
    const checks = { count: 0 };
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/sw.js' && r.method() === 'HEAD') checks.count++;
    });
    const loads = countLoads(page);

    deploy(next, served);
    // The customer comes back to the app (the page becomes visible again). Polled: the checks start once
    // the worker is registered, after the first screen.
    await expect
      .poll(async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        return checks.count;
      })
      .toBeGreaterThan(0);
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    // Offered, not forced.
    expect(loads.count).toBe(0);
    await prompt.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => pageEntry(page).catch(() => '')).toBe(entryOf(next));
    await expect(prompt).toHaveCount(0);

    // Another release, and an hour passes with the app open in front.
    deploy('dist', served);
    const before = checks.count;
    await expect
      .poll(async () => {
        await page.clock.fastForward('01:00:00');
        return checks.count;
      })
      .toBeGreaterThan(before);
    await expect(prompt).toBeVisible({ timeout: 30_000 });
  } finally {
    await server.stop();
    rmSync(served, { recursive: true, force: true });
  }
});

test.describe('code that fails to load online without a new version', () => {
  // No worker: the dialog's code request reaches the route below.
  test.use({ serviceWorkers: 'block' });

  test('the sign-in dialog says so once, with a retry; the page never reloads in a loop', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const gone = '**/assets/SignInDialog-*.js';
    await page.route(gone, (route) => route.fulfill({ status: 404, body: 'Not found.\n' }));
    const loads = countLoads(page);
    await page.goto(`${origin()}/tickets/actual`);

    const dialog = signInDialog(page);
    await expect(dialog.getByRole('alert')).toHaveText(
      'This part of the app did not load. Check the connection and try again.',
    );
    // A page no worker serves reloads once (the server's current version), then reports.
    expect(loads.count).toBeLessThanOrEqual(2);
    await page.screenshot({ path: 'test-results/screenshots/signin-code-failed-phone.png' });

    await page.unroute(gone);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(firstField(signInDialog(page))).toBeVisible();
  });
});
