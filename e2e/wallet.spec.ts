// tickets and club cards in the phone's wallet. One private server with the wallet on (a test
// certificate chain and service-account key made at test time, server/wallet/testing.ts); the shared
// server has no keys, so there the cabinet offers nothing. An iPhone gets "Add to Apple Wallet", an
// Android phone "Add to Google Wallet"; a returned ticket and a return-pending order get no button.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { writeTestChain } from '../server/wallet/testing.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { type IsolatedServer, startIsolatedServer } from './isolated-server.ts';
import { goOffline } from './network.ts';
import { orderCard } from './offline-support.ts';
import { ANNA, origin, PHONE, signInByCookie } from './support.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let server: IsolatedServer | undefined;
const wallet = () => {
  if (!server) throw new Error('the wallet server is not running');
  return server;
};

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startIsolatedServer(writeTestChain(mkdtempSync(join(tmpdir(), 'cabinet-wallet-e2e-'))));
});
test.afterAll(async () => {
  await server?.stop();
});

/** Anna's actual orders in Russian (the brand's default) on a phone, once the wallet offer has come. */
const openOrders = async (page: Page, context: BrowserContext, home: string) => {
  await page.setViewportSize(PHONE);
  const offer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v3/wallet');
  await page.goto(`${home}/tickets/actual`);
  await expect(orderCard(page, 1001)).toBeVisible();
  expect((await offer).ok()).toBe(true);
  return context;
};

const ticket = (page: Page, id: number) => page.getByTestId(`ticket-${id}`);
/** A link's absolute address (locally the API is the page's own origin: the href is a path). */
const hrefOf = (link: Locator) => link.evaluate((a) => (a as HTMLAnchorElement).href);
const train = (page: Page, id: number) => page.getByTestId(`train-ticket-${id}`);

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE });

  test('“Add to Apple Wallet” beside each entry ticket, train ticket and card; none for a returned ticket', async ({
    page,
    context,
  }) => {
    await wallet().signIn(context, ANNA);
    await openOrders(page, context, wallet().origin());

    const swanLake = ticket(page, 100101).getByRole('link', { name: /^Добавить в Apple Wallet/ });
    await expect(swanLake).toBeVisible();
    await expect(swanLake).toHaveAccessibleName('Добавить в Apple Wallet: 531842235325');
    await expect(page.getByTestId('wallet-google')).toHaveCount(0);
    // Order 1002: the returned ticket has none; the printed one still admits, so it has one.
    await expect(ticket(page, 100203).getByTestId('wallet-apple')).toBeVisible();
    await expect(ticket(page, 100202).getByTestId('wallet-apple')).toBeVisible();
    await expect(ticket(page, 100201).getByTestId('wallet-apple')).toHaveCount(0);
    // A return-pending train order (1006) offers nothing; a paid one (1007) a pass per ticket.
    await expect(orderCard(page, 1006).getByTestId('wallet-apple')).toHaveCount(0);
    await expect(train(page, 100701).getByTestId('wallet-apple')).toBeVisible();
    await expect(train(page, 100702).getByTestId('wallet-apple')).toBeVisible();
    // Unpaid, booked and awaiting orders: no QR, no pass.
    for (const id of [1003, 1004, 1005])
      await expect(orderCard(page, id).getByTestId('wallet-apple')).toHaveCount(0);

    // A navigation in a new tab (Safari shows the pass sheet over it); the answer is the signed pass.
    const href = await hrefOf(swanLake);
    expect(new URL(href).pathname).toBe('/api/v3/wallet/apple/orders/1001/tickets/100101');
    expect(await swanLake.getAttribute('target')).toBe('_blank');
    const res = await page.request.get(href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/vnd.apple.pkpass');
    expect((await res.body()).subarray(0, 2).toString('latin1')).toBe('PK');
    // Chromium downloads it from the new tab and closes that tab (Safari would show the pass instead).
    const downloaded = new Promise<string>((resolve) => {
      context.on('page', (tab) => tab.on('download', (d) => resolve(d.suggestedFilename())));
      page.on('download', (d) => resolve(d.suggestedFilename()));
    });
    await swanLake.click();
    expect(await downloaded).toBe('ticket-100101.pkpass');

    await expectNoSeriousA11yViolations(page, '[data-testid="order-1001"]');
    await ticket(page, 100101).scrollIntoViewIfNeeded();
    await orderCard(page, 1001).screenshot({ path: 'test-results/screenshots/wallet-ticket-phone.png' });
    await orderCard(page, 1007).scrollIntoViewIfNeeded();
    await orderCard(page, 1007).screenshot({ path: 'test-results/screenshots/wallet-train-phone.png' });

    // The club cards and the virtual card.
    await page.goto(`${wallet().origin()}/cards`);
    const club = page.getByTestId('client-card').filter({ hasText: '7700 1111 2222 3333' });
    await expect(club.getByRole('link', { name: 'Добавить в Apple Wallet: Arena Club' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Добавить в Apple Wallet: Виртуальная карта' }),
    ).toBeVisible();
    const card = await hrefOf(club.getByTestId('wallet-apple'));
    expect(new URL(card).pathname).toBe('/api/v3/wallet/apple/cards/7700111122223333');
    expect((await page.request.get(card)).headers()['content-type']).toBe('application/vnd.apple.pkpass');
    await expectNoSeriousA11yViolations(page, 'main');
    await page.locator('main').screenshot({ path: 'test-results/screenshots/wallet-cards-phone.png' });
  });

  test('offline: the buttons stay, disabled, and say a connection is needed', async ({ page, context }) => {
    await wallet().signIn(context, ANNA);
    await openOrders(page, context, wallet().origin());
    await expect(ticket(page, 100101).getByTestId('wallet-apple')).toBeVisible();
    await goOffline(context);
    const off = ticket(page, 100101).getByRole('button', { name: /^Добавить в Apple Wallet/ });
    await expect(off).toBeDisabled();
    await expect(ticket(page, 100101)).toContainText('Нужно подключение к интернету');
    await ticket(page, 100101).screenshot({ path: 'test-results/screenshots/wallet-offline-phone.png' });
  });
});

test.describe('on an Android phone', () => {
  test.use({ userAgent: ANDROID });

  test('“Add to Google Wallet”: a link to Google’s save page with the signed pass', async ({
    page,
    context,
  }) => {
    await wallet().signIn(context, ANNA);
    await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
    await openOrders(page, context, wallet().origin());
    const save = ticket(page, 100101).getByRole('link', { name: 'Add to Google Wallet: 531842235325' });
    await expect(save).toBeVisible();
    await expect(page.getByTestId('wallet-apple')).toHaveCount(0);
    await expect(ticket(page, 100201).getByTestId('wallet-google')).toHaveCount(0);
    const res = await page.request.get(await hrefOf(save), { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toMatch(
      /^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    expect(res.headers()['referrer-policy']).toBe('no-referrer');
    await ticket(page, 100101).screenshot({ path: 'test-results/screenshots/wallet-google-phone.png' });
  });
});

test('without the operator’s keys (the shared server) the cabinet offers no wallet at all', async ({
  page,
  context,
}) => {
  await signInByCookie(context, ANNA);
  await openOrders(page, context, origin());
  await expect(ticket(page, 100101)).toBeVisible();
  await expect(page.getByTestId('wallet-apple')).toHaveCount(0);
  await expect(page.getByTestId('wallet-google')).toHaveCount(0);
});
