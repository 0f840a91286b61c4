// The safe areas of a notched phone (viewport-fit=cover): held sideways, the header's and the page's
// content keep clear of the notch and the rounded corners; upright, the full-height menu keeps clear of
// the home indicator. The insets are the device's, set over the DevTools protocol.
import { expect, type Page, test } from '@playwright/test';
import { openMenu } from './models/menu.ts';
import { ANNA, origin, PHONE, signInByCookie } from './support.ts';

const insets = async (page: Page, inset: { top: number; right: number; bottom: number; left: number }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: inset });
  return cdp;
};

test.beforeEach(async ({ context }) => {
  await signInByCookie(context, ANNA);
});

test('an iPhone on its side: the bars and the page clear the notch', async ({ page }) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await page.goto(`${origin()}/tickets/actual`);
  const session = await insets(page, { top: 0, right: 47, bottom: 21, left: 47 });
  const logo = await page.getByRole('banner').getByRole('link', { name: 'Kvitok' }).boundingBox();
  const account = await page.getByRole('banner').getByRole('link', { name: 'Личный кабинет' }).boundingBox();
  const heading = await page.getByRole('heading', { level: 1, name: 'Мои заказы' }).boundingBox();
  const sections = await page
    .getByRole('navigation', { name: 'Разделы сайта' })
    .getByRole('link')
    .first()
    .boundingBox();
  expect(logo?.x).toBeGreaterThanOrEqual(47);
  expect((account?.x ?? 0) + (account?.width ?? 0)).toBeLessThanOrEqual(844 - 47);
  expect(heading?.x).toBeGreaterThanOrEqual(47);
  expect(sections?.x).toBeGreaterThanOrEqual(47);
  await page.screenshot({ path: 'test-results/screenshots/safe-area-landscape-844x390.png' });
  await session.detach();
});

test('an installed phone upright: the full-height menu clears the home indicator', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${origin()}/tickets/actual`);
  const session = await insets(page, { top: 47, right: 0, bottom: 34, left: 0 });
  const menu = await openMenu(page, 'ru');
  const heading = await menu.getByRole('heading', { name: 'Меню' }).boundingBox();
  expect(heading?.y).toBeGreaterThanOrEqual(47);
  // Its last entry, scrolled to, ends above the home indicator.
  const last = menu.getByRole('link').last();
  await last.scrollIntoViewIfNeeded();
  const box = await last.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height - 34);
  await session.detach();
});
