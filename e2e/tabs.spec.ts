// Two tabs of the cabinet open on one device (two pages of one browser context: one cookie jar, one
// storage, one service worker). What one tab changes under both reaches the other at once: the session
// ending or changing (sign-out, a 401, another customer signing in), the kept set kept anew after an
// action, the language.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { withIsolatedServer } from './isolated-server.ts';
import { anyGateView, gateView } from './models/gateView.ts';
import { firstField, signInDialog } from './models/signInDialog.ts';
import { goOffline, goOnline } from './network.ts';
import { orderCard as card, visitOnline } from './offline-support.ts';
import { ANNA, NINO, origin, PHONE, port, signInByCookie, snap } from './support.ts';

const SLOW = { timeout: 20_000 };

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    if (!localStorage.getItem('cabinet.lang')) localStorage.setItem('cabinet.lang', 'en');
  });
});

/** What would show that Anna's data is on screen: her balance, her card, the cashier view, her profile. */
const expectNothingOfAnnaShown = async (page: Page) => {
  await expect(page.getByText('1,250')).toHaveCount(0);
  await expect(anyGateView(page)).toHaveCount(0);
  await expect(page.getByText('anna@example.com')).toHaveCount(0);
  await expect(page.getByText('7700 1111 2222 3333')).toHaveCount(0);
};

/** Tab B on the cards screen with the virtual card's cashier view open; tab A on the actual tab. */
const twoTabs = async (context: BrowserContext, page: Page, home: string) => {
  await page.goto(`${home}/tickets/actual`);
  await expect(card(page, 1001)).toBeVisible(SLOW);
  const other = await context.newPage();
  await other.setViewportSize(PHONE);
  await other.goto(`${home}/cards`);
  await expect(other.getByTestId('client-card').first()).toContainText('7700 1111 2222 3333', SLOW);
  await other
    .getByTestId('client-card')
    .first()
    .getByRole('button', { name: /Show at the cashier/ })
    .click();
  await expect(anyGateView(other)).toBeVisible();
  return other;
};

test('signing out in one tab takes her cards, balance and cashier QR off the other at once', async ({
  context,
  page,
}) => {
  await signInByCookie(context, ANNA);
  const other = await twoTabs(context, page, origin());
  await expect(other.getByTestId('balance-counter')).toContainText('1,250');

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(signInDialog(page)).toBeVisible(SLOW);
  // The other tab was not touched: it learnt of the sign-out by itself.
  await expect(signInDialog(other)).toBeVisible(SLOW);
  await expect(other.getByTestId('balance-counter')).toHaveCount(0);
  await expect(other.getByTestId('client-card')).toHaveCount(0);
  await expectNothingOfAnnaShown(other);
  await snap(other, 'tabs-other-after-sign-out-phone');
});

test('a 401 in one tab signs the other out too', async ({ context, page }) => {
  await signInByCookie(context, ANNA);
  const other = await twoTabs(context, page, origin());
  // The session ends on the server: the next call of this tab with the token is refused.
  await page.route('**/api/v2/users/me', (route) =>
    route.fulfill({ status: 401, json: { message: 'Unauthenticated.' } }),
  );
  await page.goto(`${origin()}/profile`);
  await expect(signInDialog(page)).toBeVisible(SLOW);
  await expect(signInDialog(other)).toBeVisible(SLOW);
  await expect(other.getByTestId('client-card')).toHaveCount(0);
  await expectNothingOfAnnaShown(other);
});

test('Nino signs in in one tab: the other shows her data, never Anna’s', async ({ context, page }) => {
  await signInByCookie(context, ANNA);
  const other = await twoTabs(context, page, origin());
  const res = await page.request.post(`http://127.0.0.1:${port}/api/v3/auth`, {
    headers: { Host: `localhost:${port}` },
    form: { phone: NINO.phone, password: NINO.password, country: 'BY', formToken: 'e2e' },
  });
  const nino = (await res.json()) as { token: string; user: { avatar: string; username: string } };

  // The main site's hidden frame in the first tab says Nino signed in there.
  const mainSite = () => page.frames().find((f) => f.url().startsWith(`http://site.localhost:${port}/`));
  await expect.poll(() => mainSite() !== undefined).toBe(true);
  const reloaded = page.waitForEvent('load');
  await mainSite()?.evaluate(({ message, target }) => window.parent.postMessage(message, target), {
    message: { type: 'login', token: nino.token, username: nino.user.username, avatar: nino.user.avatar },
    target: origin(),
  });
  await reloaded;

  await expect(other.getByTestId('balance-counter')).toContainText('300', SLOW);
  await expectNothingOfAnnaShown(other);
});

test('a language chosen in one tab is the other’s too', async ({ context, page }) => {
  await signInByCookie(context, ANNA);
  await page.goto(`${origin()}/tickets/actual`);
  const other = await context.newPage();
  await other.goto(`${origin()}/balance`);
  await expect(other.getByRole('heading', { name: 'My points', level: 1 })).toBeVisible(SLOW);
  await page.getByLabel('Language').first().selectOption('ru');
  await expect(page.getByRole('heading', { name: 'Мои заказы', level: 1 })).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Мои баллы', level: 1 })).toBeVisible(SLOW);
});

test.describe('offline', () => {
  const run = withIsolatedServer();

  test('signing out in one tab closes the ticket’s full-screen QR in the other', async ({
    context,
    page,
  }) => {
    const { server } = run;
    await server.signIn(context, ANNA);
    await visitOnline(page, server.origin(), SLOW);
    await goOffline(context);
    // The other tab starts with no network on the actual tab: the next ticket's QR, full screen.
    const other = await context.newPage();
    await other.setViewportSize(PHONE);
    await other.goto(`${server.origin()}/tickets/actual`);
    await expect(gateView(other)).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).first().click();
    await expect(anyGateView(other)).toHaveCount(0, SLOW);
    await expect(card(other, 1001)).toHaveCount(0);
    await expect(signInDialog(other)).toBeVisible(SLOW);
    await snap(other, 'tabs-other-offline-after-sign-out-phone');
    // Back online, the other tab loads the sign-in form it could not fetch offline (a page closed in
    // the middle of that reload holds the context's teardown for most of a minute).
    await goOnline(context);
    await expect(firstField(signInDialog(other))).toBeVisible(SLOW);
  });
});

test.describe('changes to the kept set', () => {
  const run = withIsolatedServer();

  test('a ticket returned in one tab loses its QR and return button in the other', async ({
    context,
    page,
  }) => {
    const { server } = run;
    await server.signIn(context, ANNA);
    await page.goto(`${server.origin()}/tickets/actual`);
    const other = await context.newPage();
    await other.setViewportSize(PHONE);
    await other.goto(`${server.origin()}/tickets/actual`);
    const there = card(other, 1001).getByTestId('ticket-100101');
    await expect(there.getByRole('button', { name: 'Return ticket' })).toBeVisible(SLOW);
    await expect(other.getByTestId('last-synced')).toHaveAttribute('data-state', 'saved', SLOW);

    const ticket = card(page, 1001).getByTestId('ticket-100101');
    await ticket.getByRole('button', { name: 'Return ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Return the ticket' });
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Yes, return' }).click();
    await dialog.getByRole('radio', { name: /To my points balance/ }).check();
    await dialog.getByRole('button', { name: /^Return 45\.00/ }).click();
    await expect(ticket.getByText('Returned', { exact: true })).toBeVisible();

    // The other tab, untouched, shows the return too.
    await expect(there.getByText('Returned', { exact: true })).toBeVisible(SLOW);
    await expect(there.getByRole('img')).toHaveCount(0);
    await expect(there.getByRole('button', { name: 'Return ticket' })).toHaveCount(0);
    await expect(other.getByTestId('balance-counter')).toContainText('1,700');
    await there.scrollIntoViewIfNeeded();
    await other.screenshot({ path: 'test-results/screenshots/tabs-other-after-return-phone.png' });
  });
});
