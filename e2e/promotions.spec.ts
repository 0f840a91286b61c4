import { expect, test } from '@playwright/test';
import { ANNA, DESKTOP, NINO, origin, PHONE, signInByCookie, snap } from './support.ts';

test('actual promotions: 4 a page, code, description, valid-until date and the go-to-site link', async ({
  page,
  context,
}) => {
  await signInByCookie(context, ANNA);
  await page.goto(`${origin()}/promotions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Акции' })).toBeVisible();
  const cards = page.getByTestId('promotion');
  await expect(cards).toHaveCount(4);
  const first = cards.first();
  await expect(first.getByRole('heading', { name: '−10% на детские спектакли' })).toBeVisible();
  await expect(first).toContainText('Код: KIDS10');
  await expect(first).toContainText('Скидка на спектакли Театра кукол для всей семьи.');
  await expect(first).toContainText(/Действует до \d{2} \S+ \d{4}/);
  // Spec §2: the discounts site at /{lang}/{region}/{categoryId}/{id}, in a new tab.
  const site = first.getByRole('link', { name: /Перейти на сайт/ });
  await expect(site).toHaveAttribute('href', 'https://skidki.kvitok.by/ru/minsk/2/6');
  await expect(site).toHaveAttribute('target', '_blank');
  await expect(site).toHaveAttribute('rel', /noopener/);
  await snap(page, 'promotions-desktop');

  await page.getByRole('link', { name: 'Страница 2' }).click();
  await expect(page).toHaveURL(/\/promotions\?page=2$/);
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Страница 1' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Актуальные' })).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(cards).toHaveCount(2);

  // The language chosen goes into the link.
  await page.getByLabel('Язык').selectOption('en');
  await expect(cards.first().getByRole('link', { name: /Go to the site/ })).toHaveAttribute(
    'href',
    /^https:\/\/skidki\.kvitok\.by\/en\/minsk\/\d+\/\d+$/,
  );
  await page.getByLabel('Language').selectOption('ru');
});

test('used promotions show a not-valid label', async ({ page, context }) => {
  await signInByCookie(context, ANNA);
  await page.setViewportSize(PHONE);
  await page.goto(`${origin()}/promotions`);
  await page.getByRole('link', { name: 'Использованные' }).click();
  await expect(page).toHaveURL(/tab=used/);
  await expect(page.getByRole('link', { name: 'Актуальные' })).not.toHaveAttribute('aria-current', 'page');
  const cards = page.getByTestId('promotion');
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) await expect(card).toContainText('Недействителен');
  await expect(page.getByRole('navigation', { name: 'Страницы' })).toHaveCount(0);
  await snap(page, 'promotions-used-phone');
  await page.getByRole('link', { name: 'Актуальные' }).click();
  await expect(cards).toHaveCount(4);
  await snap(page, 'promotions-phone');
});

test('the Georgian host hides the go-to-site button; an empty list says so', async ({ page, context }) => {
  await signInByCookie(context, NINO, 'ge.localhost');
  await page.setViewportSize(DESKTOP);
  await page.goto(`${origin('ge.localhost')}/promotions`);
  await expect(page.getByText('აქტუალური აქციები ჯერ არ გაქვთ')).toBeVisible();
  await page.getByRole('link', { name: 'გამოყენებული' }).click();
  await expect(page.getByText('გამოყენებული აქციები არ გაქვთ')).toBeVisible();
  await snap(page, 'promotions-empty-ge-desktop');
});

test('the go-to-site button is hidden on the Georgian host even with coupons', async ({ page, context }) => {
  await signInByCookie(context, NINO, 'ge.localhost');
  await page.route('**/api/v2/users/me/coupons**', (route) =>
    route.fulfill({
      json: {
        data: [
          {
            promocodeCode: 'GE10',
            promotion: { id: 9, name: 'ფასდაკლება', imageUrl: null, shortDescription: '', categoryId: 1 },
            coupon: { endAt: Math.floor(Date.now() / 1000) + 86_400 },
          },
        ],
        last_page: 1,
      },
    }),
  );
  await page.goto(`${origin('ge.localhost')}/promotions`);
  await expect(page.getByTestId('promotion')).toHaveCount(1);
  await expect(page.getByTestId('promotion').getByRole('link')).toHaveCount(0);
});
