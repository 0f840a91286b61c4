// What the payment pages say, read-only on the shared server: the thank-you page tells what the platform
// says of the order (Back, a bookmark or an edited link can bring anyone there), and the payment and ERIP
// pages ask the platform for the order once per visit.
import { expect, test } from '@playwright/test';
import { shotAtThreeSizes } from './sizes.ts';
import { ANNA, origin, signInByCookie } from './support.ts';

test.beforeEach(async ({ context }) => {
  await signInByCookie(context, ANNA);
});

test('thank-you: paid says thank you; an unpaid booking offers to pay; another customer’s, an unknown or no order: not found', async ({
  page,
}) => {
  const main = page.getByRole('main');
  await page.goto(`${origin()}/thank-you?order_id=1001`);
  await expect(main.getByRole('heading', { level: 1, name: 'Спасибо за покупку!' })).toBeVisible();
  await expect(main).toContainText('Заказ №1001 оплачен.');
  await shotAtThreeSizes(page, 'thank-you-paid');

  // 1003 is a booking still waiting for payment.
  await page.goto(`${origin()}/thank-you?order_id=1003`);
  await expect(main.getByRole('heading', { level: 1, name: 'Заказ №1003 ещё не оплачен' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Перейти к оплате' })).toHaveAttribute('href', '/payment/1003');
  await expect(main).not.toContainText('Спасибо');
  await expect(main).not.toContainText('оплачен.');
  await shotAtThreeSizes(page, 'thank-you-not-paid');
  // A look again asks the platform again.
  const asked = page.waitForRequest((r) => r.url().includes('/api/v2/frame/payment?order_id=1003'));
  await main.getByRole('button', { name: 'Проверить ещё раз' }).click();
  await asked;
  await main.getByRole('link', { name: 'Перейти к оплате' }).click();
  await expect(page).toHaveURL(/\/payment\/1003$/);
  await expect(page.getByTestId('pay-button')).toBeVisible();

  // 1012 expired: it cannot be paid, and nothing says it was.
  await page.goto(`${origin()}/thank-you?order_id=1012`);
  await expect(main.getByRole('heading', { name: 'Время оплаты заказа истекло' })).toBeVisible();
  await expect(main).not.toContainText('Спасибо');

  // Nino's order (the API answers 404), an order that does not exist, and no order at all.
  for (const [path, text] of [
    ['/thank-you?order_id=2001', 'Среди ваших заказов нет заказа №2001.'],
    ['/thank-you?order_id=999999', 'Среди ваших заказов нет заказа №999999.'],
    ['/thank-you', 'В адресе нет номера заказа.'],
  ] as const) {
    await page.goto(`${origin()}${path}`);
    await expect(main.getByRole('heading', { level: 1, name: 'Заказ не найден' })).toBeVisible();
    await expect(main).toContainText(text);
    await expect(main).not.toContainText('оплачен');
    await expect(main).not.toContainText('Спасибо');
  }
  await shotAtThreeSizes(page, 'thank-you-no-order');
});

test('/payment and /erip ask the platform for the order once, typed in or reached from the orders', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v2/frame/payment') asked.push(r.url());
  });
  await page.goto(`${origin()}/payment/1005`);
  await expect(page.getByTestId('pay-button')).toBeVisible();
  await expect(page.getByTestId('countdown')).toBeVisible();
  expect(asked).toHaveLength(1);

  asked.length = 0;
  await page.goto(`${origin()}/erip/1005`);
  await expect(page.getByTestId('erip-order')).toHaveText('1005');
  expect(asked).toHaveLength(1);

  // From the list: the link is hovered first (the router loads the page's data then), then clicked.
  await page.goto(`${origin()}/tickets/actual`);
  asked.length = 0;
  const pay = page.getByTestId('order-1005').getByRole('link', { name: 'Оплатить' });
  await pay.hover();
  await pay.click();
  await expect(page.getByTestId('pay-button')).toBeVisible();
  expect(asked).toHaveLength(1);
});
