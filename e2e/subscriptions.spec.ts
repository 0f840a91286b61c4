import { expect, type Page, type Route, test } from '@playwright/test';
import { atEachSize } from './sizes.ts';
import { ANNA, dialogEntryGone, NINO, origin, signInByCookie, snap } from './support.ts';

// Change, cancel and resume alter Anna's one subscription and put it back: one after another.
test.describe.configure({ mode: 'serial' });

const cards = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });

// Paying creates an order, and the orders list belongs to other journeys' tests: the order-creating
// answer is stood in for here (the server's side is covered by server/api/profile.test.ts).
const fakeOrder = (route: Route) => route.fulfill({ status: 201, json: { order_id: 99001 } });

test('tabs: my subscriptions by default, then the available plans', async ({ page, context }) => {
  await signInByCookie(context, ANNA);
  await page.goto(`${origin()}/subscribes`);
  await expect(page).toHaveURL(/\/subscribes\/active$/);
  const nav = page.getByRole('navigation', { name: 'Разделы подписок' });
  await expect(nav.getByRole('link')).toHaveText(['Мои подписки', 'Доступные']);
  await expect(nav.getByRole('link', { name: 'Мои подписки' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first().getByRole('heading')).toHaveText('Видеопакет «Театр»');
  await expect(cards(page).first()).toContainText(/Действует до \d{2} \S+ \d{4}/);

  await nav.getByRole('link', { name: 'Доступные' }).click();
  await expect(page).toHaveURL(/\/subscribes\/available$/);
  await expect(cards(page).getByRole('heading')).toHaveText([
    'Видеопакет «Концерты»',
    'Видеопакет «Всё включено»',
  ]);
  await expect(cards(page).first()).toContainText('7,90 р. за 30 дней');
  await expect(cards(page).nth(1)).toContainText('24,90 р. за 90 дней');
});

test('subscribing goes through the payment step to the payment route', async ({ page, context }) => {
  await signInByCookie(context, ANNA);
  await page.goto(`${origin()}/subscribes/available`);
  await cards(page).filter({ hasText: 'Концерты' }).getByRole('link', { name: 'Подписаться' }).click();
  await expect(page).toHaveURL(/\/subscribes\/payment\?plan=2$/);
  const summary = page.getByRole('region', { name: 'Подписаться' });
  await expect(summary).toContainText('Видеопакет «Концерты»');
  await expect(summary).toContainText('30 дней');
  await expect(summary).toContainText(/Итого к оплате\s*7,90\sр\./);
  await page.route('**/api/v3/users/me/subscribes', fakeOrder);
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/v3/users/me/subscribes'),
  );
  await summary.getByRole('button', { name: 'Перейти к оплате: 7,90 р.' }).click();
  expect((await sent).postDataJSON()).toEqual({ plan_id: 2 });
  await expect(page).toHaveURL(/\/payment\/99001$/);
});

test('prolonging goes through the payment step too', async ({ page, context }) => {
  await signInByCookie(context, ANNA);
  await page.goto(`${origin()}/subscribes/active`);
  await cards(page).first().getByRole('link', { name: 'Продлить' }).click();
  await expect(page).toHaveURL(/\/subscribes\/payment\?plan=1&subscription=1$/);
  const summary = page.getByRole('region', { name: 'Продление подписки' });
  await expect(summary).toContainText('Видеопакет «Театр»');
  await expect(summary).toContainText(/Действует после оплаты до\s*\d{2} \S+ \d{4}/);
  await page.route('**/api/v3/users/me/subscribes/1', fakeOrder);
  const sent = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().endsWith('/api/v3/users/me/subscribes/1'),
  );
  await summary.getByRole('button', { name: /Перейти к оплате/ }).click();
  expect((await sent).postDataJSON()).toEqual({ action: 'prolong' });
  await expect(page).toHaveURL(/\/payment\/99001$/);
});

test('change the plan and change it back', async ({ page, context }) => {
  await signInByCookie(context, ANNA);
  await page.goto(`${origin()}/subscribes/active`);
  const change = async (to: string) => {
    await cards(page).first().getByRole('button', { name: 'Сменить тариф' }).click();
    const dialog = page.getByRole('dialog', { name: 'Сменить тариф' });
    await expect(dialog.getByRole('button', { name: 'Сменить', exact: true })).toBeDisabled();
    await dialog.getByLabel(to).check();
    await dialog.getByRole('button', { name: 'Сменить', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(cards(page).first().getByRole('heading')).toHaveText(to);
  };
  await change('Видеопакет «Концерты»');
  await page.reload();
  await expect(cards(page).first().getByRole('heading')).toHaveText('Видеопакет «Концерты»');
  await change('Видеопакет «Театр»');
});

test('cancel (it stays valid until its end) and resume', async ({ page, context }) => {
  await signInByCookie(context, ANNA);
  await page.goto(`${origin()}/subscribes/active`);
  const card = cards(page).first();
  await card.getByRole('button', { name: 'Отменить подписку' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отменить подписку?' });
  await expect(dialog).toContainText(/Она будет действовать до \d{2} \S+ \d{4}/);
  await expect(dialog.getByRole('button', { name: 'Оставить' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Отменить подписку' }).click();
  await expect(card).toContainText(/Отменена: действует до \d{2} \S+ \d{4}, не продлится/);
  await expect(card.getByRole('button', { name: 'Сменить тариф' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Возобновить' }).click();
  await expect(card).toContainText(/Действует до \d{2} \S+ \d{4}/);
  await expect(card.getByRole('button', { name: 'Отменить подписку' })).toBeVisible();
});

test('an expired subscription reads "your subscription has expired"', async ({ page, context }) => {
  await signInByCookie(context, ANNA);
  // Anna's subscription ends in 20 days; look at it 40 days from now.
  await page.clock.setFixedTime(Date.now() + 40 * 86_400_000);
  await page.goto(`${origin()}/subscribes/active`);
  const card = cards(page).first();
  await expect(card).toContainText('Срок действия вашей подписки истёк');
  await expect(card.getByRole('link', { name: 'Продлить' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Отменить подписку' })).toHaveCount(0);
  await snap(page, 'subscriptions-expired-desktop');
  await page.getByLabel('Язык').selectOption('en');
  await expect(card).toContainText('Your subscription has expired');
  await page.getByLabel('Language').selectOption('ru');
});

test('empty states on the Georgian brand, which sells no subscriptions', async ({ page, context }) => {
  await signInByCookie(context, NINO, 'ge.localhost');
  await page.goto(`${origin('ge.localhost')}/subscribes/active`);
  await expect(page.getByRole('heading', { name: 'ჯერ გამოწერები არ გაქვთ' })).toBeVisible();
  // Nothing to choose from: said so, and no "Choose a subscription" that leads to "you hold every one".
  await expect(page.getByRole('main').getByText('აქ გამოწერები არ იყიდება')).toBeVisible();
  await expect(page.getByRole('link', { name: 'გამოწერის არჩევა' })).toHaveCount(0);
  await snap(page, 'subscriptions-empty-ge-desktop');
  await page.goto(`${origin('ge.localhost')}/subscribes/available`);
  await expect(page.getByRole('heading', { name: 'აქ გამოწერები არ იყიდება' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ასარჩევი გამოწერები აღარ არის' })).toHaveCount(0);
  await page.goto(`${origin('ge.localhost')}/subscribes/payment?plan=1`);
  await expect(page.getByRole('link', { name: 'გამოწერის არჩევა' })).toHaveCount(0);
});

test('screenshots of the subscription screens and dialogs', async ({ page, context }) => {
  // Many screens and dialogs at two sizes: more than one journey's worth of time.
  test.setTimeout(90_000);
  await signInByCookie(context, ANNA);
  await atEachSize(page, async (label) => {
    await page.goto(`${origin()}/subscribes/active`);
    await expect(cards(page)).toHaveCount(1);
    await snap(page, `subscriptions-active-${label}`);
    await cards(page).first().getByRole('button', { name: 'Сменить тариф' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await snap(page, `subscriptions-change-dialog-${label}`);
    await page.keyboard.press('Escape');
    await cards(page).first().getByRole('button', { name: 'Отменить подписку' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await snap(page, `subscriptions-cancel-dialog-${label}`);
    await page.keyboard.press('Escape');
    // The closed dialog takes its history entry back a moment later: a navigation then was cancelled.
    await dialogEntryGone(page);
    await page.goto(`${origin()}/subscribes/available`);
    await expect(cards(page)).toHaveCount(2);
    await snap(page, `subscriptions-available-${label}`);
    await page.goto(`${origin()}/subscribes/payment?plan=3`);
    await expect(page.getByRole('region', { name: 'Подписаться' })).toBeVisible();
    await snap(page, `subscriptions-payment-${label}`);
  });
});
