// Every QR shown large scans whichever way the phone is held: gate mode of a ticket, the card
// shown at the cashier and the zoomed card code, at portrait and landscape phone sizes, a tablet and a
// desktop. Read-only on the shared server. The gate start's plain view: e2e/gate-start.spec.ts.
import { expect, type Page, test } from '@playwright/test';
import { expectScannableQr, QR_SIZES } from './qr-check.ts';
import { ANNA, origin, signInByCookie } from './support.ts';

test.beforeEach(async ({ context, page }) => {
  await signInByCookie(context, ANNA);
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/${name}.png`, animations: 'disabled' });

test('gate mode: the ticket QR scans at every size and orientation', async ({ page }) => {
  await page.goto(`${origin()}/tickets/actual`);
  await page
    .getByTestId('order-1001')
    .getByRole('button', { name: /QR code of ticket/ })
    .first()
    .click();
  const gate = page.locator('dialog.gate-view[open]');
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
  const gate = page.locator('dialog.gate-view[open]');
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
