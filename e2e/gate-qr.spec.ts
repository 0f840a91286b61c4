// Every QR shown large scans whichever way the phone is held: gate mode of a ticket, the card
// shown at the cashier and the zoomed card code, at portrait and landscape phone sizes, a tablet and a
// desktop. Read-only on the shared server. The gate start's plain view: e2e/gate-start.spec.ts.
import { expect, type Page, test } from '@playwright/test';
import { gateCode, gateHint, gateView } from './models/gateView.ts';
import { expectScannableQr, QR_SIZES } from './qr-check.ts';
import { ANNA, origin, signInByCookie } from './support.ts';

test.beforeEach(async ({ context, page }) => {
  await signInByCookie(context, ANNA);
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
});

/** Gate mode on order 1001's first ticket. */
const openGateOn1001 = (page: Page) =>
  page
    .getByTestId('order-1001')
    .getByRole('button', { name: /QR code of ticket/ })
    .first()
    .click();

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/${name}.png`, animations: 'disabled' });

test('gate mode: the ticket QR scans at every size and orientation', async ({ page }) => {
  await page.goto(`${origin()}/tickets/actual`);
  await openGateOn1001(page);
  const gate = gateView(page);
  // Two tickets: the arrows are there, and the calendar and directions buttons in the bar.
  await expect(gate).toContainText('Ticket 1 of 2');
  const qr = gate.getByRole('img', { name: /QR code of ticket/ });
  for (const { width, height, minSide } of QR_SIZES) {
    await page.setViewportSize({ width, height });
    await expectScannableQr(qr, { minSide, where: `${width}×${height}` });
    await shot(page, `gate-qr-ticket-${width}x${height}`);
  }
});

test('the card at the cashier and the zoomed card QR scan at every size and orientation', async ({
  page,
}) => {
  await page.goto(`${origin()}/cards`);
  const card = page.getByTestId('client-card').first();
  await card.getByRole('button', { name: /Show at the cashier/ }).click();
  const gate = gateView(page);
  const qr = gate.getByRole('img', { name: 'QR code of card 7700 1111 2222 3333' });
  for (const { width, height, minSide } of QR_SIZES) {
    await page.setViewportSize({ width, height });
    await expectScannableQr(qr, { value: '7700111122223333', minSide, where: `cashier ${width}×${height}` });
    await shot(page, `gate-qr-card-${width}x${height}`);
  }
  await page.keyboard.press('Escape');
  await expect(gate).toHaveCount(0);

  // The zoomed code in the list (spec §9: 200).
  await card.getByRole('button', { name: 'QR code of card 7700 1111 2222 3333' }).click();
  const zoomed = card.getByRole('img', { name: 'QR code of card 7700 1111 2222 3333' });
  await expect(zoomed).toHaveAttribute('width', '200');
  for (const { width, height } of QR_SIZES) {
    await page.setViewportSize({ width, height });
    // Its bottom at the screen's: the sticky header covers the top of a short one.
    await zoomed.evaluate((el) => el.parentElement?.scrollIntoView({ block: 'end' }));
    await expectScannableQr(zoomed, {
      value: '7700111122223333',
      minSide: 200,
      where: `zoomed ${width}×${height}`,
    });
    await shot(page, `gate-qr-zoomed-${width}x${height}`);
  }
});

/** The browser's own text size (Settings → Appearance → Font size), as a customer with poor sight sets it. */
const textSize = async (page: Page, px: number) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: px } });
  await cdp.detach();
};

const sideOf = async (img: ReturnType<Page['getByRole']>) => {
  const box = await img.boundingBox();
  return Math.round(Math.min(box?.width ?? 0, box?.height ?? 0));
};

test('a larger text size moves the texts below the code, it never shrinks it (320×568, 16 → 24 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 568 });
  for (const [path, open, name] of [
    ['/tickets/actual', /QR code of ticket/, /QR code of ticket/],
    ['/cards', /Show at the cashier/, /QR code of card/],
  ] as const) {
    await textSize(page, 16);
    await page.goto(`${origin()}${path}`);
    await page.getByRole('main').getByRole('button', { name: open }).first().click();
    const gate = gateView(page);
    const qr = gate.getByRole('img', { name });
    const atDefault = await sideOf(qr);
    expect(atDefault).toBeGreaterThanOrEqual(190);
    await textSize(page, 24);
    await expect.poll(() => gateCode(gate).evaluate((el) => getComputedStyle(el).fontSize)).toBe('39px');
    await expectScannableQr(qr, { minSide: atDefault, where: `${path} at text size 24` });
    expect(await sideOf(qr)).toBe(atDefault);
    // The texts are below it, a scroll away.
    const hint = gateHint(gate);
    await hint.scrollIntoViewIfNeeded();
    await expect(hint).toBeInViewport();
    await shot(page, `gate-text-24-${path.slice(1).replace('/', '-')}`);
    await page.keyboard.press('Escape');
  }
  await textSize(page, 16);
});

test('a long event name keeps the seat line on the screen of the QR view (320×640)', async ({ page }) => {
  const long =
    'Большой гала-концерт звёзд мировой оперы и балета с симфоническим оркестром, хором и солистами';
  await page.route(
    (u) => u.pathname === '/api/v3/users/me/orders',
    async (route) => {
      const res = await route.fetch({ headers: { ...route.request().headers(), 'if-none-match': '' } });
      const body = (await res.json()) as {
        data: { id: number; tickets: { performance: { name: string } }[] }[];
      };
      for (const order of body.data)
        if (order.id === 1001) for (const t of order.tickets) t.performance.name = long;
      await route.fulfill({ response: res, json: body });
    },
  );
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`${origin()}/tickets/actual`);
  await openGateOn1001(page);
  const gate = gateView(page);
  // The whole name is its heading (a screen reader reads it all); on screen it takes two lines at most.
  await expect(gate.getByRole('heading', { name: long })).toBeAttached();
  const seat = gate.getByText('Row 7 · Place 12', { exact: false });
  await expect(seat).toBeInViewport({ ratio: 1 });
  await shot(page, 'gate-long-name-320x640');
  // The page's later syncs may still be in the handler when the test ends.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
