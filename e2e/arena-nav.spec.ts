// Arena has no side menu (its site's menu links to the account's pages). Installed on a phone's home
// screen, or opened in a tab of its own, no site surrounds it: its own compact navigation reaches the
// tickets, the cards, the points and the profile. Framed by its site, the site's menu does that.
import { expect, type Page, test } from '@playwright/test';
import { emulateInstalled } from './installed.ts';
import { ANNA, DESKTOP, origin, PHONE, signInByCookie } from './support.ts';

const ARENA = 'arena.localhost';

/** Walks the four sections through the navigation, as an Arena Club holder finding her card does. */
const walkSections = async (page: Page, shot: string) => {
  const nav = page.getByRole('navigation', { name: 'Личный кабинет' });
  await expect(nav.getByRole('link')).toHaveText(['Мои заказы', 'Мои карты', 'Мои баллы', 'Мой профиль']);
  await expect(nav.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Мои карты' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Мои карты' })).toBeVisible();
  await expect(page.getByText('7700 1111 2222 3333')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Мои карты' })).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: `test-results/screenshots/${shot}-cards.png` });

  await nav.getByRole('link', { name: 'Мои баллы' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Мои баллы' })).toBeVisible();
  await nav.getByRole('link', { name: 'Мой профиль' }).click();
  await expect(page).toHaveURL(/\/profile\/info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Мой профиль' })).toBeVisible();
  await nav.getByRole('link', { name: 'Мои заказы' }).click();
  await expect(page).toHaveURL(/\/tickets\/actual$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Мои заказы' })).toBeVisible();
};

test.beforeEach(async ({ context }) => {
  await signInByCookie(context, ANNA, ARENA);
});

test('installed on a phone: the tickets, cards, points and profile in its own navigation', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await emulateInstalled(page);
  await page.goto(`${origin(ARENA)}/tickets/actual`);
  expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
  await walkSections(page, 'arena-installed-phone');
});

test('in a phone browser tab of its own: the same navigation', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${origin(ARENA)}/tickets/actual`);
  expect(await page.evaluate(() => matchMedia('(display-mode: browser)').matches)).toBe(true);
  await walkSections(page, 'arena-browser-phone');
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('navigation', { name: 'Личный кабинет' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/arena-browser-desktop.png' });
});

test('framed by the arena site: its menu surrounds the cabinet, no second navigation', async ({ page }) => {
  // A page of the site (the cabinet's frame-ancestors allow the brand's own hosts) with the cabinet inside.
  const site = `${origin(ARENA)}/site-page-with-the-cabinet`;
  await page.route(site, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Arena</title><iframe src="/tickets/actual" title="cabinet" width="1000" height="700"></iframe>`,
    }),
  );
  await page.goto(site);
  const cabinet = page.frameLocator('iframe[title="cabinet"]');
  await expect(cabinet.getByRole('heading', { level: 1, name: 'Мои заказы' })).toBeVisible();
  await expect(cabinet.getByRole('banner').getByRole('link', { name: 'Arena Pass' })).toBeVisible();
  await expect(cabinet.getByRole('navigation', { name: 'Личный кабинет' })).toHaveCount(0);
});
