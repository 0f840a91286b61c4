// what the platform sends is in the customer's language. In English on the Belarusian
// brand the payment methods, the seat plan in the QR view and the train's stations were Russian; in
// Russian on the Georgian brand the sector and hall were Georgian. The reference server answers its demo
// data in the request's language; the cabinet's own labels are translated (Georgian "Venue" is no longer
// the seat's word). Read-only journeys on the shared server, at phone size.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { gateFacts, gateView } from './models/gateView.ts';
import { orderCard as card } from './offline-support.ts';
import { ANNA, type BrandHost, NINO, origin, PHONE, signInByCookie, snap } from './support.ts';

const CYRILLIC = /[\u0400-\u04FF]/;
const GEORGIAN = /[\u10D0-\u10FF]/;

/** The value of a card's fact by its label (the first one with that label). */
const fact = (where: Locator, label: string) =>
  where
    .locator('.fact', { has: where.page().getByText(label, { exact: true }) })
    .first()
    .locator('dd');

/** The orders at phone size in `lang` (the language stored as the switcher stores it). */
const openIn = async (page: Page, host: BrandHost, lang: string) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${origin(host)}/tickets/actual`);
  await page.evaluate((l) => localStorage.setItem('cabinet.lang', l), lang);
  await page.reload();
};

/** Opens the QR view on the order's first ticket code. */
const openQrView = async (page: Page, orderId: number) => {
  await card(page, orderId).getByRole('button', { name: /QR/ }).first().click();
  const gate = gateView(page);
  await expect(gate).toBeVisible();
  return gate;
};

test('English on the Belarusian brand: seat plan, QR view, train and payment methods in English', async ({
  page,
  context,
}) => {
  await signInByCookie(context, ANNA);
  await openIn(page, 'localhost', 'en');

  const swanLake = card(page, 1001);
  await expect(fact(swanLake, 'Venue')).toHaveText('Bolshoi Theatre');
  await expect(fact(swanLake, 'Section')).toHaveText('Stalls');
  await expect(fact(swanLake, 'Hall')).toHaveText('Grand Hall');
  await swanLake.scrollIntoViewIfNeeded();
  await swanLake.screenshot({ path: 'test-results/screenshots/data-language-card-en.png' });

  const gate = await openQrView(page, 1001);
  await expect(gateFacts(gate).nth(1)).toHaveText('Stalls · Grand Hall · Row 7 · Place 12');
  await expect(gate).not.toContainText(CYRILLIC);
  await page.screenshot({ path: 'test-results/screenshots/data-language-qr-view-en.png' });
  await page.keyboard.press('Escape');
  await expect(gate).toHaveCount(0);

  const train = card(page, 1007);
  await expect(train.getByRole('heading', { name: 'Minsk-Passazhirsky → Brest-Tsentralny' })).toBeVisible();
  await expect(train).toContainText('Belarusian Railway');
  await expect(fact(train.getByTestId('train-ticket-100701'), 'Terms')).toHaveText('Bed linen');
  // A passenger's name is as on the ticket and the passenger's document, not translated.
  await expect(train.getByTestId('train-ticket-100701')).toContainText('ИВАНОВА АННА СЕРГЕЕВНА');
  await train.scrollIntoViewIfNeeded();
  await train.screenshot({ path: 'test-results/screenshots/data-language-train-en.png' });

  await page.goto(`${origin()}/payment/1005`);
  const methods = page.locator('.payment__methods');
  await expect(methods.locator('.payment__method-name')).toHaveText(['Bank card', 'Card instalments']);
  await expect(methods.locator('.payment__method', { hasText: 'Card instalments' })).toContainText(
    'Pay in parts with an instalment card',
  );
  await expect(methods).not.toContainText(CYRILLIC);
  await snap(page, 'data-language-payment-en');
});

test('Georgian on the Belarusian brand: the payment methods and the train in Georgian', async ({
  page,
  context,
}) => {
  await signInByCookie(context, ANNA);
  await openIn(page, 'localhost', 'ge');
  const swanLake = card(page, 1001);
  // "Venue" and "Place" are two words: the event's place and the seat.
  await expect(fact(swanLake, 'ჩატარების ადგილი')).toHaveText('დიდი თეატრი');
  await expect(fact(swanLake, 'ადგილი')).toHaveText('12');
  await expect(fact(swanLake, 'სექტორი')).toHaveText('პარტერი');
  await swanLake.scrollIntoViewIfNeeded();
  await swanLake.screenshot({ path: 'test-results/screenshots/data-language-card-ge.png' });
  const train = card(page, 1007);
  await expect(train.getByRole('heading', { name: 'მინსკ-სამგზავრო → ბრესტ-ცენტრალური' })).toBeVisible();
  await train.scrollIntoViewIfNeeded();
  await train.screenshot({ path: 'test-results/screenshots/data-language-train-ge.png' });

  await page.goto(`${origin()}/payment/1005`);
  await expect(page.locator('.payment__method-name')).toHaveText(['საბანკო ბარათი', 'განვადება ბარათით']);
  await expect(page.locator('.payment__methods')).not.toContainText(CYRILLIC);
  await snap(page, 'data-language-payment-ge');
});

test('Russian on the Georgian brand: the sector, hall and venue in Russian, in the card and the QR view', async ({
  page,
  context,
}) => {
  await signInByCookie(context, NINO, 'ge.localhost');
  await openIn(page, 'ge.localhost', 'ru');
  const opera = card(page, 2001);
  await expect(fact(opera, 'Место проведения')).toHaveText('Тбилисский театр оперы и балета');
  await expect(fact(opera, 'Сектор')).toHaveText('Партер');
  await expect(fact(opera, 'Зал')).toHaveText('Большой зал');
  await expect(opera).not.toContainText(GEORGIAN);
  await opera.screenshot({ path: 'test-results/screenshots/data-language-card-ru-on-ge.png' });

  const gate = await openQrView(page, 2001);
  await expect(gateFacts(gate).nth(1)).toHaveText('Партер · Большой зал · Ряд 4 · Место 10');
  await expect(gate).not.toContainText(GEORGIAN);
  await page.keyboard.press('Escape');

  // And in Georgian, the brand's own language, as the organiser wrote it.
  await openIn(page, 'ge.localhost', 'ge');
  await expect(fact(card(page, 2001), 'სექტორი')).toHaveText('პარტერი');
  const inGeorgian = await openQrView(page, 2001);
  await expect(gateFacts(inGeorgian).nth(1)).toHaveText('პარტერი · დიდი დარბაზი · რიგი 4 · ადგილი 10');
  await page.screenshot({ path: 'test-results/screenshots/data-language-qr-view-ge.png' });
});
