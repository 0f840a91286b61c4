// The start shell (src/start/shell.ts): an online start with nothing kept paints the frame's bar
// with the brand's name before the app's code has arrived, and it goes in the frame the app first renders,
// with nothing on the page moving.
import { expect, type Page, test } from '@playwright/test';
import { ANNA, type BrandHost, origin, PHONE, signInByCookie } from './support.ts';

type Seen = { shown: boolean; rootHadChildrenWhenGone: boolean | null; shifts: number };

const watchShell = (page: Page) =>
  page.addInitScript(() => {
    const seen: Seen = { shown: false, rootHadChildrenWhenGone: null, shifts: 0 };
    Object.assign(window, { __shell: seen });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) seen.shifts += (e as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      const shell = document.getElementById('start-shell');
      if (shell) seen.shown = true;
      else if (seen.shown && seen.rootHadChildrenWhenGone === null)
        seen.rootHadChildrenWhenGone = (document.getElementById('root')?.childElementCount ?? 0) > 0;
    }).observe(document, { childList: true, subtree: true });
  });

const seen = (page: Page) => page.evaluate(() => (window as unknown as { __shell: Seen }).__shell);

/** Holds the app's libraries until `release` is called: the shell is what the page shows meanwhile. */
const holdLibraries = async (page: Page) => {
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(/\/assets\/vendor-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
};

for (const [host, name, signedIn] of [
  ['localhost', 'Kvitok', true],
  ['ge.localhost', 'Bileti', false],
] as [BrandHost, string, boolean][]) {
  test(`a first visit on ${host} (${signedIn ? 'signed in' : 'signed out'}) shows the frame's bar at once, then the app in its place`, async ({
    context,
    page,
  }) => {
    await page.setViewportSize(PHONE);
    if (signedIn) await signInByCookie(context, ANNA);
    await watchShell(page);
    const release = await holdLibraries(page);
    await page.goto(`${origin(host)}/tickets/actual`, { waitUntil: 'commit' });

    const shell = page.locator('#start-shell');
    await expect(shell).toBeVisible();
    await expect(shell).toHaveText(name);
    await expect(shell).toHaveAttribute('aria-hidden', 'true');
    expect(await page.locator('#root > *').count()).toBe(0);
    await page.screenshot({ path: `test-results/screenshots/start-shell-${host}-phone.png` });

    release();
    await expect(page.locator('main')).toBeVisible();
    await expect(shell).toHaveCount(0);
    const after = await seen(page);
    expect(after.shown).toBe(true);
    // Gone only once the app had rendered into #root (never a blank frame between the two)...
    expect(after.rootHadChildrenWhenGone).toBe(true);
    // ...and nothing moved.
    expect(after.shifts).toBeLessThan(0.001);
  });
}
