// Keyboard-only journeys: sign-in, returning a ticket and gate mode with Tab, Shift+Tab,
// Enter, Space, arrows and Escape; no clicks. Each focused control must show a visible focus style.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { withIsolatedServer } from './isolated-server.ts';
import { gateView } from './models/gateView.ts';
import { signInDialog } from './models/signInDialog.ts';
import { ANNA, cityCookie, origin } from './support.ts';

/** The focused element matches :focus-visible and draws an outline or a ring. */
const expectVisibleFocus = async (page: Page) => {
  const verdict = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing is focused';
    const what = el.outerHTML.slice(0, 120);
    if (!el.matches(':focus-visible')) return `not :focus-visible: ${what}`;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none' ? 'visible' : `no focus style: ${what}`;
  });
  expect(verdict).toBe('visible');
};

/** Presses Tab (or Shift+Tab) until `target` has focus, then checks the focus is visible. */
const tabTo = async (page: Page, target: Locator, { back = false, max = 150 } = {}) => {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} was not reached with ${max} presses of Tab`);
};

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
});

test('sign in through the popup with the keyboard only', async ({ context, page }) => {
  // A returning visitor has chosen a city before: the city question (a dialog of its own, tested in
  // header.spec) must not open over the cabinet right after the sign-in.
  await context.addCookies([cityCookie('localhost', 'minsk')]);
  await page.goto(`${origin()}/tickets/actual`);
  const dialog = signInDialog(page);
  const phone = dialog.getByLabel('Phone number');
  await expect(phone).toBeFocused();
  await page.keyboard.type('+375 29 111-11-11');
  // The country selector is before the number: Shift+Tab reaches it, Tab comes back.
  await tabTo(page, dialog.getByLabel('Country'), { back: true });
  await tabTo(page, phone);
  await tabTo(page, dialog.getByLabel('I accept the terms of use'));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByLabel('I consent to the processing of my personal data'));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  const password = dialog.getByLabel('Password');
  await expect(password).toBeFocused();
  await page.keyboard.type(ANNA.password);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-1001')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('signed in on a private server', () => {
  const isolated = withIsolatedServer();

  test.beforeEach(async ({ context }) => {
    await isolated.server.signIn(context, ANNA);
  });

  test('gate mode: open from a ticket QR, arrow to the next ticket, Escape returns focus', async ({
    page,
  }) => {
    await page.goto(`${isolated.server.origin()}/tickets/actual`);
    const opener = page
      .getByTestId('order-1001')
      .getByRole('button', { name: /QR code of ticket/ })
      .first();
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const gate = gateView(page);
    await expect(gate).toBeVisible();
    await expect(gate).toContainText('1 of 2');
    await page.keyboard.press('ArrowRight');
    await expect(gate).toContainText('2 of 2');
    await page.keyboard.press('ArrowLeft');
    await expect(gate).toContainText('1 of 2');
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await expect(gate).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expectVisibleFocus(page);
  });

  test('return a ticket to points with the keyboard only', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`${isolated.server.origin()}/tickets/actual`);
    const ticket = page.getByTestId('order-1001').getByTestId('ticket-100101');
    const returnButton = ticket.getByRole('button', { name: 'Return ticket' });
    await tabTo(page, returnButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Return the ticket' });
    // Escape closes the dialog and gives focus back to its opener; Enter opens it again.
    await expect(dialog.getByTestId('refund-sum')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(returnButton).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('refund-sum')).toHaveText(/^45\.00\s/);
    await tabTo(page, dialog.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('button', { name: 'Yes, return' }));
    await page.keyboard.press('Enter');
    // The refund method is a radio group: arrows move between the choices.
    const points = dialog.getByRole('radio', { name: /To my points balance/ });
    await tabTo(page, dialog.getByRole('radio').first());
    for (let i = 0; i < 4 && !(await points.isChecked()); i++) await page.keyboard.press('ArrowDown');
    await expect(points).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: /^Return 45\.00/ }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The ticket has been returned')).toBeVisible();
    await expect(ticket.getByText('Returned', { exact: true })).toBeVisible();
  });
});
