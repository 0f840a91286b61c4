import { expect, type Page, test } from '@playwright/test';
import { startIsolatedServer } from './isolated-server.ts';
import { goOffline, goOnline } from './network.ts';
import { atEachSize } from './sizes.ts';
import { ANNA, dialogEntryGone, NINO, origin, signInByCookie, snap } from './support.ts';

// These tests change Anna's profile, passports and addresses, so they run one after another and put
// back what they changed (other files read her name).
test.describe.configure({ mode: 'serial' });

const info = (page: Page) => page.getByRole('form', { name: 'Основная информация' });

test('/profile opens main information with Anna’s data', async ({ page, context }) => {
  await signInByCookie(context, ANNA);
  await page.goto(`${origin()}/profile`);
  await expect(page).toHaveURL(/\/profile\/info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Мой профиль' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Разделы профиля' });
  await expect(nav.getByRole('link')).toHaveText(['Основная информация', 'Адреса', 'Паспорта']);
  const form = info(page);
  await expect(form.getByLabel('Фамилия')).toHaveValue('Иванова');
  await expect(form.getByLabel('Имя', { exact: true })).toHaveValue('Анна');
  await expect(form.getByLabel('Отчество')).toHaveValue('Сергеевна');
  await expect(form.getByLabel('Женский')).toBeChecked();
  await expect(form.getByLabel('Дата рождения')).toHaveValue('1990-05-14');
  await expect(form.getByLabel('Город')).toHaveValue('1');
  await expect(form.getByLabel('Город').locator('option:checked')).toHaveText('Минск');
  await expect(form.getByLabel('Электронная почта')).toHaveValue('anna@example.com');
  await expect(form.getByLabel('Телефон')).toHaveValue('+375 29 111-11-11'); // formatted
  await expect(form.getByLabel('Телефон')).toHaveAttribute('readonly', '');
  await expect(form.getByRole('switch', { name: 'Новости и предложения по SMS' })).toBeChecked();
  await expect(
    form.getByRole('switch', { name: 'Новости и предложения по электронной почте' }),
  ).not.toBeChecked();
});

test('edits and saves the profile, then puts it back', async ({ page, context }) => {
  await signInByCookie(context, ANNA);
  await page.goto(`${origin()}/profile/info`);
  const form = info(page);
  await form.getByLabel('Отчество').fill('Петровна');
  await form.getByLabel('Город').selectOption({ label: 'Брест' });
  await form.getByLabel('Дата рождения').fill('1991-06-15');
  await form.getByRole('switch', { name: 'Новости и предложения по электронной почте' }).check();
  const saved = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().endsWith('/api/v2/users/me/profile'),
  );
  await form.getByRole('button', { name: 'Сохранить' }).click();
  // The platform's snake_case fields (spec §7).
  expect((await saved).postDataJSON()).toEqual({
    email: 'anna@example.com',
    first_name: 'Анна',
    last_name: 'Иванова',
    middle_name: 'Петровна',
    dob: '1991-06-15',
    city_id: 2,
    gender: 0,
    sms_subscribe: 1,
    email_subscribe: 1,
  });
  await expect(page.getByRole('status').getByText('Информация сохранена')).toBeVisible();

  await page.reload();
  await expect(info(page).getByLabel('Отчество')).toHaveValue('Петровна');
  await expect(info(page).getByLabel('Город').locator('option:checked')).toHaveText('Брест');
  await expect(info(page).getByLabel('Дата рождения')).toHaveValue('1991-06-15');

  // Put Anna back as the demo data has her.
  await info(page).getByLabel('Отчество').fill('Сергеевна');
  await info(page).getByLabel('Город').selectOption({ label: 'Минск' });
  await info(page).getByLabel('Дата рождения').fill('1990-05-14');
  await info(page).getByRole('switch', { name: 'Новости и предложения по электронной почте' }).uncheck();
  await info(page).getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').getByText('Информация сохранена')).toBeVisible();
  const me = await page.request.get(`${origin()}/api/v2/users/me`, {
    headers: { authorization: `Bearer ${(await context.cookies()).find((c) => c.name === 'token')?.value}` },
  });
  expect(await me.json()).toMatchObject({
    middle_name: 'Сергеевна',
    city_id: 1,
    dob: '1990-05-14',
    email_subscribe: 0,
  });
});

test('each error text of the profile form', async ({ page, context }) => {
  await signInByCookie(context, ANNA);
  await page.goto(`${origin()}/profile/info`);
  const form = info(page);
  let puts = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT') puts++;
  });
  await form.getByLabel('Электронная почта').fill('');
  await form.getByLabel('Город').selectOption('');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByText('Введите ваш адрес электронной почты')).toBeVisible();
  await expect(form.getByText('Выберите город')).toBeVisible();
  await expect(form.getByLabel('Электронная почта')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Электронная почта').fill('anna@');
  await expect(form.getByText('Введите корректный адрес электронной почты')).toBeVisible();
  // Spec §5: the e-mail field is red while the address is invalid and green once it is valid.
  const mailField = form.getByLabel('Электронная почта').locator('..');
  await expect(mailField).toHaveClass(/field--invalid/);
  await form.getByLabel('Электронная почта').fill('anna@example.com');
  await expect(mailField).toHaveClass(/field--valid/);
  await expect(mailField).not.toHaveClass(/field--invalid/);
  await form.getByLabel('Город').selectOption({ label: 'Минск' });
  await expect(form.getByText('Выберите город')).toBeHidden();
  expect(puts).toBe(0);

  // The server fails: the spec's failure text.
  await page.route('**/api/v2/users/me/profile', (route) =>
    route.fulfill({ status: 500, json: { message: 'Server Error', errors: [] } }),
  );
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(
    form.getByRole('alert').filter({ hasText: 'Извините, произошла ошибка сохранения' }),
  ).toBeVisible();
  await page.unroute('**/api/v2/users/me/profile');

  // The same texts in English.
  await page.getByLabel('Язык').selectOption('en');
  const en = page.getByRole('form', { name: 'Main information' });
  await en.getByRole('textbox', { name: 'E-mail', exact: true }).fill('');
  await en.getByLabel('City').selectOption('');
  await en.getByRole('button', { name: 'Save' }).click();
  await expect(en.getByText('Enter your e-mail address')).toBeVisible();
  await expect(en.getByText('Choose a city')).toBeVisible();
  await en.getByRole('textbox', { name: 'E-mail', exact: true }).fill('anna@example.com');
  await en.getByLabel('City').selectOption({ label: 'Minsk' });
  await en.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').getByText('Information saved')).toBeVisible();
  await page.getByLabel('Language').selectOption('ru');
});

test('offline the form says so, keeps what was typed and saves once back online', async ({
  page,
  context,
}) => {
  await signInByCookie(context, ANNA);
  await page.goto(`${origin()}/profile/info`);
  const form = info(page);
  await expect(form.getByLabel('Фамилия')).toHaveValue('Иванова');
  await goOffline(context);
  await expect(form.getByText(/Нет подключения к интернету/)).toBeVisible();
  await form.getByLabel('Отчество').fill('Офлайн');
  await expect(form.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  await goOnline(context);
  await expect(form.getByText(/Нет подключения к интернету/)).toBeHidden();
  await expect(form.getByLabel('Отчество')).toHaveValue('Офлайн');
  await form.getByLabel('Отчество').fill('Сергеевна');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').getByText('Информация сохранена')).toBeVisible();
});

test('passports: create, edit and delete', async ({ page, context }) => {
  await signInByCookie(context, ANNA);
  await page.goto(`${origin()}/profile/passports`);
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('heading')).toHaveText('Паспорт MP 1234567');
  await expect(cards.first()).toContainText('Иванова Анна Сергеевна');

  await page.getByRole('button', { name: 'Добавить документ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый документ' });
  await expect(dialog.getByLabel('Тип документа')).toBeFocused();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Заполните это поле')).toHaveCount(4);
  await dialog.getByLabel('Тип документа').selectOption({ label: 'Заграничный паспорт' });
  await dialog.getByLabel('Серия', { exact: true }).fill('ab');
  await dialog.getByRole('textbox', { name: 'Номер', exact: true }).fill('12');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Проверьте поле: значение выглядит неверным')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Номер', exact: true }).fill('7654321');
  await dialog.getByLabel('Фамилия').fill('Ivanova');
  await dialog.getByRole('textbox', { name: 'Имя', exact: true }).fill('Anna');
  await dialog.getByLabel('Дата рождения').fill('1990-05-14');
  await expect(dialog.getByLabel('Страна')).toHaveValue('BY');
  await dialog.getByLabel('Дата выдачи').fill('2022-01-10');
  await dialog.getByLabel('Действителен до').fill('2021-01-10');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Срок действия должен быть позже даты выдачи')).toBeVisible();
  await dialog.getByLabel('Действителен до').fill('2032-01-10');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(2);
  const created = cards.filter({ hasText: 'AB 7654321' });
  await expect(created.getByRole('heading')).toHaveText('Заграничный паспорт AB 7654321');

  await created.getByRole('button', { name: /Изменить/ }).click();
  const edit = page.getByRole('dialog', { name: 'Изменить документ' });
  await expect(edit.getByRole('textbox', { name: 'Номер', exact: true })).toHaveValue('7654321');
  await edit.getByRole('textbox', { name: 'Номер', exact: true }).fill('7654322');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(edit).toBeHidden();
  await expect(cards.filter({ hasText: 'AB 7654322' })).toHaveCount(1);

  await cards
    .filter({ hasText: 'AB 7654322' })
    .getByRole('button', { name: /Удалить/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Удалить этот документ?' });
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(cards).toHaveCount(2);
  await cards
    .filter({ hasText: 'AB 7654322' })
    .getByRole('button', { name: /Удалить/ })
    .click();
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('status').getByText('Документ удалён')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await page.reload();
  await expect(cards).toHaveCount(1);
});

test('addresses on the Belarusian brand: list, create and delete', async ({ page, context }) => {
  await signInByCookie(context, ANNA);
  await page.goto(`${origin()}/profile`);
  await page.getByRole('link', { name: 'Адреса' }).click();
  await expect(page).toHaveURL(/\/profile\/addresses$/);
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('heading')).toHaveText('Минск, ул. Немига, 5, кв. 12');
  await expect(cards.first()).toContainText('220030');

  await page.getByRole('button', { name: 'Добавить адрес' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый адрес' });
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Заполните это поле')).toHaveCount(6);
  await dialog.getByLabel('ФИО').fill('Иванова Анна');
  await dialog.getByLabel('Страна').fill('Беларусь');
  await dialog.getByLabel('Область').fill('Брестская область');
  await dialog.getByLabel('Город').fill('Брест');
  await dialog.getByLabel('Индекс').fill('224000');
  await dialog.getByRole('textbox', { name: 'Адрес', exact: true }).fill('ул. Советская, 1');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(2);
  await cards
    .filter({ hasText: 'Брест' })
    .getByRole('button', { name: /Удалить/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Удалить этот адрес?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(cards).toHaveCount(1);
});

test('an address: a name with a text-direction character is refused by field, a full list says so (issue 41)', async ({
  page,
  context,
}) => {
  // Filling Anna's list would change what other tests read: a private server of its own.
  const server = await startIsolatedServer();
  try {
    const token = await server.signIn(context, ANNA);
    await page.goto(`${server.origin()}/profile/addresses`);
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards).toHaveCount(1);
    const add = async (fullName: string) => {
      await page.getByRole('button', { name: 'Добавить адрес' }).click();
      const dialog = page.getByRole('dialog', { name: 'Новый адрес' });
      await dialog.getByLabel('ФИО').fill(fullName);
      await dialog.getByLabel('Страна').fill('Беларусь');
      await dialog.getByLabel('Область').fill('Брестская область');
      await dialog.getByLabel('Город').fill('Брест');
      await dialog.getByLabel('Индекс').fill('224000');
      await dialog.getByRole('textbox', { name: 'Адрес', exact: true }).fill('ул. Советская, 1');
      await dialog.getByRole('button', { name: 'Сохранить' }).click();
      return dialog;
    };
    const reversed = await add('\u202eанна');
    await expect(
      reversed.getByText('Поле full_name содержит недопустимые символы', { exact: false }),
    ).toBeVisible();
    await reversed.getByRole('button', { name: 'Закрыть' }).click();

    for (let i = 2; i <= 10; i++) {
      const res = await context.request.post(`http://127.0.0.1:${server.port}/api/v3/users/me/addresses`, {
        headers: { Host: `localhost:${server.port}`, Authorization: `Bearer ${token}` },
        data: {
          full_name: 'Anna',
          country: 'BY',
          region: 'Minsk',
          city: 'Minsk',
          postcode: '220000',
          address: `Street ${i}`,
        },
      });
      expect(res.status()).toBe(201);
    }
    await page.reload();
    await expect(cards).toHaveCount(10);
    const full = await add('Иванова Анна');
    await expect(
      full.getByText('Можно сохранить не больше 10 адресов. Удалите ненужный, чтобы добавить новый.'),
    ).toBeVisible();
    await snap(page, 'profile-address-list-full-desktop');
  } finally {
    await server.stop();
  }
});

test('no addresses on the Georgian brand: not in the menu, the route goes to main information', async ({
  page,
  context,
}) => {
  await signInByCookie(context, NINO, 'ge.localhost');
  await page.goto(`${origin('ge.localhost')}/profile/addresses`);
  await expect(page).toHaveURL(/\/profile\/info$/);
  const nav = page.getByRole('navigation', { name: 'პროფილის განყოფილებები' });
  await expect(nav.getByRole('link')).toHaveText(['ძირითადი ინფორმაცია', 'პასპორტები']);
  await expect(page.getByRole('form', { name: 'ძირითადი ინფორმაცია' }).getByLabel('ქალაქი')).toHaveValue(
    /\d+/,
  );
  await expect(
    page.getByRole('form', { name: 'ძირითადი ინფორმაცია' }).getByLabel('ქალაქი').locator('option:checked'),
  ).toHaveText('თბილისი');
});

test('screenshots of the profile screens and dialogs', async ({ page, context }) => {
  // Many screens and dialogs at two sizes: more than one journey's worth of time.
  test.setTimeout(90_000);
  await signInByCookie(context, ANNA);
  await atEachSize(page, async (label) => {
    await page.goto(`${origin()}/profile/info`);
    await expect(info(page).getByLabel('Фамилия')).toHaveValue('Иванова');
    await snap(page, `profile-info-${label}`);
    await info(page).getByLabel('Электронная почта').fill('');
    await info(page).getByRole('button', { name: 'Сохранить' }).click();
    await snap(page, `profile-info-errors-${label}`);
    await page.goto(`${origin()}/profile/passports`);
    await expect(page.getByRole('heading', { name: 'Паспорт MP 1234567' })).toBeVisible();
    await snap(page, `profile-passports-${label}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: /Изменить/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await snap(page, `profile-passport-dialog-${label}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Удалить/ }).click();
    await expect(page.getByRole('dialog', { name: 'Удалить этот документ?' })).toBeVisible();
    await snap(page, `profile-passport-delete-${label}`);
    await page.keyboard.press('Escape');
    await dialogEntryGone(page);
    await page.goto(`${origin()}/profile/addresses`);
    await expect(page.getByRole('heading', { name: /Немига/ })).toBeVisible();
    await snap(page, `profile-addresses-${label}`);
    await page.getByRole('button', { name: 'Добавить адрес' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Сохранить' }).click();
    await snap(page, `profile-address-dialog-${label}`);
    await page.keyboard.press('Escape');
    // Its history entry goes back before the next size opens a page (a navigation over it was aborted).
    await dialogEntryGone(page);
  });
});
