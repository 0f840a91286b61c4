// prefers-reduced-motion: with reduced motion asked for, nothing on screen animates or
// transitions (skeleton shimmer, buttons, the QR zoom, gate mode); without it the shimmer runs, so the
// check can fail.
import { expect, type Page, test } from '@playwright/test';
import { gateView } from './models/gateView.ts';
import { ANNA, origin, signInByCookie } from './support.ts';

/** The longest computed animation or transition duration on the page, in seconds. */
const longestMotion = (page: Page) =>
  page.evaluate(() => {
    const seconds = (list: string) =>
      list
        .split(',')
        .map((v) => (v.trim().endsWith('ms') ? Number.parseFloat(v) / 1000 : Number.parseFloat(v)));
    let longest = 0;
    let where = '';
    for (const el of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        const running = style.animationName !== 'none' ? seconds(style.animationDuration) : [0];
        for (const s of [...running, ...seconds(style.transitionDuration)]) {
          if (s > longest) {
            longest = s;
            where = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${pseudo ?? ''}`;
          }
        }
      }
    }
    return { longest, where };
  });

/** Holds the orders request until released, so the skeletons stay on screen. */
const holdOrders = async (page: Page) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v3/users/me/orders?**', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
};

test.beforeEach(async ({ context, page }) => {
  await signInByCookie(context, ANNA);
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
});

test('without a preference the skeleton shimmers (the check below can fail)', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const release = await holdOrders(page);
  await page.goto(`${origin()}/tickets/actual`);
  // The orders' skeleton: the orders request is held, so it stays (the side menu's goes with the profile).
  const skeleton = page.locator('.order-list .skeleton').first();
  await expect(skeleton).toBeVisible();
  // The sheen is the skeleton's ::after, moved by transform (compositor-only; src/styles/components.css).
  expect(await skeleton.evaluate((el) => getComputedStyle(el, '::after').animationDuration)).toBe('1.4s');
  // ...after a second: a skeleton gone sooner never moves.
  expect(await skeleton.evaluate((el) => getComputedStyle(el, '::after').animationDelay)).toBe('1s');
  expect((await longestMotion(page)).longest).toBeGreaterThan(0.1);
  release();
});

test('with reduced motion: skeletons, buttons, QR zoom and gate mode do not move', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const release = await holdOrders(page);
  await page.goto(`${origin()}/tickets/actual`);
  await expect(page.locator('.order-list .skeleton').first()).toBeVisible();
  const skeletons = await longestMotion(page);
  expect(skeletons.longest, skeletons.where).toBeLessThan(0.001);
  release();

  // Gate mode over the list.
  await page
    .getByTestId('order-1001')
    .getByRole('button', { name: /QR code of ticket/ })
    .first()
    .click();
  await expect(gateView(page)).toBeVisible();
  const gate = await longestMotion(page);
  expect(gate.longest, gate.where).toBeLessThan(0.001);
  await page.keyboard.press('Escape');

  // The card QR zoom.
  await page.goto(`${origin()}/cards`);
  const zoom = page
    .getByTestId('client-card')
    .first()
    .getByRole('button', { name: /QR code of card/ });
  await zoom.click();
  await expect(zoom).toHaveAttribute('aria-pressed', 'true');
  const zoomed = await longestMotion(page);
  expect(zoomed.longest, zoomed.where).toBeLessThan(0.001);
});
