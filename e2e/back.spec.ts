// Back closes what is open on top, as on a native app: the full-screen QR, the return
// dialog mid-way, the phone menu, "Link a ticket", the cashier view, the promo dialog. The URL never
// changes when one opens; Back with nothing open still navigates; a dialog closed by its own button or
// Escape leaves no dead history entry; from the installed app's start page, Back closes the menu instead
// of leaving the app.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { anyGateView } from './models/gateView.ts';
import { menuButton, menuSheet, openMenu } from './models/menu.ts';
import { signInDialog } from './models/signInDialog.ts';
import { ANNA, origin, PHONE, signInByCookie } from './support.ts';

test.beforeEach(async ({ context, page }) => {
  await context.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
  await page.setViewportSize(PHONE);
  await signInByCookie(context, ANNA);
});

const card = (page: Page, id: number) => page.getByTestId(`order-${id}`);
/** The browser's Back (history.back(), as the phone's back button or gesture does). */
const back = (page: Page) => page.evaluate(() => history.back());
const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

/** Opens a dialog, checks the URL stayed, presses Back: the dialog closes and the page stays. */
const backCloses = async (page: Page, open: () => Promise<void>, dialog: Locator, shot?: string) => {
  const before = page.url();
  await open();
  await expect(dialog).toBeVisible();
  expect(page.url()).toBe(before);
  // The screen as the phone shows it (a full-page shot of an overlay says little).
  if (shot) await page.screenshot({ path: `test-results/screenshots/${shot}.png`, animations: 'disabled' });
  await back(page);
  await expect(dialog).toHaveCount(0);
  expect(page.url()).toBe(before);
};

test('Back closes the QR full screen, the return dialog mid-way, the menu and "Link a ticket"; then navigates', async ({
  page,
}) => {
  await page.goto(`${origin()}/tickets/booked`);
  await expect(page.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Actual', exact: true }).click();
  await expect(card(page, 1001)).toBeVisible({ timeout: 20_000 });

  const qr = card(page, 1001)
    .getByRole('button', { name: /QR code of ticket/ })
    .first();
  await qr.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await backCloses(page, () => qr.click(), anyGateView(page));
  // The page behind did not move (the router did not take the Back for a navigation and reset it).
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // The return dialog, at its second step.
  await backCloses(
    page,
    async () => {
      await card(page, 1001)
        .getByTestId('ticket-100101')
        .getByRole('button', { name: 'Return ticket' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Return the ticket' });
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog.getByRole('button', { name: 'Yes, return' })).toBeVisible();
    },
    page.getByRole('dialog', { name: 'Return the ticket' }),
    'back-return-dialog-step-2-phone',
  );
  await expect(
    card(page, 1001).getByTestId('ticket-100101').getByRole('button', { name: 'Return ticket' }),
  ).toBeVisible();

  await backCloses(page, () => menuButton(page).click(), menuSheet(page));
  await backCloses(
    page,
    () => page.getByRole('button', { name: 'Link a ticket' }).first().click(),
    page.getByRole('dialog', { name: 'Link a ticket' }),
  );

  // Nothing open: Back goes to the page before, once.
  await back(page);
  await expect(page).toHaveURL(/\/tickets\/booked$/);
});

test('a dialog closed by its button or Escape leaves no dead entry: one Back goes to the page before', async ({
  page,
}) => {
  await page.goto(`${origin()}/tickets/actual`);
  await expect(card(page, 1001)).toBeVisible({ timeout: 20_000 });
  await page
    .getByRole('link', { name: /My points/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/balance$/);

  const promo = page.getByRole('dialog', { name: 'Activate a code' });
  await page.getByRole('button', { name: 'Activate a code' }).click();
  await expect(promo).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(promo).toHaveCount(0);
  await page.getByRole('button', { name: 'Activate a code' }).click();
  await expect(promo).toBeVisible();
  await promo.getByRole('button', { name: 'Close' }).click();
  await expect(promo).toHaveCount(0);
  await expect(page).toHaveURL(/\/balance$/);

  await back(page);
  await expect(page).toHaveURL(/\/tickets\/actual$/);
  expect(path(page)).toBe('/tickets/actual');
});

test('the cashier view and the promo dialog close on Back; a main-site link in the menu still leaves', async ({
  page,
}) => {
  await page.goto(`${origin()}/balance`);
  await expect(page.getByTestId('balance-counter')).toBeVisible({ timeout: 20_000 });
  await backCloses(
    page,
    () => page.getByRole('button', { name: 'Activate a code' }).click(),
    page.getByRole('dialog', { name: 'Activate a code' }),
  );

  await page
    .getByRole('link', { name: /My cards/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cards$/);
  const first = page.getByTestId('client-card').first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  await backCloses(
    page,
    () => first.getByRole('button', { name: /Show at the cashier/ }).click(),
    anyGateView(page),
    'back-cashier-view-phone',
  );
  await back(page);
  await expect(page).toHaveURL(/\/balance$/);

  // A link of the main site in the menu closes the menu and loads that site: taking the menu's entry
  // back must not cancel the navigation.
  const menu = await openMenu(page);
  const link = menu.getByRole('navigation').getByRole('link').first();
  const target = new URL((await link.getAttribute('href')) ?? '');
  // The main site, as a stand-in page (no network here).
  await page.route(`${target.origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Main site</title><h1>Main site</h1>' }),
  );
  await link.click();
  await expect(page).toHaveURL((url) => url.origin === target.origin);
  await expect(page.getByRole('heading', { name: 'Main site' })).toBeVisible();
});

test('the installed app’s start page: Back closes the menu instead of leaving the app', async ({
  context,
}) => {
  // A fresh tab whose first entry is the cabinet, as an installed app starts.
  const app = await context.newPage();
  await app.setViewportSize(PHONE);
  await app.goto(`${origin()}/tickets/actual`);
  await expect(card(app, 1001)).toBeVisible({ timeout: 20_000 });
  await backCloses(app, () => menuButton(app).click(), menuSheet(app), 'back-menu-open-phone');
  await expect(app.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
});

test('signing in through the popup reloads on the page’s own entry: one Back leaves, as before', async ({
  context,
  page,
}) => {
  await context.clearCookies({ name: 'token' });
  await page.goto(`${origin()}/balance`);
  const dialog = signInDialog(page);
  await dialog.getByLabel('Phone number').fill(ANNA.phone);
  await dialog.getByLabel('I accept the terms of use').check();
  await dialog.getByLabel('I consent to the processing of my personal data').check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Password').fill(ANNA.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('balance-counter')).toContainText('1,250', { timeout: 20_000 });
  await back(page);
  await expect(page).toHaveURL('about:blank');
});

test('a dialog opened from the address (?widget=) closes for good, by its button or Back; the address keeps no ?widget=', async ({
  page,
}) => {
  await page.goto(`${origin()}/tickets/booked`);
  await expect(page.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
  const widget = page.getByRole('dialog', { name: 'Ticket sale' });
  const openFromAddress = async () => {
    await page.goto(`${origin()}/tickets/actual?widget=7/item:3`);
    await expect(widget).toBeVisible();
    // The router drops the parameter while the dialog's entry is on top.
    await expect(page).toHaveURL(/\/tickets\/actual$/);
  };
  /** Closed, on the page's own entry, which took the address without the parameter. */
  const closedForGood = async () => {
    await expect(widget).toBeHidden();
    expect(path(page)).toBe('/tickets/actual');
    expect(await page.evaluate(() => JSON.stringify(history.state))).not.toContain('cabinetDialog');
  };

  await openFromAddress();
  await widget.getByRole('button', { name: 'Close the ticket sale' }).click();
  await closedForGood();

  await openFromAddress();
  await back(page);
  await closedForGood();
  await page.reload();
  await expect(card(page, 1001)).toBeVisible({ timeout: 20_000 });
  await expect(widget).toHaveCount(0);
  // Back goes through the pages as if the dialogs had never been: the first visit, without the
  // parameter and with nothing reopening, then the page before.
  await back(page);
  await expect(page).toHaveURL(/\/tickets\/actual$/);
  await expect(widget).toBeHidden();
  await back(page);
  await expect(page).toHaveURL(/\/tickets\/booked$/);
});
