// A payment that meets a failing or stalled server, on a private
// server: the journeys pay orders. The page must say once, in the customer's language, what happened —
// and after an answer that never came, find out from the order itself before it offers to pay again.
import { expect, type Page, type Request, type Route, test } from '@playwright/test';
import { withIsolatedServer } from './isolated-server.ts';
import { ANNA, PHONE, snap } from './support.ts';

const isolated = withIsolatedServer();

const NOT_PAID_SERVER = 'Оплата не прошла из-за ошибки сервера. Заказ не оплачен — попробуйте ещё раз.';
const NOT_PAID_NO_ANSWER =
  'Сервер не ответил вовремя, оплата не прошла. Заказ не оплачен — попробуйте ещё раз.';
const STILL_CHECKING = /Пока не удалось узнать, прошла ли оплата/;
const SERVER_ERROR_TOAST = 'Произошла ошибка сервера, попробуйте позже';

const payButton = (page: Page) => page.getByTestId('pay-button');
const isAccept = (id: number) => (url: URL) => url.pathname === `/api/v2/frame/order/${id}`;
const isInfo = (id: number) => (url: URL) =>
  url.pathname === '/api/v2/frame/payment' && url.searchParams.get('order_id') === String(id);

/** Every message the page shows about the failure: its own banners and the global toasts. */
const messages = (page: Page) => page.locator('.banner, .toast');

const open = async (page: Page, id: number) => {
  await page.goto(`${isolated.server.origin()}/payment/${id}`);
  await expect(payButton(page)).toBeEnabled();
};

/** Holds the matching requests unanswered until `release` (then they go to the server). */
const hold = async (page: Page, match: (url: URL) => boolean) => {
  const held: Route[] = [];
  let holding = true;
  await page.route(match, (route) => {
    if (!holding) return route.fallback();
    held.push(route);
  });
  return {
    get count() {
      return held.length;
    },
    release: () => {
      holding = false;
    },
  };
};

test.beforeEach(async ({ context }) => {
  await isolated.server.signIn(context, ANNA);
});

test('a 500 and a 503 on "Оплатить" say once, in Russian, that the payment did not go through', async ({
  page,
}) => {
  let status = 500;
  await page.route(isAccept(1003), (route) =>
    route.fulfill({ status, json: { message: 'Server Error', errors: [] } }),
  );
  await page.setViewportSize(PHONE);
  await open(page, 1003);
  for (const code of [500, 503]) {
    status = code;
    await payButton(page).click();
    await expect(page.getByText(NOT_PAID_SERVER)).toBeVisible();
    await expect(payButton(page)).toBeEnabled();
    await expect(messages(page)).toHaveCount(1);
    await expect(page.getByText(SERVER_ERROR_TOAST)).toHaveCount(0);
  }
  await snap(page, 'payment-server-error-phone');
});

test('a pay call held past the timeout, the check held too: "still checking", no second payment; then "not paid"', async ({
  page,
}) => {
  await page.clock.install();
  await page.setViewportSize(PHONE);
  await open(page, 1003);
  const accept = await hold(page, isAccept(1003));
  const info = await hold(page, isInfo(1003));
  await payButton(page).click();
  await expect.poll(() => accept.count).toBe(1);
  await page.clock.fastForward(21_000);
  // The pay call timed out; the check of the order's state is held as well.
  await expect.poll(() => info.count).toBe(1);
  await page.clock.fastForward(21_000);
  await expect(page.getByText(STILL_CHECKING)).toBeVisible();
  await expect(payButton(page)).toBeDisabled();
  await expect(messages(page)).toHaveCount(1);
  await expect(page.getByText(SERVER_ERROR_TOAST)).toHaveCount(0);
  await snap(page, 'payment-still-checking-phone');

  // The server answers again: the next check finds the order unpaid, and paying is offered once more.
  info.release();
  await page.getByRole('button', { name: 'Проверить сейчас' }).click();
  await expect(page.getByText(NOT_PAID_NO_ANSWER)).toBeVisible();
  await expect(payButton(page)).toBeEnabled();
  await expect(messages(page)).toHaveCount(1);
  expect(accept.count).toBe(1);
  await snap(page, 'payment-not-paid-phone');
});

test('pay with points stalls past the timeout but the server completes it: the page finds the order paid', async ({
  page,
}) => {
  await page.clock.install();
  await open(page, 1005);
  const puts: Request[] = [];
  let completed: Promise<void> | undefined;
  // The server takes the payment; its answer never reaches the page in time.
  await page.route(isAccept(1005), (route) => {
    puts.push(route.request());
    completed = route.fetch().then(() => undefined);
  });
  await page.getByLabel('Оплатить баллами').check();
  await payButton(page).click();
  await expect.poll(() => puts.length).toBe(1);
  await expect.poll(() => completed !== undefined).toBe(true);
  await completed;
  await page.clock.fastForward(21_000);
  await expect(page).toHaveURL(/\/thank-you\?order_id=1005$/);
  await expect(page.getByRole('heading', { name: 'Спасибо за покупку!' })).toBeVisible();
  await expect(page.getByText(SERVER_ERROR_TOAST)).toHaveCount(0);
  expect(puts).toHaveLength(1);
});
