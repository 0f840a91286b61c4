// a heavy account (500 upcoming orders, server seeded with SEED_HEAVY=1) keeps the orders list
// cheap: only the cards near the viewport are in the DOM, while the first QR, scrolling to the end, Tab
// order, the gate button and "Load more" work as on a short list. On a private server of its own.
import { expect, type Locator, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { storedOrderPages } from '../scripts/bench/browser.ts';
import { type IsolatedServer, startIsolatedServer } from './isolated-server.ts';
import { gateView } from './models/gateView.ts';
import { ORDER_CARD, orderCards } from './models/orderCard.ts';
import { QR_CODE } from './models/qrCode.ts';
import { DESKTOP, PHONE } from './support.ts';

const HEAVY = { phone: '+375295555555', password: 'demo-pass' } as const;
const ORDERS = 500;
/** Far fewer than 500: a phone or desktop viewport plus the overscan holds about a dozen cards. */
const MAX_RENDERED = 16;

test.describe.configure({ mode: 'serial' });

let server: IsolatedServer | undefined;
let token = '';
const heavy = (): IsolatedServer => {
  if (!server) throw new Error('the heavy server is not running');
  return server;
};

test.beforeAll(async () => {
  server = await startIsolatedServer({ SEED_HEAVY: '1' });
});
test.afterAll(async () => {
  await server?.stop();
});

test.beforeEach(async ({ context, page }) => {
  token = await heavy().signIn(context, HEAVY);
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
});

const list = (page: Page) => page.getByTestId('orders-window');
const row = (page: Page, index: number) => page.locator(`.windowed-list__row[data-index="${index}"]`);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/${name}.png`, animations: 'disabled' });

/** Two animation frames: a scroll's re-render and measuring are done. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );

const scrollBy = async (page: Page, dy: number) => {
  await page.evaluate((y) => window.scrollBy({ top: y, behavior: 'instant' }), dy);
  await settle(page);
};

/** The id and viewport top of the first card on screen (a card with three tickets is taller than a phone). */
const firstVisibleCard = (page: Page) =>
  page.evaluate((selector) => {
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const { top, bottom } = el.getBoundingClientRect();
      if (bottom > 0 && top < window.innerHeight) return { id: el.dataset.testid ?? '', top };
    }
    return null;
  }, ORDER_CARD);

const cardTop = (page: Page, testId: string) =>
  page.evaluate(
    (id) => document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect().top ?? null,
    testId,
  );

/** Whether a spacer (rows not rendered) shows in the viewport: a blank gap in the list. */
const blankOnScreen = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.windowed-list__space')].some((el) => {
      const { top, bottom } = el.getBoundingClientRect();
      return bottom > 1 && top < window.innerHeight - 1;
    }),
  );

/** The actual tab with all 500 stored orders listed (the first test's online visit stored them). */
const openActual = async (page: Page, size: { width: number; height: number }) => {
  await page.setViewportSize(size);
  await page.goto(`${heavy().origin()}/tickets/actual`);
  await expect(list(page)).toHaveAttribute('data-count', String(ORDERS), { timeout: 60_000 });
};

const decodes = async (qr: Locator): Promise<string> => {
  const png = PNG.sync.read(await qr.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '';
};

/** The last order of the actual tab, as the API pages it. */
const lastOrderId = async (page: Page): Promise<number> => {
  const res = await page.request.get(
    `http://127.0.0.1:${heavy().port}/api/v3/users/me/orders?type=actual&page=${ORDERS / 20}&lang=en`,
    { headers: { Host: `localhost:${heavy().port}`, Authorization: `Bearer ${token}` } },
  );
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { id: number }[]; last_page: number };
  expect(body.last_page).toBe(ORDERS / 20);
  const last = body.data.at(-1);
  if (!last) throw new Error('no orders on the last page');
  return last.id;
};

test('the actual tab with 500 stored orders: a window of cards, the first QR first, scroll to the end', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(PHONE);
  // The online visit: the sync stores all 25 pages; the next start seeds the list with all of them.
  await page.goto(`${heavy().origin()}/tickets/actual`);
  await expect(orderCards(page).first()).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(() => storedOrderPages(page), { timeout: 240_000, intervals: [1000] })
    .toBeGreaterThanOrEqual(ORDERS / 20);
  await page.reload();

  await expect(list(page)).toHaveAttribute('data-count', String(ORDERS), { timeout: 60_000 });
  const firstCard = orderCards(page).first();
  const firstQr = firstCard.getByRole('img', { name: /QR code of ticket/ }).first();
  await expect(firstQr).toBeVisible();
  // The page's first QR is the first card's, and it is the one the gate moment is measured by.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('qr-visible').length))
    .toBeGreaterThan(0);
  expect(
    await page.evaluate(([card, code]) => document.querySelector(code)?.closest(card) ?? null, [
      ORDER_CARD,
      QR_CODE,
    ] as const),
  ).not.toBeNull();
  expect(
    await page.evaluate(
      ([card, code]) => document.querySelector(code)?.closest('article') === document.querySelector(card),
      [ORDER_CARD, QR_CODE] as const,
    ),
  ).toBe(true);
  expect(await decodes(firstQr)).not.toBe('');
  const rendered = await orderCards(page).count();
  expect(rendered).toBeGreaterThan(1);
  expect(rendered).toBeLessThanOrEqual(MAX_RENDERED);
  await shot(page, 'heavy-list-top-phone');

  // The gate button of a card still opens gate mode.
  await firstCard
    .getByRole('button', { name: /QR code of ticket/ })
    .first()
    .click();
  const gate = gateView(page);
  await expect(gate).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gate).toHaveCount(0);

  // Far down the list, then up a few hundred pixels at a time: each step renders and measures cards
  // above, and a card on screen moves by exactly the distance scrolled (no jump).
  await page.evaluate(() => window.scrollTo({ top: 120_000, behavior: 'instant' }));
  await settle(page);
  await settle(page);
  // A jump this far reads as a fling: placeholders stand in until the scrolling has stopped, then the
  // cards render (two frames were not always enough on a loaded machine; the test read "no card").
  await expect.poll(() => firstVisibleCard(page), { timeout: 10_000 }).not.toBeNull();
  expect(await orderCards(page).count()).toBeLessThanOrEqual(MAX_RENDERED);
  for (let step = 0; step < 12; step += 1) {
    // Steps closer together than a separate move (100 ms) read as a fling too: wait for the cards.
    await expect.poll(() => firstVisibleCard(page), { timeout: 10_000 }).not.toBeNull();
    const before = await firstVisibleCard(page);
    if (!before) throw new Error('no card on screen');
    await scrollBy(page, -300);
    const after = await cardTop(page, before.id);
    expect(after, `${before.id} after scrolling up 300 px (step ${step})`).not.toBeNull();
    expect(Math.abs((after ?? 0) - before.top - 300), `${before.id} jumped`).toBeLessThanOrEqual(1);
    expect(await blankOnScreen(page)).toBe(false);
  }
  await shot(page, 'heavy-list-middle-phone');

  // To the end: the last order of the last page is on screen.
  const lastId = await lastOrderId(page);
  for (let i = 0; i < 20; i += 1) {
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    await settle(page);
    if ((await row(page, ORDERS - 1).count()) > 0) break;
  }
  const last = page.getByTestId(`order-${lastId}`);
  await expect(row(page, ORDERS - 1).getByTestId(`order-${lastId}`)).toHaveCount(1);
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(last.getByText(`Order № ${lastId}`)).toBeVisible();
  expect(await orderCards(page).count()).toBeLessThanOrEqual(MAX_RENDERED);
  // The page's very end: the last card, nothing blank after it.
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  await settle(page);
  expect(await blankOnScreen(page)).toBe(false);
  await expect(last.getByRole('button', { name: 'Return order' })).toBeInViewport();
  await shot(page, 'heavy-list-end-phone');
});

test('Tab and Shift+Tab move through the cards, rendering the next one when it is not rendered yet', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openActual(page, PHONE);

  // The last focus stop of the last card on screen: Tab goes to the next card.
  const visible = await firstVisibleCard(page);
  if (!visible) throw new Error('no card on screen');
  const index = Number(await page.getByTestId(visible.id).locator('xpath=..').getAttribute('data-index'));
  const lastStop = page.getByTestId(visible.id).locator('footer button, footer a').last();
  await lastStop.focus();
  await page.keyboard.press('Tab');
  await expect(row(page, index + 1).locator(':focus')).toHaveCount(1);

  // Tab from the last stop of the last rendered card (focused without scrolling): the next card is
  // rendered and takes focus.
  const edge = await page.evaluate(() => {
    const rows = [...document.querySelectorAll<HTMLElement>('.windowed-list__row')];
    const lastRow = rows.at(-1);
    const stops = [...(lastRow?.querySelectorAll<HTMLElement>('footer button, footer a') ?? [])];
    stops.at(-1)?.focus({ preventScroll: true });
    return Number(lastRow?.dataset.index);
  });
  await expect(row(page, edge + 1)).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(row(page, edge + 1).locator(':focus')).toHaveCount(1);
  await expect(page.locator(':focus')).toBeInViewport();

  // Shift+Tab from the first stop of the first rendered card, far down: the card above renders.
  await page.evaluate(() => window.scrollTo({ top: 60_000, behavior: 'instant' }));
  await settle(page);
  const top = await page.evaluate(() => {
    const firstRow = document.querySelector<HTMLElement>('.windowed-list__row');
    firstRow?.querySelector<HTMLElement>('button, a[href]')?.focus({ preventScroll: true });
    return Number(firstRow?.dataset.index);
  });
  expect(top).toBeGreaterThan(0);
  await expect(row(page, top - 1)).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(row(page, top - 1).locator(':focus')).toHaveCount(1);
});

test('a fling shows placeholders for the cards it passes; they become cards when the scrolling stops', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openActual(page, PHONE);
  await expect(orderCards(page).first()).toBeVisible();
  // A screen and a half each frame for 30 frames: far faster than a brisk phone fling.
  const placeholdersSeen = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let frames = 0;
        let seen = 0;
        const tick = () => {
          window.scrollBy({ top: 1300, behavior: 'instant' });
          seen = Math.max(seen, document.querySelectorAll('.windowed-list__row--placeholder').length);
          frames += 1;
          if (frames < 30) requestAnimationFrame(tick);
          else resolve(seen);
        };
        requestAnimationFrame(tick);
      }),
  );
  expect(placeholdersSeen).toBeGreaterThan(0);
  // Stopped: the rows on screen are real cards again, with their QR codes.
  await expect(page.locator('.windowed-list__row--placeholder')).toHaveCount(0);
  const onScreen = await firstVisibleCard(page);
  expect(onScreen).not.toBeNull();
  await expect(
    page
      .getByTestId(onScreen?.id ?? '')
      .getByRole('img', { name: /QR code of ticket/ })
      .first(),
  ).toBeAttached();
  expect(await blankOnScreen(page)).toBe(false);
});

test('/tickets/all pages from the network: "Load more" appends the next 20 orders', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await page.goto(`${heavy().origin()}/tickets/all`);
  // Up to 50 orders every card is rendered (a short list is cheap, and find-in-page sees it all).
  await expect(list(page)).toHaveAttribute('data-count', '20', { timeout: 60_000 });
  await expect(orderCards(page)).toHaveCount(20);
  const more = page.getByRole('button', { name: 'Load more' });
  await more.click();
  await expect(list(page)).toHaveAttribute('data-count', '40');
  await expect(orderCards(page)).toHaveCount(40);
  // Past 50 the list is windowed.
  await more.click();
  await expect(list(page)).toHaveAttribute('data-count', '60');
  // The appended cards are there when scrolled to: the last of them, just above "Load more".
  await more.scrollIntoViewIfNeeded();
  await settle(page);
  await expect(orderCards(row(page, 59))).toBeInViewport();
  expect(await orderCards(page).count()).toBeLessThanOrEqual(MAX_RENDERED);
});

test('desktop: the actual tab of the heavy account, top and far down', async ({ page }) => {
  test.setTimeout(120_000);
  await openActual(page, DESKTOP);
  await expect(
    orderCards(page)
      .first()
      .getByRole('img', { name: /QR code of ticket/ })
      .first(),
  ).toBeVisible();
  await shot(page, 'heavy-list-top-desktop');
  await page.evaluate(() => window.scrollTo({ top: 80_000, behavior: 'instant' }));
  await settle(page);
  await scrollBy(page, -200);
  expect(await blankOnScreen(page)).toBe(false);
  await shot(page, 'heavy-list-middle-desktop');
  expect(await orderCards(page).count()).toBeLessThanOrEqual(MAX_RENDERED);
});
