// What a customer does with orders (spec §4, §7, §8), in order, on the isolated server (its own demo
// database: returning to points changes Anna's balance, which other journeys check).
import { expect, type Page, test } from '@playwright/test';
import { ANNA, DESKTOP, isolatedPort, origin, PHONE, signInByCookie, snap } from './support.ts';

test.describe.configure({ mode: 'serial' });

const home = origin('localhost', isolatedPort);
const card = (page: Page, id: number) => page.getByTestId(`order-${id}`);

test.beforeEach(async ({ context, page }) => {
  await signInByCookie(context, ANNA, 'localhost', isolatedPort);
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
});

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
    await expect(dialog.getByTestId('refund-sum')).toHaveText(/^80,00 /);
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
  await expect(page.getByTestId('balance-counter')).toContainText('1 250');
  const order = card(page, 1001);
  const ticket = order.getByTestId('ticket-100101');
  await ticket.getByRole('button', { name: 'Return ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return the ticket' });
  await expect(dialog.getByTestId('refund-sum')).toHaveText(/^45,00 /);
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Yes, return' }).click();
  await dialog.getByRole('radio', { name: 'To my points balance: 450 points' }).check();
  await dialog.getByRole('button', { name: /^Return 45,00/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The ticket has been returned')).toBeVisible();
  await expect(ticket.getByText('Returned', { exact: true })).toBeVisible();
  await expect(ticket.getByRole('img')).toHaveCount(0);
  await expect(ticket.getByRole('button', { name: 'Return ticket' })).toHaveCount(0);
  await expect(
    order.getByTestId('ticket-100102').getByRole('button', { name: 'Return ticket' }),
  ).toBeVisible();
  await expect(page.getByTestId('balance-counter')).toContainText('1 700');
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
  await expect(order.getByTestId('order-total')).toHaveText(/^31,50 /);
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

test('download opens the PDF URL with t=downloadToken', async ({ page, context }) => {
  await page.goto(`${home}/tickets/actual`);
  const popupPromise = context.waitForEvent('page');
  await card(page, 1014).getByRole('button', { name: 'Download' }).click();
  const popup = await popupPromise;
  const url = new URL(
    popup.url() === 'about:blank' ? await popup.waitForURL(/download/).then(() => popup.url()) : popup.url(),
  );
  expect(url.pathname).toBe('/api/v2/users/me/orders/1014/download');
  expect(url.searchParams.get('t')).toMatch(/^[0-9a-f]{32}$/);
  expect(url.searchParams.get('lang')).toBe('en');
  const res = await page.request.get(url.toString());
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('offline: cancel, return, assign and registration are disabled and say why', async ({
  page,
  context,
}) => {
  await page.goto(`${home}/tickets/actual`);
  await expect(card(page, 1002)).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText(/You are offline/)).toBeVisible();
  await expect(card(page, 1002).getByRole('button', { name: 'Return ticket' })).toBeDisabled();
  await expect(card(page, 1005).getByRole('button', { name: 'Cancel order' })).toBeDisabled();
  await expect(
    card(page, 1007).getByRole('button', { name: 'Cancel electronic registration' }),
  ).toBeDisabled();
  await page.getByRole('button', { name: 'Link a ticket' }).click();
  await expect(page.getByRole('dialog').getByText('Linking a ticket needs a connection.')).toBeVisible();
  await snap(page, 'orders-offline');
  await context.setOffline(false);
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
