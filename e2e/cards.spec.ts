// The /cards journeys (spec §2, §7, §8, §9), in order, on the isolated server: linking, deleting and
// the virtual card change Anna's data, which other journeys may read. What a test adds it removes.
import { expect, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { ANNA, DESKTOP, isolatedPort, origin, PHONE, signInByCookie, snap } from './support.ts';

test.describe.configure({ mode: 'serial' });

const home = origin('localhost', isolatedPort);

test.beforeEach(async ({ context, page }) => {
  await signInByCookie(context, ANNA, 'localhost', isolatedPort);
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/${name}.png`, animations: 'disabled' });

const decodeQr = async (page: Page, name: RegExp): Promise<string | null> => {
  const png = PNG.sync.read(await page.getByRole('img', { name }).screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
};

test('the client cards tab lists the cards with codes in groups of 4 and zooms a QR that decodes', async ({
  page,
}) => {
  await page.goto(`${home}/cards`);
  await expect(page.getByRole('heading', { level: 1, name: 'My cards' })).toBeVisible();
  const cards = page.getByTestId('client-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Arena Club');
  await expect(cards.nth(0)).toContainText('7700 1111 2222 3333');
  await expect(cards.nth(1)).toContainText('7700 4444 5555 6666');
  const qr = page.getByRole('img', { name: 'QR code of card 7700 1111 2222 3333' });
  await expect(qr).toHaveAttribute('width', '70');
  const zoom = cards.nth(0).getByRole('button', { name: 'QR code of card 7700 1111 2222 3333' });
  await expect(zoom).toHaveAttribute('aria-pressed', 'false');
  await zoom.click();
  await expect(zoom).toHaveAttribute('aria-pressed', 'true');
  await expect(qr).toHaveAttribute('width', '200');
  expect(await decodeQr(page, /7700 1111 2222 3333/)).toBe('7700111122223333');
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await snap(page, `cards-client-${label}`);
  }
});

test('links a card (empty input ignored, errors.code shown) and deletes it after a confirmation', async ({
  page,
}) => {
  await page.goto(`${home}/cards`);
  await page.getByRole('button', { name: 'Link a card' }).click();
  const dialog = page.getByRole('dialog');
  const field = dialog.getByLabel('Card number');
  await expect(field).toBeFocused();
  let posts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v2/users/me/cardcode') && r.method() === 'POST') posts += 1;
  });
  await dialog.getByRole('button', { name: 'Link the card' }).click();
  await expect(dialog).toBeVisible();
  expect(posts).toBe(0);
  await field.fill('1234 5678 9012 3456');
  await dialog.getByRole('button', { name: 'Link the card' }).click();
  // The server's text in the interface's language (it once was Russian in every language).
  await expect(dialog.getByRole('alert')).toHaveText('No card with this number was found');
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await shot(page, `dialog-link-card-error-${label}`);
  }
  await field.fill('7700 1111 8888 0001');
  await dialog.getByRole('button', { name: 'Link the card' }).click();
  await expect(dialog).toBeHidden();
  const linked = page.getByTestId('client-card').filter({ hasText: '7700 1111 8888 0001' });
  await expect(linked).toContainText('Arena Club');

  await linked.getByRole('button', { name: /Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the card?' });
  await expect(confirm).toContainText('7700 1111 8888 0001');
  await shot(page, 'dialog-delete-client-card-desktop');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(linked).toBeVisible();
  await linked.getByRole('button', { name: /Delete/ }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(linked).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('client-card')).toHaveCount(2);
});

test('§8 a card code refusal without a message: "Непредвиденная ошибка", and nothing is linked', async ({
  page,
  context,
}) => {
  const token = await signInByCookie(context, ANNA, 'localhost', isolatedPort);
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'ru'));
  const linked = async () => {
    const res = await page.request.get(`${home}/api/v2/users/me/bindings-cards`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { data: { code: string }[] }).data.map((c) => c.code);
  };
  const before = await linked();
  const sent: { url: string; body: string | null }[] = [];
  await page.route('**/api/v2/users/me/cardcode', (route) => {
    sent.push({ url: route.request().url(), body: route.request().postData() });
    return route.fulfill({ status: 422, json: { message: 'Unprocessable', errors: {} } });
  });
  await page.goto(`${home}/cards`);
  await page.getByRole('button', { name: 'Привязать карту' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Номер карты').fill('7700 1111 8888 0002');
  await dialog.getByRole('button', { name: 'Привязать', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Непредвиденная ошибка');
  expect(sent).toEqual([
    { url: `${home}/api/v2/users/me/cardcode`, body: JSON.stringify({ card_code: '7700111188880002' }) },
  ]);
  expect(await linked()).toEqual(before);
});

test('removes and creates the virtual card; its new code is shown in groups of 4 with a QR', async ({
  page,
}) => {
  await page.goto(`${home}/cards`);
  await expect(page.getByTestId('virtual-code')).toHaveText('7700 1234 5678 9012');
  await page.getByRole('button', { name: 'Remove the virtual card' }).click();
  await page
    .getByRole('dialog', { name: 'Remove the virtual card?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByTestId('virtual-code')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create a virtual card' }).click();
  const code = page.getByTestId('virtual-code');
  await expect(code).toHaveText(/^7700 \d{4} \d{4} \d{4}$/);
  const shown = (await code.textContent()) ?? '';
  expect(shown).not.toBe('7700 1234 5678 9012');
  expect(await decodeQr(page, new RegExp(shown))).toBe(shown.replace(/ /g, ''));
});

test('saves a payment card encrypted (no clear number in the request) and deletes it', async ({ page }) => {
  await page.goto(`${home}/cards?tab=payment`);
  const cards = page.getByTestId('payment-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('**** **** **** 4242');
  await expect(cards.nth(0)).toContainText('12/2028');
  await expect(cards.nth(0)).toContainText('Visa');
  await expect(cards.nth(1)).toContainText('Mastercard');
  await page.getByRole('button', { name: 'Add a card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a bank card' });
  await dialog.getByLabel('Card number').fill('4111 1111 1111 1112');
  await dialog.getByLabel('Month').fill('10');
  await dialog.getByLabel('Year').fill('2026');
  await dialog.getByLabel('CVV').fill('12');
  await dialog.getByLabel('Card holder').fill('anna ivanova');
  await expect(dialog.getByLabel('Card holder')).toHaveValue('ANNA IVANOVA');
  await dialog.getByRole('button', { name: 'Save the card' }).click();
  await expect(dialog.getByText('Check the card number: it is not valid')).toBeVisible();
  await expect(dialog.getByText('The card has expired')).toBeVisible();
  await expect(dialog.getByText('Enter 3 or 4 digits')).toBeVisible();
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await shot(page, `dialog-payment-card-errors-${label}`);
  }
  await dialog.getByLabel('Card number').fill('4111111111111111');
  await expect(dialog.getByLabel('Card number')).toHaveValue('4111 1111 1111 1111');
  await dialog.getByLabel('Year').fill('2031');
  await dialog.getByLabel('CVV').fill('123');
  const put = page.waitForRequest((r) => r.url().endsWith('/api/v2/users/me/cards') && r.method() === 'PUT');
  await dialog.getByRole('button', { name: 'Save the card' }).click();
  const body = (await put).postData() ?? '';
  expect(body).not.toContain('4111111111111111');
  expect(body).not.toContain('4111 1111');
  expect(body).not.toContain('ANNA');
  expect(JSON.parse(body)).toMatchObject({
    last_4: '1111',
    number: expect.stringMatching(/^[A-Za-z0-9+/]{300,}=*$/),
  });
  await expect(dialog).toBeHidden();
  const added = cards.filter({ hasText: '**** **** **** 1111' });
  await expect(added).toContainText('10/2031');
  await snap(page, 'cards-payment-desktop');
  await page.setViewportSize(PHONE);
  await snap(page, 'cards-payment-phone');

  await added.getByRole('button', { name: /Delete/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete the card?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(added).toHaveCount(0);
  await expect(cards).toHaveCount(2);
});
