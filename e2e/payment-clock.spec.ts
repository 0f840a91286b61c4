// The pay deadline on a phone whose clock or time zone is not the server's, on a
// private server seeded when this file starts: booking 1003 has 15 minutes to pay, order 1005 20. The
// page's clock is skewed with Playwright's clock while the server keeps the real one; a device zone is
// the context's `timezoneId`. Nothing here pays, so the orders stay payable for the whole file.
import { type BrowserContext, expect, test } from '@playwright/test';
import { withIsolatedServer } from './isolated-server.ts';
import { orderCardMeta } from './models/orderCard.ts';
import { ANNA, PHONE, snap } from './support.ts';

const isolated = withIsolatedServer();
const DAY_MS = 86_400_000;

/** The order's pay deadline (unix seconds), as the payment endpoint tells it. */
const deadlineOf = async (context: BrowserContext, token: string, id: number): Promise<number> => {
  const port = isolated.server.port;
  const res = await context.request.get(`http://127.0.0.1:${port}/api/v2/frame/payment?order_id=${id}`, {
    headers: { Host: `localhost:${port}`, Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { order: { expired_at: number } }).order.expired_at;
};

/** `HH:mm` of an instant in a time zone. */
const clockIn = (zone: string, ms: number): string =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms);

test('a phone clock 2 days ahead: the countdown runs on the server time and the order can be paid', async ({
  page,
  context,
}) => {
  await isolated.server.signIn(context, ANNA);
  await page.clock.install({ time: Date.now() + 2 * DAY_MS });
  await page.setViewportSize(PHONE);
  await page.goto(`${isolated.server.origin()}/payment/1005`);
  await expect(page.getByRole('heading', { name: 'Оплата заказа №1005' })).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveText(/^(1\d|20):\d\d$/);
  await expect(page.getByTestId('pay-button')).toBeEnabled();
  await expect(page.getByTestId('payment-closed')).toHaveCount(0);
  await snap(page, 'payment-clock-ahead-phone');

  // The order card judges the deadline on the server's time too: still waiting, with its pay button.
  await page.goto(`${isolated.server.origin()}/tickets/actual`);
  const card = page.getByTestId('order-1005');
  await expect(card.getByRole('link', { name: 'Оплатить' })).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText('Ожидает оплаты');
});

test('a phone clock 1 day behind: the countdown shows the minutes the server gives', async ({
  page,
  context,
}) => {
  await isolated.server.signIn(context, ANNA);
  await page.clock.install({ time: Date.now() - DAY_MS });
  await page.goto(`${isolated.server.origin()}/payment/1003`);
  await expect(page.getByRole('heading', { name: 'Оплата заказа №1003' })).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveText(/^(0\d|1[0-5]):\d\d$/);
});

test.describe('a phone in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the deadline and the saved time read in New York time; the event time is Minsk time, labelled', async ({
    page,
    context,
  }) => {
    const token = await isolated.server.signIn(context, ANNA);
    const deadline = await deadlineOf(context, token, 1005);
    await page.setViewportSize(PHONE);
    await page.goto(`${isolated.server.origin()}/tickets/actual`);
    const card = page.getByTestId('order-1005');
    await expect(card.getByText(/^Оплатите до /)).toContainText(
      `, ${clockIn('America/New_York', deadline * 1000)}`,
    );
    // The event is at the venue: Minsk time, and the card says so.
    await expect(orderCardMeta(card).first()).toContainText('(UTC+3)');

    const line = page.getByTestId('last-synced');
    await expect(line).toHaveAttribute('data-state', 'saved');
    const shown = /(\d\d:\d\d)$/.exec((await line.textContent()) ?? '')?.[1];
    const now = Date.now();
    expect([-60_000, 0, 60_000].map((d) => clockIn('America/New_York', now + d))).toContain(shown);
    // The page is long: the first screen (the saved line) and the card itself.
    await page.screenshot({ path: 'test-results/screenshots/orders-new-york-top-phone.png' });
    await card.screenshot({ path: 'test-results/screenshots/orders-new-york-card-phone.png' });
  });
});
