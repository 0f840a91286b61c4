// Giving one ticket (read-only on the shared server): a Share on each ticket and in its QR view hands the
// system share sheet one file, that ticket's image made on the device, which decodes to that ticket's code
// and no other; offline too; where a browser cannot share files, a dialog saves the image instead. No page
// of these journeys is ever at an address carrying the download token.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { gateView } from './models/gateView.ts';
import { goOffline, goOnline } from './network.ts';
import { visitOnline } from './offline-support.ts';
import { decodeAllQr } from './qr-check.ts';
import { shotAtThreeSizes } from './sizes.ts';
import { ANNA, origin, signInByCookie } from './support.ts';
import { watchPageAddresses } from './token-addresses.ts';

const SEAT_12 = 'Партер · Большой зал · Ряд 7 · Место 12';
const SEAT_13 = 'Партер · Большой зал · Ряд 7 · Место 13';

type SharedFile = { name: string; type: string; base64: string };
type Shared = { title: string; text: string; url: string | null; files: SharedFile[] };

/** The system share sheet as the page sees it: what it is handed is kept for the test to read. */
const stubShareSheet = (page: Page) =>
  page.addInitScript(() => {
    const kept: unknown[] = [];
    Object.assign(window, { __shared: kept });
    const base64 = async (file: File) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    };
    Object.defineProperty(Navigator.prototype, 'canShare', {
      configurable: true,
      value: (data?: ShareData) => Boolean(data?.files?.length),
    });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        const files = await Promise.all(
          (data.files ?? []).map(async (f) => ({ name: f.name, type: f.type, base64: await base64(f) })),
        );
        kept.push({ title: data.title ?? '', text: data.text ?? '', url: data.url ?? null, files });
      },
    });
  });

/** A browser without file sharing (desktop Linux, older ones): no share sheet at all. */
const noShareSheet = (page: Page) =>
  page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
    Reflect.deleteProperty(Navigator.prototype, 'canShare');
  });

const sharedSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared);

/** The QR payloads of order 1001's tickets, as the platform holds them. */
const qrsOf1001 = async (context: BrowserContext, token: string): Promise<string[]> => {
  const res = await context.request.get(`${origin()}/api/v3/users/me/orders/1001?lang=ru`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const order = (await res.json()) as { tickets: { qr: string }[] };
  return order.tickets.map((t) => t.qr);
};

/** The one file of a share, checked: a PNG holding exactly `qr`, named for the ticket's code. */
const expectOneTicket = (shared: Shared, qr: string, name: string) => {
  expect(shared.files).toHaveLength(1);
  const [file] = shared.files;
  expect(file?.type).toBe('image/png');
  expect(file?.name).toMatch(/^ticket-\d{12}\.png$/);
  const png = Buffer.from(file?.base64 ?? '', 'base64');
  mkdirSync('test-results/screenshots', { recursive: true });
  writeFileSync(`test-results/screenshots/${name}.png`, png);
  expect(decodeAllQr(png)).toEqual([qr]);
  // Nothing to follow in the message: no address, so no token.
  expect(shared.url).toBeNull();
  expect(`${shared.title} ${shared.text}`).not.toMatch(/https?:|[?&]t=/);
};

const card1001 = (page: Page) => page.getByTestId('order-1001');

let token = '';
test.beforeEach(async ({ context }) => {
  token = await signInByCookie(context, ANNA);
});

test('Share on a ticket and in its QR view sends that one ticket; every control says its seat', async ({
  page,
  context,
}) => {
  const addresses = watchPageAddresses(context);
  const [qr12, qr13] = await qrsOf1001(context, token);
  await stubShareSheet(page);
  await page.goto(`${origin()}/tickets/actual`);
  const order = card1001(page);

  // A screen reader tells the two tickets apart by their seats.
  for (const seat of [SEAT_12, SEAT_13]) {
    await expect(order.getByRole('button', { name: `Вернуть билет, ${seat}`, exact: true })).toBeVisible();
    await expect(order.getByRole('button', { name: `Поделиться, ${seat}`, exact: true })).toBeVisible();
    await expect(
      order.getByRole('img', { name: new RegExp(`^QR-код билета \\d{12}, ${seat}$`) }),
    ).toBeVisible();
  }

  await shotAtThreeSizes(page, 'orders-share', order.getByTestId('ticket-100102'));
  await order.getByRole('button', { name: `Поделиться, ${SEAT_12}` }).click();
  await expect.poll(async () => (await sharedSoFar(page)).length).toBe(1);
  const [fromCard] = await sharedSoFar(page);
  if (!fromCard) throw new Error('nothing shared');
  expectOneTicket(fromCard, qr12 ?? '', 'shared-ticket-card');
  expect(fromCard.title).toBe('Билет: Лебединое озеро');
  expect(fromCard.text).toContain('Место 12');
  expect(fromCard.text).not.toContain('Место 13');
  expect(fromCard.text).toContain('пропускает одного человека один раз');

  // In the QR view, the Share is the code on screen's: the second ticket after one step.
  await order.getByRole('button', { name: new RegExp(`^QR-код билета \\d{12}, ${SEAT_12}$`) }).click();
  const gate = gateView(page);
  await expect(gate.getByText('Каждый код пропускает один раз.', { exact: false })).toBeVisible();
  await shotAtThreeSizes(page, 'gate-share');
  await gate.getByRole('button', { name: 'Следующий билет' }).click();
  await gate.getByRole('button', { name: `Поделиться, ${SEAT_13}`, exact: true }).click();
  await expect.poll(async () => (await sharedSoFar(page)).length).toBe(2);
  const [, fromGate] = await sharedSoFar(page);
  if (!fromGate) throw new Error('nothing shared');
  expectOneTicket(fromGate, qr13 ?? '', 'shared-ticket-gate');
  expect(fromGate.text).toContain('Место 13');
  addresses.expectNone();
});

test('without file sharing, a dialog shows the ticket and saves it as an image', async ({
  page,
  context,
}) => {
  const addresses = watchPageAddresses(context);
  const [, qr13] = await qrsOf1001(context, token);
  await noShareSheet(page);
  await page.goto(`${origin()}/tickets/actual`);
  const share = card1001(page).getByRole('button', { name: `Поделиться, ${SEAT_13}` });
  await share.click();
  const dialog = page.getByRole('dialog', { name: 'Поделиться билетом' });
  await expect(dialog.getByRole('img', { name: /^Билет \d{12}: Лебединое озеро, / })).toBeVisible();
  await expect(dialog).toContainText('Сохраните изображение билета');
  await shotAtThreeSizes(page, 'share-dialog');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Сохранить изображение' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ticket-\d{12}\.png$/);
  const path = await file.path();
  expect(decodeAllQr(readFileSync(path))).toEqual([qr13]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(share).toBeFocused();

  // From the QR view: the dialog opens over it, and Escape closes the dialog, not the view.
  await card1001(page)
    .getByRole('button', { name: new RegExp(`^QR-код билета \\d{12}, ${SEAT_13}$`) })
    .click();
  const gate = gateView(page);
  const gateShare = gate.getByRole('button', { name: `Поделиться, ${SEAT_13}` });
  await gateShare.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(gate).toBeVisible();
  await expect(gateShare).toBeFocused();
  addresses.expectNone();
});

test('offline, the ticket is still shared: its image is made from what the device keeps', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const [qr12] = await qrsOf1001(context, token);
  await stubShareSheet(page);
  await visitOnline(page, origin());
  await goOffline(context);
  try {
    await card1001(page)
      .getByRole('button', { name: `Поделиться, ${SEAT_12}` })
      .click();
    await expect.poll(async () => (await sharedSoFar(page)).length).toBe(1);
    const [offline] = await sharedSoFar(page);
    if (!offline) throw new Error('nothing shared');
    expectOneTicket(offline, qr12 ?? '', 'shared-ticket-offline');
  } finally {
    await goOnline(context);
  }
});
