// Printing the cabinet (Ctrl+P): the tickets with their QR codes and nothing else (no frame,
// no buttons), and with the QR view open, that ticket on one page with its texts. Checked in print media
// (what is shown) and in the PDF Chromium makes (how many pages). Read-only on the shared server.
import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { gateView } from './models/gateView.ts';
import { orderCards } from './models/orderCard.ts';
import { blankCodes, QR_CODE } from './models/qrCode.ts';
import { decodeQr } from './qr-check.ts';
import { ANNA, origin, signInByCookie } from './support.ts';

test.beforeEach(async ({ context, page }) => {
  await signInByCookie(context, ANNA);
  await page.addInitScript(() => localStorage.setItem('cabinet.lang', 'en'));
});

/** Controls and links a person would see on paper (a QR that opens gate mode is the code itself). */
const visibleControls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button, a, input, select, nav, [role="tab"]')]
      .filter((el) => !el.matches('.part__gate'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      })
      .map(
        (el) => `${el.localName}.${el.getAttribute('class') ?? ''} "${el.textContent?.trim().slice(0, 30)}"`,
      ),
  );

/** Pages of a PDF (its page objects). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;

const savePdf = (pdf: Buffer, name: string) => writeFileSync(`test-results/${name}.pdf`, pdf);

test('printing the orders tab gives its tickets with their QR codes and nothing else', async ({ page }) => {
  await page.goto(`${origin()}/tickets/actual`);
  const codes = page.locator(`main ${QR_CODE}`);
  await expect(page.getByTestId('ticket-100101')).toBeVisible();
  // Every card added (a long list adds them in steps after the first screen), then every code drawn (one per
  // idle moment after the first).
  await expect(page.getByTestId('orders-window')).not.toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => blankCodes(codes)).toBe(0);
  const tickets = await codes.count();
  expect(tickets).toBeGreaterThan(5);

  await page.emulateMedia({ media: 'print' });
  for (const frame of ['header.header', '.side-menu', 'footer.footer', 'main h1', '.tabs'])
    await expect(page.locator(frame).first(), frame).toBeHidden();
  expect(await visibleControls(page)).toEqual([]);
  // The ticket: its QR, what, when, where and its code.
  const ticket = page.getByTestId('ticket-100101');
  await expect(ticket.getByRole('img', { name: /QR code of ticket/ })).toBeVisible();
  await expect(ticket).toContainText('Swan Lake');
  await expect(ticket).toContainText('Row');
  await expect(page.getByTestId('order-1001').getByRole('heading', { name: 'Swan Lake' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/print-actual.png', fullPage: true });

  const pdf = await page.pdf({ format: 'A4' });
  savePdf(pdf, 'print-actual');
  // About four tickets with their order's heading to an A4 page; the frame and buttons took 8 before.
  expect(pageCount(pdf)).toBeLessThanOrEqual(Math.ceil(tickets / 4));
});

test('printing before the list has added its cards and drawn its codes prints them all', async ({ page }) => {
  // A page that never goes idle (a slow phone): the list stops at its first cards and the codes at the
  // first ones, until the customer prints.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto(`${origin()}/tickets/actual`);
  const list = page.getByTestId('orders-window');
  await expect(orderCards(list).first()).toBeVisible();
  await expect(list).toHaveAttribute('aria-busy', 'true');
  const blank = () => blankCodes(page.locator(`main ${QR_CODE}`));
  const cards = await orderCards(list).count();

  const pdf = await page.pdf({ format: 'A4' });
  savePdf(pdf, 'print-early');
  // The same pages as a print of the whole list (above): every card in them, none left as blank space.
  expect(pageCount(pdf)).toBeLessThanOrEqual(Math.ceil((await page.locator(`main ${QR_CODE}`).count()) / 4));
  expect(await orderCards(list).count()).toBeGreaterThan(cards);
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  expect(await blank()).toBe(0);
});

test('printing with the QR view open gives that ticket on one page, its QR and its texts', async ({
  page,
}) => {
  await page.goto(`${origin()}/tickets/actual`);
  await page
    .getByTestId('order-1001')
    .getByRole('button', { name: /QR code of ticket/ })
    .first()
    .click();
  const gate = gateView(page);
  const code = (await gate.getByTestId('gate-code').textContent()) ?? '';
  await page.emulateMedia({ media: 'print' });
  const qr = gate.getByRole('img', { name: /QR code of ticket/ });
  await expect(qr).toBeVisible();
  for (const text of [code, 'Swan Lake', 'Row 7'])
    await expect(gate.getByText(text, { exact: false }).first()).toBeVisible();
  expect(await visibleControls(page)).toEqual([]);
  // The list behind it is not printed.
  await expect(page.getByTestId('order-1002')).toBeHidden();
  await expect(page.getByTestId('ticket-100101')).toBeHidden();
  expect(await decodeQr(qr)).not.toBeNull();
  await page.screenshot({ path: 'test-results/screenshots/print-gate.png' });

  const pdf = await page.pdf({ format: 'A4' });
  savePdf(pdf, 'print-gate');
  expect(pageCount(pdf)).toBe(1);
});
