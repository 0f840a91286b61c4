import { expect, test } from '@playwright/test';
import { signInDialog } from './models/signInDialog.ts';
import { databaseNames, keptWholes } from './offline-support.ts';
import {
  ANNA,
  authCookie,
  DESKTOP,
  NINO,
  origin,
  PHONE,
  sessionChangesUnder,
  signInByCookie,
  snap,
} from './support.ts';

test.describe('the frame, per brand', () => {
  test('Belarusian brand on localhost', async ({ page, context }) => {
    await signInByCookie(context, ANNA);
    await page.goto(`${origin()}/no-such-page`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page).toHaveTitle('Страница не найдена — Личный кабинет — Kvitok');
    await expect(page.getByRole('banner').getByRole('img', { name: 'Kvitok' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Разделы сайта' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('support@kvitok.by');
    // Anna: 1250 points, in points with the Russian grouping, in the card and the menu.
    await expect(page.getByTestId('balance-counter')).toContainText('1.250');
    await expect(page.getByTestId('balance-value')).toHaveText('Баланс: 1.250 баллов');
    await expect(page.getByTestId('avatar')).toHaveClass(/avatar--subscriber/);
    await expect(page.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('href', '/tickets/actual');
  });

  test('Georgian brand on ge.localhost', async ({ page, context }) => {
    await signInByCookie(context, NINO, 'ge.localhost');
    await page.goto(`${origin('ge.localhost')}/nowhere`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
    await expect(page.getByRole('banner').getByRole('img', { name: 'Bileti' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'გვერდი ვერ მოიძებნა' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('support@bileti.ge');
    // Nino: 300 points, in Georgian text.
    await expect(page.getByTestId('balance-value')).toHaveText('ბალანსი: 300 ქულა');
    await expect(page.getByTestId('avatar')).not.toHaveClass(/avatar--subscriber/);
  });

  test('arena brand on arena.localhost', async ({ page, context }) => {
    await signInByCookie(context, ANNA, 'arena.localhost');
    await page.goto(`${origin('arena.localhost')}/nowhere`);
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Разделы сайта' })).toHaveCount(0);
    // Not the side menu: its own compact navigation in the header (e2e/arena-nav.spec.ts).
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Личный кабинет' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('arena@kvitok.by');
    // No left column repeating the logo; the header's logo is the link to the main
    // site, and the content takes the page's width (docs/decisions-header.md).
    await expect(page.getByRole('complementary')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Arena Pass' })).toHaveAttribute(
      'href',
      /^https?:\/\/[^/]+\/?/,
    );
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      const page_ = await page.locator('.page').boundingBox();
      const main = await page.getByRole('main').boundingBox();
      // The main area spans the page's content box (its padding aside), not a column beside a card.
      expect(main?.width ?? 0).toBeGreaterThan((page_?.width ?? 0) - 2 * 24 - 1);
      await snap(page, `frame-arena-${viewport === DESKTOP ? 'desktop' : 'phone'}`);
    }
  });
});

test('signed out, the sign-in popup covers the cabinet', async ({ page }) => {
  await page.goto(origin());
  await expect(page).toHaveURL(/\/tickets\/actual$/);
  const dialog = signInDialog(page, 'ru');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Номер телефона')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(dialog).toBeVisible();
});

test('signing in with a password reloads into the cabinet', async ({ page }) => {
  await page.goto(origin());
  const dialog = signInDialog(page, 'ru');
  await dialog.getByLabel('Номер телефона').fill('+375 29 111-11-11');
  await dialog.getByLabel('Я принимаю условия использования').check();
  await dialog.getByLabel('Я даю согласие на обработку моих персональных данных').check();
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await dialog.getByLabel('Пароль').fill('demo-pass');
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByTestId('balance-counter')).toContainText('1.250');
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === 'token');
  expect(token?.secure).toBe(true);
  expect(token?.sameSite).toBe('None');
  // One year (spec §9), give or take the seconds the test took.
  expect((token?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(31536000 - 120);
});

test('the language switch applies at once and survives a reload', async ({ page, context }) => {
  await signInByCookie(context, ANNA);
  await page.goto(`${origin()}/nowhere`);
  await page.getByLabel('Язык').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // The Belarusian brand offers the languages its layout lists (ru, en, be); Georgian is the Georgian
  // brand's (e2e/layout-brand.spec.ts).
  await page.getByLabel('Language').selectOption('be');
  await expect(page.locator('html')).toHaveAttribute('lang', 'be');
  await expect(page.getByRole('heading', { name: 'Старонка не знойдзена' })).toBeVisible();
});

test('logout clears cookies and stored data', async ({ page, context }) => {
  await signInByCookie(context, ANNA);
  await page.goto(`${origin()}/nowhere`);
  await expect(page.getByTestId('balance-counter')).toContainText('1.250');
  // The profile is kept in the device store (IndexedDB) by now, never in the persisted query cache.
  await expect.poll(() => keptWholes(page)).toContain('1250');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('cabinet.query-cache') ?? ''))
    .toContain('currency_symbol');
  expect(await page.evaluate(() => localStorage.getItem('cabinet.query-cache') ?? '')).not.toContain('1250');
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(signInDialog(page, 'ru')).toBeVisible();
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('token');
  expect(names).not.toContain('username');
  // Only the brand's layout may be cached again after the reload; nothing of Anna's.
  const cached = await page.evaluate(() => localStorage.getItem('cabinet.query-cache') ?? '');
  expect(cached).not.toContain('1250');
  expect(cached).not.toContain('anna@example.com');
  await expect.poll(() => databaseNames(page)).not.toContain('cabinet-offline');
});

test("the Georgian brand's logout goes to its main site's home page", async ({ page, context }) => {
  await signInByCookie(context, NINO, 'ge.localhost');
  await page.goto(`${origin('ge.localhost')}/tickets/actual`);
  await page.getByRole('complementary').getByRole('button', { name: 'გასვლა' }).click();
  // Spec §4 Logout: "reloads or goes to the Georgian home" — the main site (locally its stand-in).
  await page.waitForURL((url) => url.host.startsWith('site.localhost'));
  expect(page.url()).toBe(`${origin('ge.localhost').replace('ge.localhost', 'site.localhost')}/`);
  const names = (await context.cookies(origin('ge.localhost'))).map((c) => c.name);
  expect(names).not.toContain('token');
});

test('a revoked token signs the customer out', async ({ page, context }) => {
  await context.addCookies([authCookie('localhost', 'token', 'not-a-real-token')]);
  await page.goto(`${origin()}/nowhere`);
  await expect(signInDialog(page, 'ru')).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).not.toContain('token');
});

test('screenshots at phone and desktop size', async ({ page, context }) => {
  // Full-page captures at two sizes (the phone page is ~17,000 px tall): slow on a busy machine.
  test.slow();
  await signInByCookie(context, ANNA);
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(`${origin()}/nowhere`);
    await expect(page.getByTestId('balance-counter')).toContainText('1.250');
    await snap(page, `frame-${label}`);
    await page.goto(`${origin()}/tickets/actual`);
    await expect(page.getByRole('article').first().getByRole('img', { name: /QR/ }).first()).toBeVisible();
    await snap(page, `tickets-${label}`);
    // The README's picture of the cabinet on a phone is this very screen, once its sync has kept it.
    if (label === 'phone') {
      await expect(page.getByText(/^Сохранено на устройстве/)).toBeVisible();
      await page.screenshot({ path: 'docs/screenshots/cabinet-phone.png' });
    }
  }
  await sessionChangesUnder(page, () => context.clearCookies());
  await page.setViewportSize(PHONE);
  await page.goto(origin());
  await expect(page.getByRole('dialog')).toBeVisible();
  await snap(page, 'signin-phone');
});

test('navigation scrolls back to the top', async ({ page, context }) => {
  await signInByCookie(context, ANNA);
  await page.setViewportSize(PHONE);
  await page.goto(`${origin()}/nowhere`);
  await expect(page.getByTestId('balance-counter')).toContainText('1.250');
  // Scrolled on each poll: the footer (most of the page's height) is drawn once the layout answers.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(200);
  // An in-app link: the footer is far below, the link sits in the content.
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.getByRole('link', { name: 'Перейти к моим заказам' }).click();
  await expect(page).toHaveURL(/\/tickets/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

// While the app's code is still on its way, the tab already reads the brand's name
// (it read index.html's "Cabinet"), and the page describes itself in the brand's language.
for (const [host, name, description] of [
  ['localhost', 'Kvitok', 'Kvitok: билеты, заказы, баллы и карты'],
  ['ge.localhost', 'Bileti', 'Bileti: ბილეთები, შეკვეთები, ქულები და ბარათები'],
] as const) {
  test(`the title is the brand's before the app has loaded (${host})`, async ({ page }) => {
    // The app's boot module never arrives: what shows is what the page entry did.
    await page.route(/\/assets\/main-[^/]*\.js$/, (route) => route.abort());
    await page.goto(origin(host));
    await expect(page).toHaveTitle(name);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  });
}
