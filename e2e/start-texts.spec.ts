// A start on the orders tabs, or signed out, renders with the first part of its language's texts; the rest
// follows after the first screen (lib/i18n/startTexts.ts, scripts/catalog-split.ts). Any other screen,
// and the sign-in dialog, waits for the rest: held here, so a text missing from the first part, or a
// screen that did not wait, shows (and logs) a text's id.
import { expect, type Page, test } from '@playwright/test';
import { orderCards } from './models/orderCard.ts';
import { signInDialog } from './models/signInDialog.ts';
import { ANNA, origin, signInByCookie } from './support.ts';

/** Holds the language's second part until `release` is called; `asked` once the page asked for it. */
const holdRest = async (page: Page) => {
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  const state = { asked: false };
  await page.route(/\/assets\/\w+-rest-[\w-]+\.js$/, async (route) => {
    state.asked = true;
    await held;
    await route.continue();
  });
  return { release, state };
};

const missingTexts = (page: Page) => {
  const missing: string[] = [];
  page.on('console', (m) => {
    if (m.text().startsWith('missing text')) missing.push(m.text());
  });
  return missing;
};

test('the actual tab renders with the first part; another screen waits for the rest', async ({
  context,
  page,
}) => {
  await signInByCookie(context, ANNA);
  const missing = missingTexts(page);
  const rest = await holdRest(page);
  await page.goto(`${origin()}/tickets/actual`);
  await expect(page.getByRole('heading', { level: 1, name: 'Мои заказы' })).toBeVisible();
  await expect(orderCards(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^QR-код билета / }).first()).toBeVisible();
  // The rest is asked for after the first screen, not before it.
  await expect.poll(() => rest.state.asked).toBe(true);

  // The balance screen's texts are in the rest: the screen waits for it.
  await page.getByRole('link', { name: 'Мои баллы' }).first().click();
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { level: 1, name: 'Мои баллы' })).toHaveCount(0);
  rest.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Мои баллы' })).toBeVisible();
  await expect(page.getByTestId('balance-points')).toHaveText('У вас 1.250 баллов');
  expect(missing).toEqual([]);
});

test('signed out, the sign-in page renders with the first part; the dialog waits for the rest', async ({
  page,
}) => {
  const missing = missingTexts(page);
  const rest = await holdRest(page);
  await page.goto(`${origin()}/tickets/actual`);
  await expect(page.getByRole('heading', { level: 1, name: 'Все ваши билеты в одном месте' })).toBeVisible();
  await expect.poll(() => rest.state.asked).toBe(true);
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  rest.release();
  const dialog = signInDialog(page, 'ru');
  await expect(dialog.getByLabel('Номер телефона')).toBeVisible();
  expect(missing).toEqual([]);
});

test('a start on another screen takes both parts at once', async ({ context, page }) => {
  await signInByCookie(context, ANNA);
  const missing = missingTexts(page);
  const rest = await holdRest(page);
  await page.goto(`${origin()}/balance`);
  await expect.poll(() => rest.state.asked).toBe(true);
  await page.waitForTimeout(300);
  await expect(page.getByTestId('balance-points')).toHaveCount(0);
  rest.release();
  await expect(page.getByTestId('balance-points')).toHaveText('У вас 1.250 баллов');
  expect(missing).toEqual([]);
});
