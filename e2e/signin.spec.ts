import { expect, type Page, test } from '@playwright/test';
import { PAIR_FREE } from '../server/auth/rate-limit.ts';
import { withIsolatedServer } from './isolated-server.ts';
import { signInDialog } from './models/signInDialog.ts';
import { goOffline, goOnline } from './network.ts';
import { type BrandHost, DESKTOP, origin, PHONE, snap } from './support.ts';

// Every path of spec §4 "Login flow" through the popup, per demo account (guide: demo-data.md).

const TEXT = {
  localhost: {
    dialog: 'Войти',
    phone: 'Номер телефона',
    terms: 'Я принимаю условия использования',
    consent: 'Я даю согласие на обработку моих персональных данных',
    next: 'Далее',
    password: 'Пароль',
    signIn: 'Войти',
    support: { email: 'support@kvitok.by', phone: '+375 17 300-00-00' },
  },
  'ge.localhost': {
    dialog: 'შესვლა',
    phone: 'ტელეფონის ნომერი',
    terms: 'ვეთანხმები გამოყენების პირობებს',
    consent: 'ვეთანხმები ჩემი პერსონალური მონაცემების დამუშავებას',
    next: 'შემდეგი',
    password: 'პაროლი',
    signIn: 'შესვლა',
    support: { email: 'support@bileti.ge', phone: '+995 32 200 00 00' },
  },
} as const;

type Host = Exclude<BrandHost, 'arena.localhost'>;

const dialogOf = (page: Page) => page.getByRole('dialog');

/** Opens the popup and fills the phone step; returns the dialog. */
const phoneStep = async (page: Page, phone: string, host: Host = 'localhost', at = origin(host)) => {
  const text = TEXT[host];
  await page.goto(at);
  const dialog = page.getByRole('dialog', { name: text.dialog });
  const input = dialog.getByLabel(text.phone);
  await expect(input).toBeFocused();
  await input.fill(phone);
  await dialog.getByLabel(text.terms).check();
  await dialog.getByLabel(text.consent).check();
  return dialog;
};

const next = async (page: Page, host: Host = 'localhost') => {
  await dialogOf(page).getByRole('button', { name: TEXT[host].next }).click();
};

for (const host of ['localhost', 'ge.localhost'] as const) {
  const text = TEXT[host];

  test.describe(`on ${host}`, () => {
    test('an existing customer signs in with the password', async ({ page }) => {
      const [phone, balance] =
        host === 'localhost' ? ['+375 29 111-11-11', '1.250'] : ['555 12 34 56', '300'];
      const dialog = await phoneStep(page, phone, host);
      await expect(dialog.getByRole('combobox')).toHaveValue(host === 'localhost' ? 'BY' : 'GE');
      await page.setViewportSize(PHONE);
      await snap(page, `signin-${host}-phone-step-phone`);
      await next(page, host);
      const password = dialog.getByLabel(text.password, { exact: true });
      await expect(password).toBeFocused();
      await password.fill('demo-pass');
      await snap(page, `signin-${host}-password-step-phone`);
      await dialog.getByRole('button', { name: text.signIn, exact: true }).click();
      await expect(page.getByTestId('balance-counter')).toContainText(balance);
      const cookies = await page.context().cookies();
      expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['token', 'avatar', 'username']));
    });

    test('the static-password account sees the notice with support contacts', async ({ page }) => {
      const dialog = await phoneStep(page, '+375 29 333-33-33', host);
      await next(page, host);
      await expect(dialog.getByRole('link', { name: text.support.email })).toBeVisible();
      await expect(dialog.getByRole('link', { name: text.support.phone })).toBeVisible();
      if (host === 'localhost') await expect(dialog).toContainText('Ваш аккаунт имеет статический пароль');
      await page.setViewportSize(PHONE);
      await snap(page, `signin-${host}-static-phone`);
    });

    test('the banned account sees the server text, a refresh hint and support contacts', async ({ page }) => {
      const dialog = await phoneStep(page, '+375 29 444-44-44', host);
      await next(page, host);
      await expect(dialog.getByRole('alert')).toContainText('Ваш аккаунт заблокирован');
      await expect(dialog.getByRole('link', { name: text.support.email })).toBeVisible();
      await expect(dialog.getByRole('link', { name: text.support.phone })).toBeVisible();
      if (host === 'localhost') {
        await expect(dialog).toContainText('Попробуйте обновить страницу');
        await expect(dialog.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
      }
      await page.setViewportSize(PHONE);
      await snap(page, `signin-${host}-banned-phone`);
    });
  });
}

test('a wrong password shows "invalid code entered" for 3 s', async ({ page }) => {
  const dialog = await phoneStep(page, '+375 29 111-11-11');
  await next(page);
  await dialog.getByLabel('Пароль', { exact: true }).fill('wrong-pass');
  await dialog.getByRole('button', { name: 'Войти', exact: true }).click();
  const banner = dialog.getByRole('alert');
  await expect(banner).toHaveText('Введен неверный код');
  await page.setViewportSize(PHONE);
  await snap(page, 'signin-wrong-password-phone');
  // The banner goes after 3 s (spec §8).
  await expect(dialog.getByText('Введен неверный код')).toBeHidden({ timeout: 6000 });
  await expect(dialog.getByLabel('Пароль', { exact: true })).toBeVisible();
});

// Its own server: the guesses count against this client (every test's 127.0.0.1) and this phone.
test.describe('a stranger guessing the password', () => {
  const isolated = withIsolatedServer();

  test('after the free wrong guesses even the right password waits, and the popup says how long', async ({
    page,
  }) => {
    const dialog = await phoneStep(page, '+375 29 111-11-11', 'localhost', isolated.server.origin());
    await next(page);
    const password = dialog.getByLabel('Пароль', { exact: true });
    const banner = dialog.getByRole('alert');
    const submit = async (value: string) => {
      await password.fill(value);
      const answer = page.waitForResponse(
        (r) => r.url().endsWith('/api/v3/auth') && r.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Войти', exact: true }).click();
      return (await answer).status();
    };
    for (let i = 0; i < PAIR_FREE; i += 1) {
      expect(await submit(`wrong-pass-${i}`)).toBe(422);
      await expect(banner).toHaveText('Введен неверный код');
    }
    expect(await submit('demo-pass')).toBe(429);
    await expect(banner).toHaveText(/^Слишком много попыток\. Попробуйте через \d+ секунд[уы]?\.$/);
    await page.setViewportSize(PHONE);
    await snap(page, 'signin-too-many-attempts-phone');
    // Still signed out, the popup open for the next try.
    await expect(password).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name === 'token')).toBe(false);
  });
});

test('§8 a number the platform rejects shows "Неверный номер"', async ({ page }) => {
  const dialog = await phoneStep(page, '+375 29 111-11-11');
  const sent: { url: string; form: string }[] = [];
  // The platform refuses the number (the field error, in its own words): the dialog says it in its own.
  await page.route('**/api/v3/auth', (route) => {
    sent.push({ url: route.request().url(), form: route.request().postData() ?? '' });
    return route.fulfill({
      status: 422,
      json: { message: 'The given data was invalid.', errors: { phone: ['The phone format is invalid.'] } },
    });
  });
  await next(page);
  await expect(dialog.getByRole('alert')).toHaveText('Неверный номер');
  expect(sent.map((r) => r.url)).toEqual([`${origin()}/api/v3/auth`]);
  expect(new URLSearchParams(sent[0]?.form).get('phone')).toBe('375291111111');
  // Still on the phone step, the number kept for correcting.
  await expect(dialog.getByLabel('Номер телефона')).toHaveValue('+375 29 111-11-11');
});

test('Next waits for a valid phone and both consents; forgot password asks for the number first', async ({
  page,
}) => {
  await page.goto(origin());
  const dialog = signInDialog(page, 'ru');
  const nextButton = dialog.getByRole('button', { name: 'Далее' });
  await dialog.getByRole('button', { name: 'Забыли пароль?' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Сначала введите номер телефона.');
  await dialog.getByLabel('Номер телефона').fill('+375 29 111');
  await dialog.getByLabel('Я принимаю условия использования').check();
  await dialog.getByLabel('Я даю согласие на обработку моих персональных данных').check();
  await expect(nextButton).toBeDisabled();
  await dialog.getByLabel('Номер телефона').fill('+375 29 111-11-11');
  await expect(nextButton).toBeEnabled();
  await dialog.getByLabel('Я даю согласие на обработку моих персональных данных').uncheck();
  await expect(nextButton).toBeDisabled();
  await page.setViewportSize(DESKTOP);
  await snap(page, 'signin-phone-step-desktop');
});

test('offline, the popup says sign-in needs the network and Next is disabled', async ({ page, context }) => {
  const dialog = await phoneStep(page, '+375 29 111-11-11');
  await expect(dialog.getByRole('button', { name: 'Далее' })).toBeEnabled();
  await goOffline(context);
  await expect(dialog).toContainText('Нет подключения к интернету. Для входа нужна сеть.');
  await expect(dialog.getByRole('button', { name: 'Далее' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Забыли пароль?' })).toBeDisabled();
  await page.setViewportSize(PHONE);
  await snap(page, 'signin-offline-phone');
  await goOnline(context);
  await expect(dialog.getByRole('button', { name: 'Далее' })).toBeEnabled();
});

// These create customers and change passwords: one order, one worker.
test.describe
  .serial('new customers and password recovery', () => {
    test('a foreign number on the Georgian host gets an SMS code, no e-mail step', async ({ page }) => {
      const dialog = await phoneStep(page, '+48 600 000 000', 'ge.localhost');
      await expect(dialog.getByLabel(/ელფოსტა/)).toHaveCount(0);
      await next(page, 'ge.localhost');
      await expect(page.getByRole('dialog', { name: 'რეგისტრაცია' })).toContainText('SMS');
    });

    test('a foreign new customer gives an e-mail, gets the code there, then sets a password', async ({
      page,
    }) => {
      const dialog = await phoneStep(page, '+48 600 000 000');
      const email = dialog.getByLabel('Электронная почта');
      await expect(email).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Далее' })).toBeDisabled();
      await email.fill('jan@example');
      await expect(dialog.getByRole('button', { name: 'Далее' })).toBeDisabled();
      // Once the field is left, the reason is said in words and tied to the field.
      await email.press('Tab');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(
        'Введите корректный адрес электронной почты, например name@example.com.',
      );
      await page.setViewportSize(PHONE);
      await snap(page, 'signin-foreign-email-invalid-phone');
      await email.fill('jan@example.com');
      await expect(email).toHaveAttribute('aria-invalid', 'false');
      // The selector follows the typed international number.
      await expect(dialog.getByRole('combobox')).toHaveValue('PL');
      await page.setViewportSize(PHONE);
      await snap(page, 'signin-foreign-email-phone');
      await next(page);
      const code = page.getByRole('dialog', { name: 'Регистрация' });
      await expect(code).toContainText('Мы отправили код на j***@example.com');
      await code.getByLabel('Код').fill('1111');
      await code.getByLabel('Новый пароль').fill('jan-pass');
      await code.getByLabel('Повторите пароль').fill('jan-pass');
      await code.getByRole('button', { name: 'Создать аккаунт' }).click();
      await expect(page.getByTestId('balance-counter')).toBeVisible();
    });

    test('a new customer gets code 1111 (resend locked for 180 s), then creates a password', async ({
      page,
    }) => {
      // Three steps, a reload and four screenshots: more than the default 30 s on a busy machine.
      test.setTimeout(60_000);
      await page.clock.install();
      const dialog = await phoneStep(page, '+375 29 222-22-22');
      await next(page);
      const code = page.getByRole('dialog', { name: 'Регистрация' });
      await expect(code.getByLabel('Код')).toBeFocused();
      const resend = code.getByRole('button', { name: /новый код/i });
      await expect(resend).toHaveText(/^Новый код через (3:00|2:[45]\d)$/);
      await expect(resend).toBeDisabled();
      await page.setViewportSize(PHONE);
      await snap(page, 'signin-new-code-step-phone');
      await page.clock.fastForward('01:00');
      await expect(resend).toHaveText(/^Новый код через (2:00|1:[45]\d)$/);
      await expect(resend).toBeDisabled();
      await page.clock.fastForward('02:00');
      await expect(resend).toHaveText('Отправить новый код');
      await expect(resend).toBeEnabled();
      await expect(code).toContainText('код не был отправлен');
      await resend.click();
      await expect(resend).toHaveText(/^Новый код через (3:00|2:[45]\d)$/);
      await code.getByLabel('Код').fill('1111');
      // A too-short password says why beside the field, not only by a disabled button.
      const password = code.getByLabel('Новый пароль');
      await password.fill('abc');
      await password.press('Tab');
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAccessibleDescription(
        'Слишком короткий пароль: нужно не менее 6 символов (пробелы удаляются).',
      );
      await page.setViewportSize(PHONE);
      await snap(page, 'signin-new-password-short-phone');
      await code.getByLabel('Новый пароль').fill('new pass 1');
      await code.getByLabel('Повторите пароль').fill('new pass 2');
      await expect(code).toContainText('Пароли не совпадают.');
      await expect(code.getByRole('button', { name: 'Создать аккаунт' })).toBeDisabled();
      await code.getByLabel('Повторите пароль').fill('newpass1');
      await page.setViewportSize(DESKTOP);
      await snap(page, 'signin-new-code-step-desktop');
      await code.getByRole('button', { name: 'Создать аккаунт' }).click();
      await expect(page.getByTestId('balance-counter')).toBeVisible();
      await expect(dialog).toBeHidden();
      // The new customer has no name yet: the menu names them by the phone, formatted.
      await expect(page.getByRole('complementary')).toContainText('+375 29 222-22-22');
    });

    test('forgot password sends a reset code and sets a new password', async ({ page }) => {
      // The customer created above (not Anna: other tests sign in as Anna meanwhile).
      const dialog = await phoneStep(page, '+375 29 222-22-22');
      await next(page);
      await dialog.getByRole('button', { name: 'Забыли пароль?' }).click();
      const reset = page.getByRole('dialog', { name: 'Восстановление пароля' });
      await reset.getByLabel('Код').fill('2222');
      await reset.getByLabel('Новый пароль').fill('reset-pass');
      await reset.getByLabel('Повторите пароль').fill('reset-pass');
      await reset.getByRole('button', { name: 'Сохранить пароль и войти' }).click();
      await expect(reset.getByRole('alert')).toHaveText('Введен неверный код');
      await reset.getByLabel('Код').fill('1111');
      await page.setViewportSize(PHONE);
      await snap(page, 'signin-reset-code-step-phone');
      await reset.getByRole('button', { name: 'Сохранить пароль и войти' }).click();
      await expect(page.getByTestId('balance-counter')).toBeVisible();
    });

    test('the number can be edited from the password step', async ({ page }) => {
      const dialog = await phoneStep(page, '+375 29 222-22-22');
      await next(page);
      await dialog.getByRole('button', { name: 'Изменить номер' }).click();
      const phone = dialog.getByLabel('Номер телефона');
      await expect(phone).toBeFocused();
      await expect(phone).toHaveValue('+375 29 222-22-22');
    });
  });

// The country list names countries in the page's language, also where this Chromium's
// trimmed ICU has no region names for it (Georgian, Belarusian; English ones for Azerbaijani).
for (const [lang, selected, other, ascension] of [
  ['ge', 'საქართველო +995', 'ბელარუსი +375', 'ამაღლების კუნძული +247'],
  ['be', 'Беларусь +375', 'Грузія +995', 'Востраў Узнясення +247'],
  ['az', 'Belarus +375', 'Gürcüstan +995', 'Askenson adası +247'],
  ['ru', 'Беларусь +375', 'Грузия +995', 'о-в Вознесения +247'],
] as const) {
  test(`the country list is in the page's language (${lang})`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('cabinet.lang', l), lang);
    await page.setViewportSize(PHONE);
    await page.goto(origin(lang === 'ge' ? 'ge.localhost' : 'localhost'));
    const country = page.getByRole('dialog').getByRole('combobox');
    await expect(country.locator('option:checked')).toHaveText(selected);
    await expect(country.locator('option', { hasText: other })).toHaveCount(1);
    await expect(country.locator('option', { hasText: /^[A-Z]{2} \+\d+$/ })).toHaveCount(0);
    // The territories the name tables lack are named in the language too (they led the list in English).
    await expect(country.locator('option', { hasText: ascension })).toHaveCount(1);
    await expect(country.locator('option', { hasText: 'Ascension Island' })).toHaveCount(0);
    if (lang === 'ge') await snap(page, 'signin-country-ge-phone');
  });
}

// Signed out, every route shows the sign-in page (app/Shell.tsx), and signing in reloads: the start asks
// for no route's screen code (app/signedOutRoutes.ts: ~23 kB less before the sign-in form).
for (const path of ['/tickets/actual', '/balance', '/cards']) {
  test(`signed out, ${path} asks for no screen's code, only the sign-in page's`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      const file = /\/assets\/([\w-]+)\.js$/.exec(r.url())?.[1];
      if (file) scripts.push(file.replace(/-[\w-]{8}$/, ''));
    });
    await page.goto(`${origin('localhost')}${path}`);
    await expect(page.getByRole('dialog', { name: TEXT.localhost.dialog })).toBeVisible();
    expect(scripts).toContain('SignInDialog');
    expect(scripts.filter((s) => /^(OrderList|actual|tickets|balance|cards|screen-kit)$/.test(s))).toEqual(
      [],
    );
  });
}
