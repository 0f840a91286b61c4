import { expect, type Page, test } from '@playwright/test';
import { withIsolatedServer } from './isolated-server.ts';
import { DESKTOP, NINO, PHONE, snap } from './support.ts';

// EARLY2026 is single-use and books an order: the journey runs on a private server (fresh demo data).
const isolated = withIsolatedServer();

const open = async (page: Page, lang: string) => {
  await page.goto(`${isolated.server.origin('ge.localhost')}/early-booking`);
  await page.evaluate((l) => localStorage.setItem('cabinet.lang', l), lang);
  await page.reload();
};

const alertSays = async (page: Page, text: string) => {
  await page.getByRole('button', { name: 'Активировать код' }).click();
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
};

test('checks in the spec order with the Russian alerts', async ({ page, context }) => {
  // The page's clock is the test's to move: an alert must outlast the 3 s a toast is shown.
  await page.clock.install();
  await isolated.server.signIn(context, NINO, 'ge.localhost');
  await open(page, 'ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Раннее бронирование' })).toBeVisible();
  // Birth-date choices: days 1–31, short Russian months, 100 years back from this one.
  await expect(page.getByLabel('День').locator('option')).toHaveCount(32);
  await expect(page.getByLabel('Месяц').locator('option')).toHaveText([
    'Месяц',
    'янв.',
    'февр.',
    'март',
    'апр.',
    'май',
    'июнь',
    'июль',
    'авг.',
    'сент.',
    'окт.',
    'нояб.',
    'дек.',
  ]);
  const year = new Date().getFullYear();
  const years = page.getByLabel('Год').locator('option');
  await expect(years).toHaveCount(101);
  await expect(years.nth(1)).toHaveText(String(year));
  await expect(years.last()).toHaveText(String(year - 99));
  // Cities of the brand's country, from /api/v2/cities.
  await expect(page.getByRole('main').getByLabel('Город').locator('option')).toHaveText([
    'Выберите город',
    'Тбилиси',
    'Батуми',
    'Кутаиси',
  ]);

  // Prefilled from Nino's profile (name, e-mail, city, gender, birth date).
  const city = page.getByRole('main').getByLabel('Город');
  const firstName = page.getByRole('textbox', { name: 'Имя', exact: true });
  await expect(firstName).toHaveValue('Nino');
  await expect(page.getByLabel('Фамилия')).toHaveValue('Beridze');
  await expect(page.getByLabel('Электронная почта')).toHaveValue('nino@example.com');
  await expect(city.locator('option:checked')).toHaveText('Тбилиси');
  await expect(page.getByLabel('Женский')).toBeChecked();
  await expect(page.getByLabel('День')).toHaveValue('2');
  await expect(page.getByLabel('Месяц').locator('option:checked')).toHaveText('сент.');
  await expect(page.getByLabel('Год')).toHaveValue('1994');
  await snap(page, 'early-booking-prefilled-desktop');
  await page.setViewportSize(PHONE);
  await snap(page, 'early-booking-prefilled-phone');
  await page.setViewportSize(DESKTOP);
  // Cleared, the checks come in the spec's order (gender, a radio, cannot be cleared: rules.test.ts).
  await city.selectOption('');
  await firstName.fill('');
  await page.getByLabel('Фамилия').fill('');
  await page.getByLabel('Электронная почта').fill('');
  await page.getByLabel('День').selectOption('');

  await alertSays(page, 'Введите код раннего бронирования');
  await expect(page.getByLabel('Код раннего бронирования')).toBeFocused();
  await snap(page, 'early-booking-errors-desktop');
  await page.getByLabel('Код раннего бронирования').fill('USED2025');
  await alertSays(page, 'Выберите город');
  await page.getByRole('main').getByLabel('Город').selectOption({ label: 'Тбилиси' });
  await alertSays(page, 'Введите имя');
  await page.getByRole('textbox', { name: 'Имя', exact: true }).fill('Нино');
  await alertSays(page, 'Введите фамилию');
  await page.getByLabel('Фамилия').fill('Беридзе');
  await alertSays(page, 'Введите ваш адрес электронной почты');
  // Spec §5: red while the address is invalid, green once it is valid.
  const mailField = page.getByLabel('Электронная почта').locator('..');
  await page.getByLabel('Электронная почта').fill('nino@');
  await expect(mailField).toHaveClass(/field--invalid/);
  await page.getByLabel('Электронная почта').fill('nino@example.com');
  await expect(mailField).toHaveClass(/field--valid/);
  await alertSays(page, 'Укажите дату рождения');
  await page.getByLabel('День').selectOption('12');
  await page.getByLabel('Месяц').selectOption({ label: 'апр.' });
  await page.getByLabel('Год').selectOption('1990');

  // A used code: the first message of the code error, in an alert that stays (a toast was gone after
  // 3 s, leaving the form unexplained) until the form changes.
  await page.getByRole('button', { name: 'Активировать код' }).click();
  const refusal = page
    .getByRole('main')
    .getByRole('alert')
    .filter({ hasText: 'Этот код раннего бронирования уже использован' });
  await expect(refusal).toBeVisible();
  await expect(page).toHaveURL(/\/early-booking$/);
  await page.clock.runFor(10_000);
  await expect(refusal).toBeVisible();
  await snap(page, 'early-booking-refused-desktop');
  await page.setViewportSize(PHONE);
  await refusal.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screenshots/early-booking-refused-phone.png' });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: 'test-results/screenshots/early-booking-refused-tablet.png' });
  await page.setViewportSize(DESKTOP);

  // The right code books an order and opens the payment route for it; the refusal goes with the change.
  await page.getByLabel('Код раннего бронирования').fill('EARLY2026');
  await expect(page.getByTestId('early-booking-alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Активировать код' }).click();
  await expect(page.getByText('Код активирован')).toBeVisible();
  await expect(page).toHaveURL(/\/payment\/\d+$/);
});

test('the form in every language, at phone and desktop size', async ({ page, context }) => {
  await isolated.server.signIn(context, NINO, 'ge.localhost');
  await page.setViewportSize(PHONE);
  await open(page, 'ge');
  await expect(page.getByRole('heading', { level: 1, name: 'ადრეული დაჯავშნა' })).toBeVisible();
  await expect(page.getByLabel('ქალაქი').locator('option').nth(1)).toHaveText('თბილისი');
  await page.getByRole('button', { name: 'კოდის გააქტიურება' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'შეიყვანეთ ადრეული დაჯავშნის კოდი' }).first(),
  ).toBeVisible();
  await snap(page, 'early-booking-errors-phone');
  for (const [lang, heading, monthLabel, month] of [
    ['en', 'Early booking', 'Month', 'Jan'],
    ['be', 'Ранняе браніраванне', 'Месяц', 'сту'],
    ['az', 'Erkən bron', 'Ay', 'yan'],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem('cabinet.lang', l), lang);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByLabel(monthLabel, { exact: true }).locator('option').nth(1)).toHaveText(month);
  }
  await page.setViewportSize(DESKTOP);
  await snap(page, 'early-booking-az-desktop');
});
