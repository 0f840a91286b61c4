// tickets and club cards in the phone's wallet. One private server with the wallet on (a test
// certificate chain and service-account key made at test time, server/wallet/testing.ts) and the
// operator's path (to move an event); the shared server has no keys, so there the cabinet offers
// nothing. An iPhone gets "Add to Apple Wallet", an Android phone "Add to Google Wallet" (or Google's
// "Save to phone" for a Russian number); a returned ticket and a return-pending order get no button; an
// order of several tickets gets one more button that adds them all. Every button navigates to a
// short-lived link made for its one pass (or the order's bundle): no page or popup of these journeys is
// ever at an address carrying the download token, and a link opens nothing but its own pass.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { TEST_PASS_TYPE_ID, unzip, writeTestChain } from '../server/wallet/testing.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { type IsolatedServer, startIsolatedServer } from './isolated-server.ts';
import { goOffline } from './network.ts';
import { orderCard } from './offline-support.ts';
import { ANNA, NINO, origin, PHONE, signInByCookie } from './support.ts';
import { watchPageAddresses } from './token-addresses.ts';

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
const OPERATOR_TOKEN = 'e2e-operator-token-0123456789abcdef';
/** Swan Lake's session in the demo data (order 1001). */
const SWAN_LAKE_SESSION = 1;

test.beforeAll(async () => {
  server = await startIsolatedServer({
    ...writeTestChain(mkdtempSync(join(tmpdir(), 'cabinet-wallet-e2e-'))),
    OPERATOR_TOKEN,
  });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Anna's actual orders in Russian (the brand's default) on a phone, once the wallet offer has come. */
const openOrders = async (page: Page, context: BrowserContext, home: string, first = 1001) => {
  await page.setViewportSize(PHONE);
  const offer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v3/wallet');
  await page.goto(`${home}/tickets/actual`);
  await expect(orderCard(page, first)).toBeVisible();
  expect((await offer).ok()).toBe(true);
  return context;
};

const ticket = (page: Page, id: number) => page.getByTestId(`ticket-${id}`);
/** A link's absolute address (locally the API is the page's own origin: the href is a path). */
const hrefOf = (link: Locator) => link.evaluate((a) => (a as HTMLAnchorElement).href);
const train = (page: Page, id: number) => page.getByTestId(`train-ticket-${id}`);

/** The customer's download token, to show that no address ever holds it. */
const downloadTokenOf = async (page: Page, bearer: string) => {
  const res = await page.request.get(`${wallet().origin()}/api/v2/users/me`, {
    headers: { authorization: `Bearer ${bearer}` },
  });
  return String(((await res.json()) as { downloadToken: string }).downloadToken);
};

/** A wallet button's address: the pass route with its short-lived link, never the download token. */
const expectLink = (href: string, pathname: string) => {
  const url = new URL(href);
  expect(url.pathname).toBe(pathname);
  expect(url.searchParams.has('t')).toBe(false);
  expect(url.searchParams.get('link')).toMatch(/^\d+\.\d+\.[\w-]{43}$/);
};

/** Every address the context's pages were at: none with `t`, none holding the download token. */
const expectNoToken = (addresses: ReturnType<typeof watchPageAddresses>, downloadToken: string) => {
  addresses.expectNone();
  expect(addresses.seen.filter((url) => url.includes(downloadToken))).toEqual([]);
};

const linksAsked = (page: Page) =>
  page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v3/wallet/links' && res.ok());

type Field = { key: string; label: string; value: string; changeMessage?: string };
type PassJson = {
  serialNumber: string;
  authenticationToken: string;
  relevantDate: string;
  organizationName: string;
  backgroundColor: string;
  eventTicket: Record<'headerFields' | 'primaryFields' | 'secondaryFields' | 'auxiliaryFields', Field[]>;
};
const passJsonOf = (pkpass: Buffer) => JSON.parse(String(unzip(pkpass)['pass.json'])) as PassJson;

const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A phone-sized drawing of the pass's front under the lock screen's notice: the fields as served. */
const renderPass = (pass: PassJson, notice: string) => {
  const fields = (list: Field[], size: number) =>
    list
      .map(
        (f) =>
          `<div style="margin:0 18px 10px 0;display:inline-block"><div style="font-size:11px;opacity:.8;text-transform:uppercase">${html(f.label)}</div><div style="font-size:${size}px">${html(f.value)}</div></div>`,
      )
      .join('');
  const e = pass.eventTicket;
  return `<!doctype html><meta charset="utf-8"><body style="margin:0;background:#111;font-family:sans-serif;color:#fff">
<div style="margin:16px;padding:12px 16px;border-radius:18px;background:rgba(255,255,255,.92);color:#111"><b>${html(pass.organizationName)}</b><br>${html(notice)}</div>
<div style="margin:16px;padding:16px;border-radius:14px;background:${html(pass.backgroundColor)}">
<div style="display:flex;justify-content:space-between"><b>${html(pass.organizationName)}</b>${fields(e.headerFields, 15)}</div>
<div style="margin:18px 0">${fields(e.primaryFields, 26)}</div>${fields(e.secondaryFields, 16)}<div>${fields(e.auxiliaryFields, 16)}</div></div></body>`;
};

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE });

  test('“Add to Apple Wallet” beside each entry ticket, train ticket and card; none for a returned ticket', async ({
    page,
    context,
  }) => {
    const bearer = await wallet().signIn(context, ANNA);
    const addresses = watchPageAddresses(context);
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

    // A navigation in a new tab (Safari shows the pass sheet over it) to the pass's short-lived link;
    // the answer is the signed pass.
    const href = await hrefOf(swanLake);
    expectLink(href, '/api/v3/wallet/apple/orders/1001/tickets/100101');
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
    expect(addresses.seen).toContain(href);

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
    expectLink(card, '/api/v3/wallet/apple/cards/7700111122223333');
    expect((await page.request.get(card)).headers()['content-type']).toBe('application/vnd.apple.pkpass');
    expectNoToken(addresses, await downloadTokenOf(page, bearer));
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

  test('“add all”: one button for the whole order beside the per-ticket ones, one .pkpasses bundle', async ({
    page,
    context,
  }) => {
    await wallet().signIn(context, ANNA);
    await openOrders(page, context, wallet().origin());
    const all = orderCard(page, 1001).getByTestId('wallet-apple-all');
    await expect(all).toHaveAccessibleName('Добавить в Apple Wallet: Все 2 билета');
    await expect(orderCard(page, 1001).getByText('Все 2 билета')).toBeVisible();
    await expect(orderCard(page, 1001).getByTestId('wallet-apple')).toHaveCount(2);
    // Order 1002: two of its three tickets admit; the train order bundles its two tickets.
    await expect(orderCard(page, 1002).getByTestId('wallet-apple-all')).toHaveAccessibleName(
      'Добавить в Apple Wallet: Все 2 билета',
    );
    await expect(orderCard(page, 1007).getByTestId('wallet-apple-all')).toBeVisible();
    // An order of one ticket has only its own button.
    await expect(orderCard(page, 1006).getByTestId('wallet-apple-all')).toHaveCount(0);
    const href = await hrefOf(all);
    expectLink(href, '/api/v3/wallet/apple/orders/1001');
    const res = await page.request.get(href);
    expect(res.headers()['content-type']).toBe('application/vnd.apple.pkpasses');
    expect(Object.keys(unzip(await res.body()))).toHaveLength(2);
    await expectNoSeriousA11yViolations(page, '[data-testid="order-1001"]');
    await orderCard(page, 1001).scrollIntoViewIfNeeded();
    await orderCard(page, 1001).screenshot({ path: 'test-results/screenshots/wallet-order-all-phone.png' });
  });

  test('a link opens its one pass only; links are asked again before they expire, and a tap on stale ones asks first', async ({
    page,
    context,
  }) => {
    await wallet().signIn(context, ANNA);
    await page.clock.install();
    await openOrders(page, context, wallet().origin());
    const swanLake = ticket(page, 100101).getByTestId('wallet-apple');
    const href = await hrefOf(swanLake);
    // The same link on the order's other ticket, or on the whole order, opens nothing.
    for (const other of [
      '/api/v3/wallet/apple/orders/1001/tickets/100102',
      '/api/v3/wallet/apple/orders/1001',
    ]) {
      const moved = new URL(href);
      moved.pathname = other;
      const res = await page.request.get(moved.href);
      expect(res.status()).toBe(401);
      expect((await res.json()).message).toBe(
        'Ссылка для добавления в кошелёк устарела или недействительна. Нажмите кнопку в личном кабинете ещё раз.',
      );
    }

    // Shown for minutes: asked again a minute before the links expire.
    const refreshed = linksAsked(page);
    await page.clock.fastForward('04:01');
    await refreshed;

    // A phone that slept past the end (its timers did not run): the tap asks for new links, opens nothing.
    const opened: string[] = [];
    context.on('page', (tab) => opened.push(tab.url()));
    const now = await page.evaluate(() => Date.now());
    await page.clock.setSystemTime(now + 6 * 60_000);
    const asked = linksAsked(page);
    await swanLake.click();
    await asked;
    // Then the same button opens the pass.
    const popup = context.waitForEvent('page');
    await swanLake.click();
    await popup;
    expect(opened).toHaveLength(1);
  });

  test('an event moved by the platform: the cabinet and the pass show the new time, the pass says so', async ({
    page,
    context,
  }) => {
    await wallet().signIn(context, ANNA);
    await openOrders(page, context, wallet().origin());
    const dateOf = () => ticket(page, 100101).locator('dd').first().textContent();
    const shown = await dateOf();
    const link = await hrefOf(ticket(page, 100101).getByTestId('wallet-apple'));
    const added = passJsonOf(await (await page.request.get(link)).body());
    const at = Date.parse(added.relevantDate) / 1000;

    const moved = await page.request.post(
      `${wallet().origin()}/api/v3/operator/sessions/${SWAN_LAKE_SESSION}`,
      {
        data: { timeSpending: at + 86_400 + 30 * 60 },
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      },
    );
    expect(moved.status()).toBe(200);
    expect((await moved.json()).passes).toContain('ticket-100101');

    // What the phone fetches after the push: the new pass, whose date field announces itself.
    const latest = await page.request.get(
      `${wallet().origin()}/api/v3/wallet/apple/v1/passes/${TEST_PASS_TYPE_ID}/${added.serialNumber}`,
      { headers: { authorization: `ApplePass ${added.authenticationToken}` } },
    );
    const pass = passJsonOf(await latest.body());
    const date = pass.eventTicket.headerFields.find((f) => f.key === 'date');
    expect(date?.changeMessage).toBe('Новое время: %@');
    expect(date?.value).not.toBe(added.eventTicket.headerFields.find((f) => f.key === 'date')?.value);
    expect(Date.parse(pass.relevantDate) / 1000).toBe(at + 86_400 + 30 * 60);

    await page.reload();
    await expect(ticket(page, 100101)).toBeVisible();
    await expect.poll(dateOf).not.toBe(shown);

    // The pass as Wallet would draw it, under the lock screen's notice (the fields exactly as served).
    await page.goto('about:blank');
    await page.setContent(renderPass(pass, date?.changeMessage?.replace('%@', date.value) ?? ''));
    await expect(page.getByText('Лебединое озеро')).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/wallet-moved-pass-phone.png' });
  });
});

test.describe('on an Android phone', () => {
  test.use({ userAgent: ANDROID });

  test('“Add to Google Wallet”: a link to Google’s save page with the signed pass', async ({
    page,
    context,
  }) => {
    const bearer = await wallet().signIn(context, ANNA);
    const addresses = watchPageAddresses(context);
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

    // The tap: a new tab, our link, then Google's save page (a stand-in: no test reaches Google).
    await context.route('https://pay.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Google Wallet</title>' }),
    );
    const popup = context.waitForEvent('page');
    await save.click();
    const google = await popup;
    await google.waitForURL(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expectNoToken(addresses, await downloadTokenOf(page, bearer));
  });

  test('Google’s “Save to phone” for a customer with a Russian number (Google Wallet is not live there)', async ({
    page,
    context,
  }) => {
    await wallet().signIn(context, ANNA);
    // Anna's profile as if her number were Russian: only the number decides Google's button.
    await page.route('**/api/v2/users/me', async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, json: { ...(await res.json()), phone: '79161234567' } });
    });
    await openOrders(page, context, wallet().origin());
    await expect(
      ticket(page, 100101).getByRole('link', { name: 'Сохранить на телефон: 531842235325' }),
    ).toBeVisible();
    await expect(page.getByText('Добавить в Google Кошелек')).toHaveCount(0);
    await expect(orderCard(page, 1001).getByTestId('wallet-google-all')).toHaveAccessibleName(
      'Сохранить на телефон: Все 2 билета',
    );
  });

  test('in Georgian on the Georgian host: “Google Wallet-ში დამატება”, per ticket and for the order', async ({
    page,
    context,
  }) => {
    await wallet().signIn(context, NINO, 'ge.localhost');
    await openOrders(page, context, wallet().origin('ge.localhost'), 2001);
    const first = ticket(page, 200101).getByTestId('wallet-google');
    await expect(first).toHaveText('Google Wallet-ში დამატება');
    const all = orderCard(page, 2001).getByTestId('wallet-google-all');
    await expect(all).toHaveAccessibleName('Google Wallet-ში დამატება: ყველა 2 ბილეთი');
    expectLink(await hrefOf(all), '/api/v3/wallet/google/orders/2001');
    await expectNoSeriousA11yViolations(page, '[data-testid="order-2001"]');
    await orderCard(page, 2001).scrollIntoViewIfNeeded();
    await orderCard(page, 2001).screenshot({ path: 'test-results/screenshots/wallet-buttons-ka-phone.png' });
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
