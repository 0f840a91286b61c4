import { expect, type Page, test } from '@playwright/test';
import { withIsolatedServer } from './isolated-server.ts';
import { goOffline, goOnline } from './network.ts';
import { ANNA, DESKTOP, NINO, origin, PHONE, signInByCookie, snap } from './support.ts';

const rows = (page: Page) => page.getByTestId('history-row');

test.describe('balance tab', () => {
  test('says how many points, what they are worth and why they help', async ({ page, context }) => {
    await signInByCookie(context, ANNA);
    for (const [label, size] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto(`${origin()}/balance`);
      await expect(page.getByRole('heading', { level: 1, name: 'Мои баллы' })).toBeVisible();
      await expect(page.getByTestId('balance-points')).toHaveText('У вас 1.250 баллов');
      await expect(page.getByText('Это 125,00 р. для оплаты заказов.')).toBeVisible();
      await expect(page.getByText('Один балл равен 0,10 р.', { exact: true })).toBeVisible();
      await expect(page.getByText('Баллы действуют 6 месяцев со дня начисления.')).toBeVisible();
      await expect(page.getByText('Оплачивайте баллами без повторного ввода данных карты.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Баланс' })).toHaveAttribute('aria-current', 'page');
      await snap(page, `balance-${label}`);
    }
  });

  test('points and money in one format per language: English reads English, Russian the spec’s', async ({
    page,
    context,
  }) => {
    await signInByCookie(context, ANNA);
    await page.setViewportSize(PHONE);
    for (const [lang, points, menu, worth] of [
      ['en', 'You have 1,250 points', 'Balance: 1,250 points', 'One point is worth 0.10 rub.'],
      ['az', 'Sizin 1.250 balınız var', 'Balans: 1.250 bal', null],
      ['ru', 'У вас 1.250 баллов', 'Баланс: 1.250 баллов', 'Один балл равен 0,10 р.'],
    ] as const) {
      await page.goto(`${origin()}/balance`);
      await page.evaluate((l) => localStorage.setItem('cabinet.lang', l), lang);
      await page.reload();
      await expect(page.getByTestId('balance-points')).toHaveText(points);
      await expect(page.getByTestId('balance-value')).toHaveText(menu);
      if (worth) await expect(page.getByText(worth, { exact: true })).toBeVisible();
      // The menu's counter: the same digits as the card.
      const digits = /\d[\d.,\s]*\d/.exec(menu)?.[0] ?? '';
      await expect(page.getByTestId('balance-counter')).toContainText(digits);
      if (lang === 'en') await snap(page, 'balance-en-phone');
    }
  });
});

test.describe('operation history', () => {
  test('pages 20 at a time, keeps the page in the URL across a reload, and stops at the last page', async ({
    page,
    context,
  }) => {
    await signInByCookie(context, ANNA);
    await page.goto(`${origin()}/balance`);
    await page.getByRole('link', { name: 'История операций' }).click();
    await expect(page).toHaveURL(/\/balance\?tab=history$/);
    await expect(page.getByRole('link', { name: 'История операций' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('link', { name: 'Баланс' })).not.toHaveAttribute('aria-current', 'page');
    const table = page.getByRole('table', { name: 'История операций' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Дата',
      'Списано',
      'Начислено',
      'Сумма, баллы',
      'Операция',
    ]);
    await expect(rows(page)).toHaveCount(20);
    // The newest operation leaves the balance at 1250 points.
    await expect(rows(page).first().locator('.history__sum')).toHaveText('1.250');
    await snap(page, 'balance-history-desktop');

    const more = page.getByRole('button', { name: 'Загрузить ещё' });
    await more.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows(page)).toHaveCount(40);
    // transfer_user is a code the client names.
    await expect(page.getByRole('cell', { name: 'Перевод от другого пользователя' })).toBeVisible();
    await expect(page.getByText('transfer_user')).toHaveCount(0);

    await page.reload();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows(page)).toHaveCount(40);
    await more.click();
    await expect(page).toHaveURL(/page=3/);
    await expect(rows(page)).toHaveCount(45);
    await expect(more).toBeDisabled();
  });

  test('a list on phones', async ({ page, context }) => {
    await signInByCookie(context, ANNA);
    await page.setViewportSize(PHONE);
    await page.goto(`${origin()}/balance?tab=history`);
    await expect(page.getByRole('list', { name: 'История операций' })).toBeVisible();
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(rows(page).first()).toContainText('Сумма: 1.250');
    await snap(page, 'balance-history-phone');
  });

  test('shows a skeleton of 20 rows while a slow answer is pending', async ({ page, context }) => {
    await signInByCookie(context, ANNA);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v2/users/me/transactions**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${origin()}/balance?tab=history`);
    await expect(page.getByTestId('history-skeleton')).toHaveCount(20);
    await expect(rows(page)).toHaveCount(0);
    await snap(page, 'balance-history-skeleton-desktop');
    release();
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByTestId('history-skeleton')).toHaveCount(0);
  });

  test('a failed load-more alerts a data-loading error and goes back a page', async ({ page, context }) => {
    await signInByCookie(context, ANNA);
    await page.route('**/api/v2/users/me/transactions?page=2', (route) =>
      route.fulfill({ status: 500, json: { message: 'Server Error', errors: [] } }),
    );
    await page.goto(`${origin()}/balance?tab=history`);
    await expect(rows(page)).toHaveCount(20);
    await page.getByRole('button', { name: 'Загрузить ещё' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Ошибка загрузки данных. Попробуйте ещё раз.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/balance\?tab=history$/);
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByRole('button', { name: 'Загрузить ещё' })).toBeEnabled();
  });
});

// PROMO100 changes the balance: it runs on a private server, so the shared demo state stays untouched.
test.describe('promo code popup', () => {
  const isolated = withIsolatedServer();

  test('refuses an empty and a wrong code for 3 s, and a right one updates the balance everywhere', async ({
    page,
    context,
  }) => {
    const { server } = isolated;
    await server.signIn(context, NINO, 'ge.localhost');
    await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'ru'));
    await page.goto(`${server.origin('ge.localhost')}/balance`);
    await expect(page.getByTestId('balance-counter')).toContainText('300');
    await page.getByRole('button', { name: 'Активировать код' }).click();
    const dialog = page.getByRole('dialog', { name: 'Активировать код' });
    await expect(dialog.getByLabel('Промокод')).toBeFocused();
    await snap(page, 'promo-popup-desktop');

    // Online only: offline the button is disabled and says why.
    await goOffline(context);
    await expect(dialog.getByText('Вы не в сети. Коды можно активировать только онлайн.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Активировать' })).toBeDisabled();
    await goOnline(context);
    await expect(dialog.getByRole('button', { name: 'Активировать' })).toBeEnabled();

    await dialog.getByRole('button', { name: 'Активировать' }).click();
    const error = dialog.getByRole('alert');
    await expect(error).toHaveText('Поле не должно быть пустым');
    await snap(page, 'promo-popup-empty-desktop');
    await expect(error).toBeHidden({ timeout: 5000 });

    await dialog.getByLabel('Промокод').fill('WRONG1');
    await dialog.getByRole('button', { name: 'Активировать' }).click();
    await expect(error).toHaveText('Промокод введен не верно');
    await page.setViewportSize(PHONE);
    await snap(page, 'promo-popup-wrong-phone');
    await expect(error).toBeHidden({ timeout: 5000 });
    await page.setViewportSize(DESKTOP);

    await dialog.getByLabel('Промокод').fill('PROMO100');
    await dialog.getByRole('button', { name: 'Активировать' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Код активирован: на баланс начислено 100 баллов')).toBeVisible();
    await expect(page.getByTestId('balance-points')).toHaveText('У вас 400 баллов');
    await expect(page.getByTestId('balance-counter')).toContainText('400');
    await expect(page.getByTestId('balance-value')).toHaveText('Баланс: 400 баллов');

    // Once per customer: the second time it is refused.
    await page.getByRole('button', { name: 'Активировать код' }).click();
    await dialog.getByLabel('Промокод').fill('PROMO100');
    await dialog.getByRole('button', { name: 'Активировать' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Промокод введен не верно');

    // The history shows the new operation on top.
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'История операций' }).click();
    await expect(rows(page).first()).toContainText('Активация промокода PROMO100');
    await expect(rows(page).first().locator('.history__credit')).toHaveText('+100');
  });

  test('after ten wrong codes, the popup says how long to wait, in the customer’s language (issue 41)', async ({
    page,
    context,
  }) => {
    const { server } = isolated;
    const token = await server.signIn(context, ANNA);
    // Ten wrong codes from another device of Anna's use up her budget (the server's limit, per customer).
    for (let i = 0; i < 10; i++) {
      const res = await context.request.post(`http://127.0.0.1:${server.port}/api/v2/promocodes/activate`, {
        headers: { Host: `localhost:${server.port}`, Authorization: `Bearer ${token}` },
        data: { params: { code: `GUESS${i}` } },
      });
      expect(res.status()).toBe(422);
    }
    await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'ru'));
    await page.setViewportSize(PHONE);
    await page.goto(`${server.origin()}/balance`);
    await page.getByRole('button', { name: 'Активировать код' }).click();
    const dialog = page.getByRole('dialog', { name: 'Активировать код' });
    await dialog.getByLabel('Промокод').fill('PROMO100');
    await dialog.getByRole('button', { name: 'Активировать' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Слишком много попыток. Попробуйте через 15 минут.');
    await snap(page, 'promo-popup-too-many-phone');
    await expect(page.getByTestId('balance-points')).toHaveText('У вас 1.250 баллов');
  });
});
