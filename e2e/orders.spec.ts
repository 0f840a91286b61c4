// The order list: tabs, paging, and a card of every kind (spec §2 tickets and order cards, §4 states).
import { expect, type Page, test } from '@playwright/test';
import { withIsolatedServer } from './isolated-server.ts';
import { orderCardActions, orderCards } from './models/orderCard.ts';
import { signInDialog } from './models/signInDialog.ts';
import { ANNA, type BrandHost, DESKTOP, NINO, PHONE, signInByCookie, snap } from './support.ts';

// A private server seeded when this file starts: the tabs depend on the bookings' pay deadlines (15 and
// 20 minutes after seeding, docs/demo-data.md), which a shared server of a long run has passed.
const run = withIsolatedServer();
const origin = (host?: BrandHost) => run.server.origin(host);

test.beforeEach(async ({ context, page }) => {
  await signInByCookie(context, ANNA, 'localhost', run.server.port);
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
});

const card = (page: Page, id: number) => page.getByTestId(`order-${id}`);

test('/ and /tickets open the actual tab; the tabs list their orders', async ({ page }) => {
  await page.goto(origin());
  await expect(page).toHaveURL(/\/tickets\/actual$/);
  await expect(page.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Actual' })).toHaveAttribute('aria-current', 'page');
  await expect(card(page, 1001)).toBeVisible();
  await expect(card(page, 1003)).toHaveCount(0);

  await page.getByRole('link', { name: 'Booked' }).click();
  await expect(page).toHaveURL(/\/tickets\/booked$/);
  await expect(card(page, 1003).getByTestId('order-status')).toHaveText('Booked');
  // The lines say what they are and add up: 2 × 30.00 + fee 3.00 = 63.00.
  const booking = card(page, 1003);
  await expect(booking.getByTestId('ticket-100301')).toContainText('30.00');
  await expect(booking.getByTestId('totals-cost')).toContainText('60.00');
  await expect(booking.getByTestId('totals-fee')).toContainText('3.00');
  await expect(booking.getByTestId('order-total')).toHaveText(/^63\.00\s/);
  await expect(
    page.locator('[data-testid^="order-"]').filter({ has: page.getByTestId('order-status') }),
  ).toHaveCount(1);
});

test('used: 25 past orders and the expired and returned ones, load more fetches the second page and then disappears', async ({
  page,
}) => {
  await page.goto(`${origin()}/tickets/used`);
  const cards = orderCards(page);
  await expect(cards).toHaveCount(20);
  // Latest first by when each was over: expired two days ago, returned three days ago, then past events.
  await expect(cards.nth(0).getByTestId('order-status')).toHaveText('Expired');
  await expect(cards.nth(1).getByTestId('order-status')).toHaveText('Returned');
  await expect(cards.nth(2).getByTestId('order-status')).toHaveText('Used');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(27);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('§4 a failed load more adds no page, says so, and the next try asks for the same page', async ({
  page,
}) => {
  const asked: string[] = [];
  let refuse = true;
  await page.route(/\/api\/v3\/users\/me\/orders\?.*page=2/, (route) => {
    asked.push(new URL(route.request().url()).searchParams.get('page') ?? '');
    return refuse
      ? route.fulfill({ status: 500, json: { message: 'Server Error', errors: [] } })
      : route.continue();
  });
  await page.goto(`${origin()}/tickets/used`);
  const cards = orderCards(page);
  await expect(cards).toHaveCount(20);
  const more = page.getByRole('button', { name: 'Load more' });
  await more.click();
  // The query client tries three times (a passing hiccup), then the customer is told.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Could not load the data. Please try again.' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(cards).toHaveCount(20);
  await expect(more).toBeEnabled();
  expect(asked.length).toBeGreaterThan(0);
  refuse = false;
  await more.click();
  await expect(cards).toHaveCount(27);
  await expect(more).toHaveCount(0);
  expect(new Set(asked)).toEqual(new Set(['2']));
});

test('a card of each kind shows what the spec says', async ({ page }) => {
  await page.goto(`${origin()}/tickets/actual`);
  // Event tickets with QR, returnable; download allowed.
  const swan = card(page, 1001);
  await expect(swan.getByRole('heading', { name: 'Swan Lake' })).toBeVisible();
  await expect(swan.getByTestId('order-status')).toHaveText('Paid');
  await expect(swan.getByRole('img', { name: /QR code of ticket \d{12}/ })).toHaveCount(2);
  await expect(swan.getByRole('button', { name: 'Return ticket' })).toHaveCount(2);
  await expect(swan.getByRole('button', { name: 'Download' })).toBeVisible();
  await expect(swan.getByTestId('order-total')).toHaveText(/^90\.00\s/);

  // 1002: one returned (struck, no QR), one printed (not returnable), one returnable.
  const rock = card(page, 1002);
  await expect(rock.getByText('Returned', { exact: true })).toBeVisible();
  await expect(rock.getByRole('img', { name: /QR code of ticket/ })).toHaveCount(2);
  await expect(rock.getByRole('button', { name: 'Return ticket' })).toHaveCount(1);

  // 1004 awaiting confirmation: one tag (its status chip; a second "Awaiting" chip said it twice), no footer.
  const jazz = card(page, 1004);
  await expect(jazz.getByTestId('order-status')).toHaveText('Awaiting confirmation');
  await expect(jazz.getByText(/^Awaiting/)).toHaveCount(1);
  await expect(orderCardActions(jazz)).toBeHidden();

  // 1005 waiting: pay link to /payment/1005 and cancel.
  const comedy = card(page, 1005);
  await expect(comedy.getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/payment/1005');
  await expect(comedy.getByRole('button', { name: 'Cancel order' })).toBeVisible();

  // 1006 status 3: message, no operations.
  const pending = card(page, 1006);
  await expect(pending.getByTestId('order-status')).toHaveText('Return pending');
  await expect(pending.getByText(/return of this order is being processed/)).toBeVisible();
  // Only the show/hide toggle (the QRs are buttons too: they open gate mode).
  await expect(pending.getByRole('button').filter({ hasNot: page.getByRole('img') })).toHaveCount(1);

  // 1007 train: route, passengers, e-registration per ticket and for the order.
  const train = card(page, 1007);
  await expect(train.getByRole('heading', { name: /→/ })).toBeVisible();
  await expect(train.getByText('Train 701Б', { exact: false })).toBeVisible();
  await expect(train.getByTestId('train-ticket-100701')).toContainText('Electronic registration: done');
  await expect(train.getByTestId('train-ticket-100702')).toContainText('Electronic registration: not done');
  await expect(train.getByRole('img', { name: /QR code of train ticket/ }).first()).toHaveAttribute(
    'width',
    '80',
  );

  // 1008 transfer.
  const transfer = card(page, 1008);
  await expect(transfer.getByRole('heading', { name: 'Minsk National Airport → Hotel Minsk' })).toBeVisible();
  await expect(transfer.getByText('Sedan', { exact: true })).toBeVisible();
  await expect(transfer.getByText('Comfort', { exact: true })).toBeVisible();
  // Where from reads on one line on a desktop, as high as where to: a place spans two columns of the
  // facts (it took three lines in one).
  const heightOf = (text: RegExp) =>
    transfer
      .getByRole('definition')
      .filter({ hasText: text })
      .evaluate((el) => el.getBoundingClientRect().height);
  expect(await heightOf(/^Minsk National Airport$/)).toBe(await heightOf(/^Hotel Minsk$/));
  await expect(transfer.getByRole('img', { name: /QR code of transfer TR\d{8}/ })).toHaveAttribute(
    'width',
    '80',
  );

  // 1009 items.
  const items = card(page, 1009);
  await expect(items.getByRole('img', { name: /QR code of item/ })).toHaveCount(2);
  await expect(items.getByRole('button', { name: 'Info' })).toHaveCount(2);
  await expect(items.getByRole('button', { name: 'Return order' })).toHaveCount(0);

  // 1010 external: linked, no prices, no download/pay/return.
  const external = card(page, 1010);
  await expect(external.getByText('Linked', { exact: true })).toBeVisible();
  await expect(external.getByTestId('order-total')).toHaveCount(0);
  await expect(external.getByRole('button', { name: /Download|Return/ })).toHaveCount(0);

  // 1014: service and coupon, discount.
  const giselle = card(page, 1014);
  await expect(giselle.getByTestId(/^service-/)).toBeVisible();
  await expect(giselle.getByTestId(/^coupon-/)).toContainText('BALLET5');
  await expect(giselle.getByText('Discount', { exact: true }).first()).toBeVisible();

  // 1015 infokiosk: no download.
  await expect(card(page, 1015).getByRole('button', { name: 'Download' })).toHaveCount(0);
  // 1012 expired and 1011 returned are over: not on the actual tab but on the used one.
  await expect(card(page, 1012)).toHaveCount(0);
  await expect(card(page, 1011)).toHaveCount(0);
  await page.getByRole('link', { name: 'Used' }).click();
  await expect(card(page, 1012).getByTestId('order-status')).toHaveText('Expired');
  await expect(card(page, 1011).getByTestId('order-status')).toHaveText('Returned');
});

test('§8 texts: "Order must be paid" where an unpaid order\'s QR will be; "Ticket is not valid" for a rejected number', async ({
  page,
}) => {
  await page.goto(`${origin()}/tickets/actual`);
  // 1005 waits for payment: its ticket has no QR yet, and says why.
  await expect(card(page, 1005).getByTestId('awaits-payment')).toHaveText('Order must be paid');
  // Paid, awaiting confirmation (not a payment matter) and expired orders say nothing of the kind.
  for (const id of [1001, 1004, 1012])
    await expect(card(page, id).getByTestId('awaits-payment')).toHaveCount(0);

  // The platform rejects a ticket number without naming why: the spec's "Ticket is not valid".
  const sent: string[] = [];
  await page.route('**/api/v2/users/me/assign/ticket', (route) => {
    sent.push(route.request().postData() ?? '');
    return route.fulfill({ status: 400, json: { message: '', errors: [] } });
  });
  await page.getByRole('button', { name: 'Link a ticket' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Link a ticket' });
  await dialog.getByLabel('Ticket number').fill('EXT-00000');
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Ticket is not valid');
  expect(sent).toEqual([JSON.stringify({ code: 'EXT-00000' })]);
  await page.keyboard.press('Escape');

  // In Russian too, on the booking's two tickets.
  await page.getByLabel('Language').selectOption('ru');
  await page.getByRole('link', { name: 'Забронированные' }).click();
  await expect(card(page, 1003).getByTestId('awaits-payment')).toHaveText([
    'Заказ должен быть оплачен',
    'Заказ должен быть оплачен',
  ]);
});

test('§9 a ticket QR on orders is 130 px on desktop and 100 px on phones', async ({ page }) => {
  const qr = () =>
    card(page, 1001)
      .getByRole('img', { name: /QR code of ticket/ })
      .first();
  const size = () => qr().evaluate((img) => `${getComputedStyle(img).width}×${getComputedStyle(img).height}`);
  await page.setViewportSize(DESKTOP);
  await page.goto(`${origin()}/tickets/actual`);
  await expect(qr()).toBeVisible();
  expect(await size()).toBe('130px×130px');
  await page.setViewportSize(PHONE);
  await expect.poll(size).toBe('100px×100px');
});

test('past its pay deadline an order reads Expired, and its payment page says so (issue 20)', async ({
  page,
}) => {
  // 21 minutes after the seed on the server's clock (the Date of every answer: the app counts deadlines on
  // the server's time) and on the device's: the deadlines of 1005 and 1013 (+20 and +15 min) are over.
  const later = Date.now() + 21 * 60 * 1000;
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), date: new Date(later).toUTCString() },
      });
    },
  );
  await page.clock.install({ time: later });
  await page.setViewportSize(PHONE);
  await page.goto(`${origin()}/tickets/actual`);
  const free = card(page, 1013);
  await expect(free.getByTestId('order-status')).toHaveText('Expired');
  await expect(free.getByRole('link', { name: /Pay|Get/ })).toHaveCount(0);
  await expect(free.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  // It can no longer be paid: no "Order must be paid" where the QR would have been.
  await expect(free.getByTestId('awaits-payment')).toHaveCount(0);
  await expect(card(page, 1005).getByTestId('order-status')).toHaveText('Expired');
  await free.screenshot({ path: 'test-results/screenshots/order-expired-phone.png' });

  await page.goto(`${origin()}/payment/1013`);
  await expect(page.getByRole('heading', { name: 'The time to pay for this order is over' })).toBeVisible();
  await expect(page.getByText('The order has expired')).toBeVisible();
  await expect(page).toHaveURL(/\/payment\/1013$/);
  await snap(page, 'payment-expired-phone');
  // A refetch still going through the clock's route when the test ends must not fail the next test.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('screenshots of every card kind at phone and desktop size', async ({ page }) => {
  // Twenty element screenshots and four full pages: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(`${origin()}/tickets/actual`);
    await expect(card(page, 1001)).toBeVisible();
    // The sticky header would cover the top of element screenshots; CSSOM changes pass the CSP.
    await page.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement>('header.header, .top-nav'))
        el.style.position = 'static';
    });
    for (const [id, kind] of [
      [1001, 'event'],
      [1002, 'event-returned'],
      [1004, 'awaiting'],
      [1005, 'waiting'],
      [1006, 'return-pending'],
      [1007, 'train'],
      [1008, 'transfer'],
      [1009, 'items'],
      [1010, 'external'],
      [1014, 'services-coupons'],
    ] as const) {
      await card(page, id).screenshot({ path: `test-results/screenshots/order-${kind}-${label}.png` });
    }
    await snap(page, `orders-actual-${label}`);
    await page.goto(`${origin()}/tickets/booked`);
    await expect(card(page, 1003)).toBeVisible();
    await card(page, 1003).screenshot({ path: `test-results/screenshots/order-booked-${label}.png` });
    await snap(page, `orders-booked-${label}`);
  }
});

test('Russian is the default: status chips are translated', async ({ page }) => {
  await page.addInitScript(() => localStorage.removeItem('cabinet.lang'));
  await page.goto(`${origin()}/tickets/actual`);
  await expect(card(page, 1001).getByTestId('order-status')).toHaveText('Оплачен');
});

test('empty tab: buttons to the afisha and video packages (Nino has no bookings)', async ({
  context,
  page,
}) => {
  await context.clearCookies();
  await signInByCookie(context, NINO, 'ge.localhost', run.server.port);
  await page.goto(`${origin('ge.localhost')}/tickets/booked`);
  const empty = page.getByTestId('orders-empty');
  await expect(empty.getByRole('heading', { name: 'No orders here yet' })).toBeVisible();
  await expect(empty.getByRole('link', { name: 'Go to the afisha' })).toHaveAttribute(
    'href',
    /bileti\.ge|site\.localhost/,
  );
  await expect(empty.getByRole('link', { name: 'Video packages' })).toHaveAttribute('href', '/videos');
  await page.setViewportSize(PHONE);
  await snap(page, 'orders-empty-phone');
  await page.getByRole('link', { name: 'Actual' }).click();
  await expect(orderCards(page)).toHaveCount(2);
  await expect(page.getByTestId('order-total').first()).toContainText('GEL');
});

test('arena: a logout button on the tickets screen', async ({ context, page }) => {
  await context.clearCookies();
  await signInByCookie(context, ANNA, 'arena.localhost', run.server.port);
  await page.goto(`${origin('arena.localhost')}/tickets/actual`);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === 'token' && c.value !== ''))
    .toBe(false);
  // The sign-out ends with a reload (lib/session/session.ts): the test ends once it has landed, not while
  // the device's data is being wiped (closing the context then hung past the timeout once in a clean run).
  await expect(signInDialog(page)).toBeVisible();
});

test('prolonging an item opens the sale widget over the cabinet', async ({ page }) => {
  await page.goto(`${origin()}/tickets/actual`);
  const item = card(page, 1009).getByTestId('item-100901');
  await item.getByRole('button', { name: 'Prolong' }).click();
  const widget = page.getByRole('dialog', { name: 'Ticket sale' });
  await expect(widget).toBeVisible();
  await expect(widget.locator('iframe')).toHaveAttribute('src', /\/item\?oid=1009&iid=\d+&lang=en$/);
  await page.keyboard.press('Escape');
  await expect(widget).toBeHidden();
});

/** The viewport as the customer sees it (a modal dialog over the page). */
const viewportShot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/${name}.png`, animations: 'disabled' });

test('in Russian, what the server says is Russian: return terms, link-ticket error; transfer words too', async ({
  page,
}) => {
  // The terms checkbox and the link-ticket error came in English into the Russian interface.
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'ru'));
  await page.setViewportSize(PHONE);
  await page.goto(`${origin()}/tickets/actual`);
  const transfer = card(page, 1008);
  await expect(transfer.getByText('Седан', { exact: true })).toBeVisible();
  await expect(transfer.getByText('Комфорт', { exact: true })).toBeVisible();
  await transfer.getByText('Седан', { exact: true }).scrollIntoViewIfNeeded();
  await viewportShot(page, 'transfer-words-ru-phone');

  await card(page, 1001).getByRole('button', { name: 'Вернуть заказ' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox')).toBeVisible();
  await expect(dialog).toContainText('Я ознакомлен(а) с правилами возврата');
  await expect(dialog).not.toContainText('I have read');
  await viewportShot(page, 'return-terms-ru-phone');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Привязать билет' }).first().click();
  await dialog.getByLabel('Номер билета').fill('NOPE-1');
  await dialog.getByRole('button', { name: 'Привязать' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Билет с таким номером не найден.');
  await viewportShot(page, 'link-ticket-error-ru-phone');
});
