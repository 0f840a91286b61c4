import { expect, type Page, test } from '@playwright/test';
import { signInDialog } from './models/signInDialog.ts';
import { ANNA, origin, port, signInByCookie, snap } from './support.ts';

const SITE = `http://site.localhost:${port}`;
const mainSite = (page: Page) => page.frameLocator('[data-testid="main-site-frame"]');

/** The frame is hidden, so the stand-in's controls are set and pressed by events, not by the mouse. */
const chooseCityOnMainSite = async (page: Page, city: string) => {
  const site = mainSite(page);
  await site.locator('#city-select').evaluate((el, value) => {
    if (el instanceof HTMLSelectElement) el.value = value;
  }, city);
  await site.getByRole('button', { name: 'Choose city' }).dispatchEvent('click');
};

test('the hidden main-site frame learns who is signed in; its logout signs the cabinet out', async ({
  page,
  context,
}) => {
  await signInByCookie(context, ANNA);
  await page.goto(`${origin()}/nowhere`);
  await expect(page.getByTestId('balance-counter')).toContainText('1.250');
  const site = mainSite(page);
  await expect(site.locator('#cabinet')).toHaveText(origin());
  await expect(site.locator('#signed-in')).toHaveText(/^yes/);
  await expect(site.locator('#city')).toHaveText('minsk');

  // The frame is hidden, so the stand-in's button is pressed by an event, not by the mouse.
  await site.getByRole('button', { name: 'Log out' }).dispatchEvent('click');
  await expect(signInDialog(page, 'ru')).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).not.toContain('token');
  await expect(mainSite(page).locator('#signed-in')).toHaveText('no');
});

test('a city chosen on either side is reflected on the other', async ({ page, context }) => {
  await signInByCookie(context, ANNA);
  await page.goto(`${origin()}/nowhere`);
  const site = mainSite(page);
  await expect(site.locator('#city')).toHaveText('minsk');
  await chooseCityOnMainSite(page, 'gomel');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Город: Гомель. Изменить' }),
  ).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'city')?.value).toBe('gomel');

  await page.getByRole('banner').getByRole('button', { name: 'Город: Гомель. Изменить' }).click();
  await page
    .getByRole('dialog', { name: 'Выберите ваш город' })
    .getByRole('button', { name: 'Гродно' })
    .click();
  await expect(site.locator('#city')).toHaveText('grodno');
});

test('messages from any other origin or window are ignored', async ({ page, context }) => {
  await signInByCookie(context, ANNA);
  await page.goto(`${origin()}/nowhere`);
  await expect(page.getByTestId('balance-counter')).toContainText('1.250');
  const site = mainSite(page);
  await expect(site.locator('#signed-in')).toHaveText(/^yes/);

  await page.evaluate((foreign) => {
    // A foreign origin, a message that claims the right origin from the wrong window, and the page itself.
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'logout' }, origin: foreign, source: window }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'city', city: 'vitebsk' }, origin: foreign }),
    );
    window.postMessage({ type: 'logout' }, '*');
    window.postMessage({ type: 'city', city: 'vitebsk' }, '*');
  }, `http://evil.localhost:${port}`);
  await page.evaluate(
    (site) =>
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'logout' }, origin: site, source: window }),
      ),
    SITE,
  );
  // A genuine message after them: once it is applied, the earlier ones have been handled (and dropped).
  await chooseCityOnMainSite(page, 'brest');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Город: Брест. Изменить' }),
  ).toBeVisible();
  await expect(page.getByTestId('balance-counter')).toContainText('1.250');
  expect((await context.cookies()).map((c) => c.name)).toContain('token');
});

test('the stand-in main site ignores a parent it does not trust', async ({ page }) => {
  await page.goto(`${SITE}/cabinet-frame?origin=${encodeURIComponent('http://evil.localhost:1')}`);
  await expect(page.locator('#cabinet')).toHaveText('not framed');
  await page.evaluate(() => window.postMessage({ type: 'logout' }, '*'));
  await expect(page.locator('#ignored')).toHaveText('1');
  await snap(page, 'main-site-stand-in');
});
