// What a customer does with orders (spec §4, §7, §8), in order, on the isolated server (its own demo
// database: returning to points changes Anna's balance, which other journeys check).
import { readFileSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { withIsolatedServer } from './isolated-server.ts';
import { goOffline, goOnline } from './network.ts';
import { ANNA, DESKTOP, PHONE, signInByCookie, snap } from './support.ts';
import { watchPageAddresses } from './token-addresses.ts';

// A private server seeded when this file starts: the journeys change Anna's orders and balance, and the
// bookings' pay deadlines (15 and 20 minutes after seeding, docs/demo-data.md) must not run out during
// a long test run. withIsolatedServer runs the file's tests in order.
const run = withIsolatedServer();
let home = '';
test.beforeAll(() => {
  home = run.server.origin();
});
const card = (page: Page, id: number) => page.getByTestId(`order-${id}`);

/** Anna's bearer token of the running test: the server's state is read with it. */
let token = '';

test.beforeEach(async ({ context, page }) => {
  token = await signInByCookie(context, ANNA, 'localhost', run.server.port);
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
});

type ServerTicket = { id: number; returned_at: number | null };
type ServerTrain = { id: number; returnedAt: number | null; remoteCheckIn: number | boolean };
type ServerOrder = {
  status: number;
  tickets: ServerTicket[];
  trains: ServerTrain[];
  options: { remoteCheckIn: number | boolean; receiptReturn: number | boolean };
};

/** The order as the server holds it now (not as the page shows it). */
const onServer = async (page: Page, id: number): Promise<ServerOrder> => {
  const res = await page.request.get(`${home}/api/v3/users/me/orders/${id}?lang=en`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as ServerOrder;
};

/** The profile's downloadToken (spec §6: documents carry it as `t`). */
const downloadToken = async (page: Page): Promise<string> => {
  const res = await page.request.get(`${home}/api/v2/users/me`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { downloadToken: string }).downloadToken;
};

/** A dialog is modal: the viewport shows it as the customer sees it. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/${name}.png`, animations: 'disabled' });

test('dialogs at phone and desktop size (nothing is confirmed)', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(`${home}/tickets/actual`);
    const dialog = page.getByRole('dialog');

    // Return of the whole order 1014: sum and terms → confirmation → method.
    await card(page, 1014).getByRole('button', { name: 'Return order' }).click();
    await expect(dialog.getByTestId('refund-sum')).toHaveText(/^80\.00\s/);
    await shot(page, `dialog-return-1-terms-${label}`);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await shot(page, `dialog-return-2-confirm-${label}`);
    await dialog.getByRole('button', { name: 'Yes, return' }).click();
    await dialog.getByRole('radio', { name: /From the organizer/ }).check();
    await expect(dialog.getByTestId('organizer-contacts')).toBeVisible();
    await shot(page, `dialog-return-3-method-${label}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await card(page, 1005).getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog.getByRole('heading', { name: 'Cancel order № 1005?' })).toBeVisible();
    await shot(page, `dialog-cancel-${label}`);
    await dialog.getByRole('button', { name: 'Keep' }).click();

    await card(page, 1007).getByRole('button', { name: 'Electronic registration', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'Electronic registration' })).toBeVisible();
    await shot(page, `dialog-checkin-${label}`);
    await dialog.getByRole('button', { name: 'Back' }).click();

    await page.getByRole('button', { name: 'Link a ticket' }).first().click();
    await expect(dialog.getByLabel('Ticket number')).toBeFocused();
    await dialog.getByLabel('Ticket number').fill('NOPE-1');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('No ticket with this number was found.');
    await shot(page, `dialog-assign-error-${label}`);
    await page.keyboard.press('Escape');

    await card(page, 1009).getByTestId('item-100902').getByRole('button', { name: 'Info' }).click();
    await expect(dialog.getByTestId('item-expired')).toHaveText('Your subscription has expired');
    await shot(page, `dialog-item-expired-${label}`);
    await page.keyboard.press('Escape');
  }
});

test('return one ticket of 1001 to points: the ticket is struck through and the balance grows', async ({
  page,
}) => {
  await page.goto(`${home}/tickets/actual`);
  await expect(page.getByTestId('balance-counter')).toContainText('1,250');
  const order = card(page, 1001);
  const ticket = order.getByTestId('ticket-100101');
  await ticket.getByRole('button', { name: 'Return ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return the ticket' });
  // Spec §9 "90 in one view": the ticket going back, on its own, its QR at 90.
  const one = dialog.getByTestId('ticket-one-view');
  await expect(one).toContainText('Swan Lake');
  await expect(one).toContainText('Row 7 · Place 12');
  await expect(one.getByRole('img', { name: /QR code of ticket \d{12}/ })).toHaveAttribute('width', '90');
  expect(await one.getByRole('img').evaluate((img) => getComputedStyle(img).width)).toBe('90px');
  await expect(dialog.getByTestId('refund-sum')).toHaveText(/^45\.00\s/);
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Yes, return' }).click();
  await dialog.getByRole('radio', { name: 'To my points balance: 450 points' }).check();
  await dialog.getByRole('button', { name: /^Return 45\.00/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The ticket has been returned')).toBeVisible();
  await expect(ticket.getByText('Returned', { exact: true })).toBeVisible();
  await expect(ticket.getByRole('img')).toHaveCount(0);
  await expect(ticket.getByRole('button', { name: 'Return ticket' })).toHaveCount(0);
  await expect(
    order.getByTestId('ticket-100102').getByRole('button', { name: 'Return ticket' }),
  ).toBeVisible();
  await expect(page.getByTestId('balance-counter')).toContainText('1,700');
});

test('cancel one ticket of booking 1003: it disappears and the order stays', async ({ page }) => {
  await page.goto(`${home}/tickets/booked`);
  const order = card(page, 1003);
  await expect(order.getByTestId(/^ticket-/)).toHaveCount(2);
  await order.getByTestId('ticket-100301').getByRole('button', { name: 'Cancel ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this ticket?' });
  await dialog.getByRole('button', { name: 'Cancel ticket' }).click();
  await expect(dialog).toBeHidden();
  await expect(order.getByTestId('ticket-100301')).toHaveCount(0);
  await expect(order.getByTestId(/^ticket-/)).toHaveCount(1);
  await expect(order.getByTestId('order-total')).toHaveText(/^31\.50\s/);
});

test('e-register ticket 2 of train 1007', async ({ page }) => {
  await page.goto(`${home}/tickets/actual`);
  const ticket = card(page, 1007).getByTestId('train-ticket-100702');
  await expect(ticket).toContainText('Electronic registration: not done');
  await ticket.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Electronic registration' });
  await expect(dialog).toContainText('ИВАНОВ ПАВЕЛ ОЛЕГОВИЧ');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
  await expect(ticket).toContainText('Electronic registration: done');
  // Both tickets registered: the order offers removal now.
  await expect(
    card(page, 1007).getByRole('button', { name: 'Cancel electronic registration' }),
  ).toBeVisible();
});

test('item info of 1009: visits and end date of the valid item', async ({ page }) => {
  await page.goto(`${home}/tickets/actual`);
  await card(page, 1009).getByTestId('item-100901').getByRole('button', { name: 'Info' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('item-visits')).toHaveText('3 of 8');
  await expect(dialog.getByTestId('item-expired')).toHaveCount(0);
  await shot(page, 'dialog-item-info');
});

test('assign EXT-12345: order 1041 appears as a linked order without prices', async ({ page }) => {
  await page.goto(`${home}/tickets/actual`);
  await page.getByRole('button', { name: 'Link a ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link a ticket' });
  await dialog.getByLabel('Ticket number').fill('EXT-12345');
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog).toBeHidden();
  const linked = card(page, 1041);
  await expect(linked.getByText('Linked', { exact: true })).toBeVisible();
  await expect(linked.getByRole('img', { name: /QR code of ticket \d{12}/ })).toBeVisible();
  await expect(linked.getByTestId('order-total')).toHaveCount(0);
});

/**
 * What a document button does: the file it saves (a print: the tab it shows it in), and the address the
 * file was fetched from. No page of the journey is ever at an address carrying the token.
 */
const takes = async (
  page: Page,
  context: BrowserContext,
  path: string,
  click: () => Promise<void>,
): Promise<{ fetched: URL; saved: string; bytes: Buffer }> => {
  const addresses = watchPageAddresses(context);
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === path);
  const download = page.waitForEvent('download');
  await click();
  const fetched = new URL((await request).url());
  const file = await download;
  const bytes = readFileSync(await file.path());
  addresses.expectNone();
  expect(context.pages()).toHaveLength(1);
  return { fetched, saved: file.suggestedFilename(), bytes };
};

// Spec §7 documents: the address of each (path, t = downloadToken, returned, the app's language: the
// platform writes it in that language), fetched by the page and saved as a file under its own name.
test.describe('documents are fetched and saved as files', () => {
  const cases: [string, (page: Page) => Promise<void>, string, string, Record<string, string>][] = [
    [
      'download: v2 orders/{id}/download',
      (page) => card(page, 1014).getByRole('button', { name: 'Download' }).click(),
      '/api/v2/users/me/orders/1014/download',
      'tickets-1014.pdf',
      {},
    ],
    [
      'receipt: v2 orders/{id}/receipt',
      (page) => card(page, 1014).getByRole('button', { name: 'Receipt', exact: true }).click(),
      '/api/v2/users/me/orders/1014/receipt',
      'receipt-1014.pdf',
      {},
    ],
    [
      'return receipt: v3 order/{id}/receipt with returned=1 (1001 had a ticket returned)',
      (page) => card(page, 1001).getByRole('button', { name: 'Return receipt' }).click(),
      '/api/v3/order/1001/receipt',
      'return-receipt-1001.pdf',
      { returned: '1' },
    ],
    [
      'train e-ticket: v3 order/{id}/trains/{ticket}/pdf',
      (page) =>
        card(page, 1007)
          .getByTestId('train-ticket-100701')
          .getByRole('button', { name: /^E-ticket/ })
          .click(),
      '/api/v3/order/1007/trains/100701/pdf',
      'e-ticket-100701.pdf',
      {},
    ],
    [
      'train receipt: v3 order/{id}/trains/{ticket}/receipt',
      (page) => card(page, 1007).getByRole('button', { name: 'Receipt, place 12' }).click(),
      '/api/v3/order/1007/trains/100701/receipt',
      'receipt-100701.pdf',
      {},
    ],
  ];
  for (const [name, click, path, fileName, extra] of cases) {
    test(name, async ({ page, context }) => {
      const t = await downloadToken(page);
      expect(t).toMatch(/^[0-9a-f]{32}$/);
      await page.goto(`${home}/tickets/actual`);
      const { fetched, saved, bytes } = await takes(page, context, path, () => click(page));
      expect(Object.fromEntries(fetched.searchParams)).toEqual({ t, ...extra, lang: 'en' });
      expect(saved).toBe(fileName);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    });
  }
});

test('print shows the tickets in a new tab at a blob: address, never at one with the token', async ({
  page,
  context,
}) => {
  const addresses = watchPageAddresses(context);
  await page.goto(`${home}/tickets/actual`);
  const request = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/v2/users/me/orders/1014/print',
  );
  const popup = context.waitForEvent('page');
  await card(page, 1014).getByRole('button', { name: 'Print' }).click();
  const tab = await popup;
  expect(new URL((await request).url()).searchParams.get('t')).toBe(await downloadToken(page));
  await expect.poll(() => tab.url()).toMatch(/^blob:http:\/\/localhost:\d+\//);
  addresses.expectNone();
  await tab.close();
});

test('a download tapped before the profile has come is saved once it has', async ({ page, context }) => {
  // On the actual tab the profile (the download token) is asked for after the first screen: held back
  // here, so the tap surely comes first.
  await page.route(
    (u) => u.pathname === '/api/v2/users/me',
    async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    },
  );
  await page.goto(`${home}/tickets/actual`);
  const path = '/api/v2/users/me/orders/1014/download';
  const { fetched, saved } = await takes(page, context, path, () =>
    card(page, 1014).getByRole('button', { name: 'Download' }).click(),
  );
  expect(fetched.searchParams.get('t')).toBe(await downloadToken(page));
  expect(saved).toBe('tickets-1014.pdf');
});

test("a document that cannot be had says why: the platform's refusal, or no answer", async ({ page }) => {
  await page.goto(`${home}/tickets/actual`);
  await page.route('**/api/v2/users/me/orders/1014/download?**', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      json: { message: 'Refused.', errors: ['The order must be paid first.'] },
    }),
  );
  await card(page, 1014).getByRole('button', { name: 'Download' }).click();
  await expect(page.getByText('The order must be paid first.')).toBeVisible();
  await page.unroute('**/api/v2/users/me/orders/1014/download?**');
  await page.route('**/api/v2/users/me/orders/1014/receipt?**', (route) => route.abort());
  await card(page, 1014).getByRole('button', { name: 'Receipt', exact: true }).click();
  await expect(
    page.getByText('The document could not be downloaded. Check the connection and try again.'),
  ).toBeVisible();
});

test('whole-order e-registration: cancelled for both passengers of 1007, then registered again', async ({
  page,
}) => {
  await page.goto(`${home}/tickets/actual`);
  const order = card(page, 1007);
  const dialog = page.getByRole('dialog', { name: 'Electronic registration' });
  const sent: { url: string; body: string | null }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT') sent.push({ url: r.url(), body: r.postData() });
  });

  await order.getByRole('button', { name: 'Cancel electronic registration' }).click();
  await dialog.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(dialog).toBeHidden();
  await expect(order.getByRole('button', { name: 'Electronic registration', exact: true })).toBeVisible();
  let server = await onServer(page, 1007);
  expect(Boolean(server.options.remoteCheckIn)).toBe(false);
  expect(server.trains.map((t) => Boolean(t.remoteCheckIn))).toEqual([false, false]);

  await order.getByRole('button', { name: 'Electronic registration', exact: true }).click();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
  await expect(order.getByRole('button', { name: 'Cancel electronic registration' })).toBeVisible();
  server = await onServer(page, 1007);
  expect(Boolean(server.options.remoteCheckIn)).toBe(true);
  expect(server.trains.map((t) => Boolean(t.remoteCheckIn))).toEqual([true, true]);

  const url = `${home}/api/v3/integration/train/order/1007/remote-checkin`;
  expect(sent).toEqual([
    { url, body: JSON.stringify({ status: 0 }) },
    { url, body: JSON.stringify({ status: 1 }) },
  ]);
});

/** Opens the return popup of 1002's returnable ticket and goes to the refund method step. */
const toRefundMethod = async (page: Page) => {
  await page.goto(`${home}/tickets/actual`);
  await card(page, 1002).getByRole('button', { name: 'Return ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return the ticket' });
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Yes, return' }).click();
  return dialog;
};

test('§8 a card refund that fails: write to support with the order number; nothing is returned', async ({
  page,
}) => {
  const dialog = await toRefundMethod(page);
  const deletes: string[] = [];
  await page.route('**/api/v3/users/me/orders/1002/tickets/*', (route) => {
    deletes.push(route.request().url());
    return route.fulfill({ status: 500, json: { message: 'Server Error', errors: [] } });
  });
  await dialog.getByRole('radio', { name: /To the bank card/ }).check();
  await dialog.getByRole('button', { name: /^Return / }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The refund to the card did not go through. Please write to support@kvitok.by and quote order № 1002.',
  );
  expect(deletes).toEqual([`${home}/api/v3/users/me/orders/1002/tickets/100203?type=card`]);
  const server = await onServer(page, 1002);
  expect(server.tickets.find((t) => t.id === 100203)?.returned_at).toBeNull();
});

test('§8 a refused return shows the first entry of errors and clears the loading state', async ({ page }) => {
  const dialog = await toRefundMethod(page);
  // Meanwhile the ticket goes back another way (another device): the server refuses this return.
  const other = await page.request.delete(`${home}/api/v3/users/me/orders/1002/tickets/100203?type=card`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(other.status()).toBe(200);
  await dialog.getByRole('radio', { name: /To my points balance/ }).check();
  const submit = dialog.getByRole('button', { name: /^Return / });
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('This ticket has already been returned.');
  await expect(submit).toBeEnabled();
  // Returned once, by the other way; no points were credited for it.
  const server = await onServer(page, 1002);
  expect(server.tickets.find((t) => t.id === 100203)?.returned_at).not.toBeNull();
  await expect(page.getByTestId('balance-counter')).toContainText('1,700');
});

test('whole-order return of 1015 to the card: the server returns every ticket of it', async ({ page }) => {
  await page.goto(`${home}/tickets/actual`);
  const order = card(page, 1015);
  await order.getByRole('button', { name: 'Return order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return order № 1015' });
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Yes, return' }).click();
  await dialog.getByRole('radio', { name: /To the bank card/ }).check();
  const request = page.waitForRequest((r) => r.method() === 'DELETE');
  await dialog.getByRole('button', { name: /^Return / }).click();
  expect((await request).url()).toBe(`${home}/api/v3/users/me/orders/1015?type=card`);
  await expect(dialog).toBeHidden();
  // The card reads Returned until the sync that follows the action brings the actual tab from the
  // server, where a returned order is over (it moves to the used tab) and leaves this list.
  await expect
    .poll(async () =>
      (await order.count()) === 0
        ? 'gone'
        : await order
            .getByTestId('order-status')
            .innerText({ timeout: 1000 })
            .catch(() => 'gone'),
    )
    .toMatch(/^(gone|Returned)$/);
  const server = await onServer(page, 1015);
  expect(server.status).toBe(2);
  expect(server.tickets.length).toBeGreaterThan(0);
  expect(server.tickets.every((t) => t.returned_at !== null)).toBe(true);
  expect(Boolean(server.options.receiptReturn)).toBe(true);
  // Over now: the used tab lists it.
  await page.goto(`${home}/tickets/used`);
  await expect(card(page, 1015)).toBeVisible();
});

test('offline: cancel, return, assign and registration are disabled and say why', async ({
  page,
  context,
}) => {
  await page.goto(`${home}/tickets/actual`);
  await expect(card(page, 1001)).toBeVisible();
  await goOffline(context);
  await expect(page.getByText(/You are offline/)).toBeVisible();
  // 1001's second ticket (1002's last returnable one went back in the tests above).
  await expect(card(page, 1001).getByRole('button', { name: 'Return ticket' })).toBeDisabled();
  await expect(card(page, 1005).getByRole('button', { name: 'Cancel order' })).toBeDisabled();
  await expect(
    card(page, 1007).getByRole('button', { name: 'Cancel electronic registration' }),
  ).toBeDisabled();
  await page.getByRole('button', { name: 'Link a ticket' }).click();
  await expect(page.getByRole('dialog').getByText('Linking a ticket needs a connection.')).toBeVisible();
  await snap(page, 'orders-offline');
  await goOnline(context);
});

test('the return confirmation names the refund without a double full stop (issue 20 point 11)', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'ru'));
  await page.setViewportSize(PHONE);
  await page.goto(`${home}/tickets/actual`);
  const dialog = page.getByRole('dialog');
  await card(page, 1014).getByRole('button', { name: 'Вернуть заказ' }).click();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await expect(dialog.getByTestId('confirm-refund')).toHaveText('Будет возвращено: 80,00 р.');
  await expect(dialog).not.toContainText('..');
  await shot(page, 'dialog-return-2-confirm-ru-phone');
  await page.keyboard.press('Escape');
});
