// The layout drives the frame (spec §1 "the layout adapts to the host", §3 Layout): the logo
// (`logoUrl`), the terms link of sign-in (`offer_contract`) and the languages (`langs`); the built-in
// brand table stands in when the layout is missing or unusable. `branding` is not used
// (docs/decisions-header.md): the colours stay the table's.
import { expect, type Page, type Route, test } from '@playwright/test';
import { signInDialog } from './models/signInDialog.ts';
import { ANNA, origin, port, signInByCookie } from './support.ts';

const LAYOUT = '**/api/v3/pages/layout';

/** Answers the layout call with the real layout, changed by `patch`. */
const patchLayout = (page: Page, patch: Record<string, unknown>) =>
  page.route(LAYOUT, async (route: Route) => {
    const real = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...real, ...patch } });
  });

const brandVar = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim());

const langOptions = (page: Page) => page.locator('.lang-switch select option');

/** Signed out: the sign-in terms link to the brand's own offer page, and all five languages. */
const expectBuiltInFrame = async (page: Page) => {
  await page.goto(`${origin()}/tickets/actual`);
  await expect(page.getByRole('dialog').getByRole('link', { name: 'условия использования' })).toHaveAttribute(
    'href',
    'https://kvitok.by/offer',
  );
  await page.keyboard.press('Escape');
  await expect(langOptions(page)).toHaveCount(5);
};

test("signed out on the Belarusian host: the layout's offer link, languages and logo", async ({ page }) => {
  await page.goto(`${origin()}/tickets/actual`);
  const dialog = signInDialog(page, 'ru');
  const offer = dialog.getByRole('link', { name: 'условия использования' });
  // The seeded layout's offer_contract; a new tab keeps what the dialog holds.
  await expect(offer).toHaveAttribute('href', 'https://kvitok.by/offer');
  await expect(offer).toHaveAttribute('target', '_blank');
  await page.keyboard.press('Escape');
  await expect(langOptions(page)).toHaveText(['Русский', 'English', 'Беларуская']);
  await expect(page.locator('.header__logo img')).toHaveAttribute(
    'src',
    `http://localhost:${port}/brand/by/logo.svg`,
  );
  expect(await brandVar(page)).toBe('#c8102e');
});

test('the Georgian host offers its own languages', async ({ context, page }) => {
  await signInByCookie(context, { phone: '+995555123456', password: 'demo-pass' }, 'ge.localhost');
  await page.goto(`${origin('ge.localhost')}/tickets/actual`);
  await expect(langOptions(page)).toHaveText(['ქართული', 'English', 'Русский', 'Azərbaycanca']);
});

test('what the platform sends wins: another logo, offer and language list', async ({ context, page }) => {
  await patchLayout(page, {
    logoUrl: '/brand/arena/logo.svg',
    offer_contract: 'https://kvitok.by/ru/oferta-2027',
    langs: ['ru', 'az', 'fr'],
    branding: { image: '/demo/branding/by.svg', color: '#1d4ed8' },
  });
  await page.goto(`${origin()}/tickets/actual`);
  await expect(page.getByRole('dialog').getByRole('link', { name: 'условия использования' })).toHaveAttribute(
    'href',
    'https://kvitok.by/ru/oferta-2027',
  );
  await page.keyboard.press('Escape');
  // Unknown codes (fr) are dropped; the layout's order is kept.
  await expect(langOptions(page)).toHaveText(['Русский', 'Azərbaycanca']);
  await expect(page.locator('.header__logo img')).toHaveAttribute(
    'src',
    `http://localhost:${port}/brand/arena/logo.svg`,
  );
  // `branding` is read, not used: the table's colour stays.
  expect(await brandVar(page)).toBe('#c8102e');

  // A customer whose stored language the brand no longer lists still sees it selected.
  await signInByCookie(context, ANNA);
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
  await page.goto(`${origin()}/tickets/actual`);
  await expect(langOptions(page)).toHaveText(['English', 'Русский', 'Azərbaycanca']);
  await expect(page.getByLabel('Language')).toHaveValue('en');
});

test('an unusable layout leaves the built-in table: unsafe links, no known language', async ({ page }) => {
  await patchLayout(page, {
    logoUrl: 'javascript:alert(1)',
    offer_contract: 'javascript:alert(2)',
    langs: [],
    branding: { color: '#ffd400' },
  });
  await expectBuiltInFrame(page);
  // The table's logo (a relative path: the layout's addresses are resolved, so this one is not its).
  await expect(page.locator('.header__logo img')).toHaveAttribute('src', '/brand/by/logo.svg');
  expect(await brandVar(page)).toBe('#c8102e');
});

test('a failed layout call, and a logo that does not load: the built-in table', async ({ page }) => {
  await page.route(LAYOUT, (route) => route.fulfill({ status: 500, json: { message: 'Server Error' } }));
  await expectBuiltInFrame(page);

  await page.unroute(LAYOUT);
  await patchLayout(page, { logoUrl: '/brand/by/missing-logo.svg' });
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  // The layout's logo 404s: the built-in one takes its place, and shows.
  const logo = page.locator('.header__logo img');
  await expect(logo).toHaveAttribute('src', '/brand/by/logo.svg');
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
