// Fault tolerance of the mutations, on a private server (they change data when they
// finally succeed). Each action first meets a misbehaving server (page.route on its call only: 500,
// dropped connection, malformed answer, a hang past the client timeout) and must: say so in words,
// keep what the customer typed or chose, not show the action as done; then, with the server healed,
// succeed on retry. The retry is a double click (Playwright's dblclick, or two clicks in one task,
// before React can re-render the button as disabled), and exactly one request may leave.
import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { withIsolatedServer } from './isolated-server.ts';
import { ANNA } from './support.ts';

const isolated = withIsolatedServer();

const SERVER_ERROR = {
  ru: 'Произошла ошибка сервера, попробуйте позже',
  en: 'A server error occurred, please try again later',
};
const BAD_ANSWER = 'Сервер прислал ответ, который не удалось прочитать. Попробуйте позже.';

type Fault = (route: Route) => Promise<void> | void;
const status500 =
  (json: unknown = { message: 'Server Error' }): Fault =>
  (route) =>
    route.fulfill({ status: 500, json });
const dropped: Fault = (route) => route.abort('internetdisconnected');
const truncated: Fault = (route) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": [' });

/**
 * Counts the calls of `method` to paths matching `path`, and fails them with `fault` until healed.
 * Other calls (the same path with another method, page loads) pass through.
 */
const intercept = async (page: Page, method: string, path: RegExp, fault: Fault) => {
  const state = { calls: 0, broken: true };
  const match = (url: URL) => url.pathname.startsWith('/api/') && path.test(url.pathname);
  await page.route(match, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    state.calls += 1;
    if (state.broken) return fault(route);
    return route.fallback();
  });
  return {
    get calls() {
      return state.calls;
    },
    /** The server behaves again; the count starts afresh. */
    heal: () => {
      state.broken = false;
      state.calls = 0;
    },
  };
};

/** Two clicks in one task: the second comes before any re-render could disable the button. */
const clickTwiceAtOnce = (button: Locator) =>
  button.evaluate((b: HTMLButtonElement) => {
    b.click();
    b.click();
  });

const open = async (page: Page, path: string, lang: 'ru' | 'en') => {
  await page.addInitScript((l) => localStorage.setItem('cabinet.lang', l), lang);
  await page.goto(`${isolated.server.origin()}${path}`);
};

const toast = (page: Page, text: string) => page.getByRole('status').getByText(text).first();

test.beforeEach(async ({ context }) => {
  await isolated.server.signIn(context, ANNA);
});

test('return a ticket: the connection drops, the dialog keeps the choice; the retry returns it once', async ({
  page,
}) => {
  const call = await intercept(page, 'DELETE', /^\/api\/v3\/users\/me\/orders\/1001\//, dropped);
  await open(page, '/tickets/actual', 'en');
  const ticket = page.getByTestId('order-1001').getByTestId('ticket-100101');
  await ticket.getByRole('button', { name: 'Return ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return the ticket' });
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Yes, return' }).click();
  const method = dialog.getByRole('radio', { name: /To my points balance/ });
  await method.check();
  const submit = dialog.getByRole('button', { name: /^Return 45\.00/ });
  await submit.dblclick();
  await expect(dialog.getByRole('alert')).toHaveText('Something went wrong, try again later');
  await expect(toast(page, SERVER_ERROR.en)).toBeVisible();
  expect(call.calls).toBe(1);
  await expect(method).toBeChecked();
  await expect(page.getByText('The ticket has been returned')).toHaveCount(0);
  await expect(page.getByTestId('balance-counter')).toContainText('1,250');

  call.heal();
  await clickTwiceAtOnce(submit);
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'The ticket has been returned')).toBeVisible();
  await expect(ticket.getByText('Returned', { exact: true })).toBeVisible();
  await expect(page.getByTestId('balance-counter')).toContainText('1,700');
  expect(call.calls).toBe(1);
});

test('cancel a booking: a 500 says so and the order stays; the retry cancels it once', async ({ page }) => {
  const call = await intercept(page, 'DELETE', /^\/api\/v2\/frame\/order\/1005$/, status500());
  await open(page, '/tickets/actual', 'en');
  const order = page.getByTestId('order-1005');
  await order.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel order № 1005?' });
  await dialog.getByRole('button', { name: 'Cancel order' }).dblclick();
  await expect(toast(page, 'Something went wrong, try again later')).toBeVisible();
  expect(call.calls).toBe(1);
  await expect(page.getByText('The order has been cancelled')).toHaveCount(0);
  await expect(order.getByRole('button', { name: 'Cancel order' })).toBeVisible();

  call.heal();
  await order.getByRole('button', { name: 'Cancel order' }).click();
  await clickTwiceAtOnce(dialog.getByRole('button', { name: 'Cancel order' }));
  await expect(toast(page, 'The order has been cancelled')).toBeVisible();
  await expect(order.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  expect(call.calls).toBe(1);
});

test('link a ticket: the connection drops, the number stays; the retry links it once', async ({ page }) => {
  const call = await intercept(page, 'POST', /^\/api\/v2\/users\/me\/assign\/ticket$/, dropped);
  await open(page, '/tickets/actual', 'en');
  await page.getByRole('button', { name: 'Link a ticket' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Link a ticket' });
  await dialog.getByLabel('Ticket number').fill('EXT-12345');
  await clickTwiceAtOnce(dialog.getByRole('button', { name: 'Assign' }));
  await expect(dialog.getByRole('alert')).toHaveText(SERVER_ERROR.en);
  expect(call.calls).toBe(1);
  await expect(dialog.getByLabel('Ticket number')).toHaveValue('EXT-12345');
  await expect(page.getByTestId('order-1041')).toHaveCount(0);

  call.heal();
  await dialog.getByRole('button', { name: 'Assign' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-1041')).toBeVisible();
  expect(call.calls).toBe(1);
});

test('electronic registration: a 500 opens the error dialog, nothing is registered; the retry registers once', async ({
  page,
}) => {
  const call = await intercept(
    page,
    'PUT',
    /\/train\/order\/1007\/trains\/\d+\/remote-checkin$/,
    status500({ message: 'Server Error', errors: ['Registration is closed for maintenance'] }),
  );
  await open(page, '/tickets/actual', 'en');
  const ticket = page.getByTestId('order-1007').getByTestId('train-ticket-100702');
  await ticket.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Electronic registration' });
  await dialog.getByRole('button', { name: 'Register' }).dblclick();
  const failed = page.getByRole('dialog', { name: 'Electronic registration error' });
  await expect(failed.getByRole('alert')).toHaveText('Registration is closed for maintenance');
  expect(call.calls).toBe(1);
  await failed.getByRole('button', { name: 'Close' }).first().click();
  await expect(ticket).toContainText('Electronic registration: not done');

  call.heal();
  await ticket.getByRole('button', { name: 'Register' }).click();
  await clickTwiceAtOnce(dialog.getByRole('button', { name: 'Register' }));
  await expect(dialog).toBeHidden();
  await expect(ticket).toContainText('Electronic registration: done');
  expect(call.calls).toBe(1);
});

test('promo code: a hung server times out (20 s) with the code kept; the retry activates it once', async ({
  page,
}) => {
  await page.clock.install();
  const call = await intercept(page, 'POST', /^\/api\/v2\/promocodes\/activate$/, () => {
    // Never answers.
  });
  await open(page, '/balance', 'ru');
  // Earlier journeys on this server changed the balance: read it first.
  const counter = page.getByTestId('balance-counter');
  await expect(counter).toContainText(/\d/);
  const points = async () => Number((await counter.innerText()).split('\n')[0]?.replace(/\D/g, ''));
  const before = await points();
  await page.getByRole('button', { name: 'Активировать код' }).click();
  const dialog = page.getByRole('dialog', { name: 'Активировать код' });
  await dialog.getByLabel('Промокод').fill('PROMO100');
  await dialog.getByRole('button', { name: 'Активировать' }).dblclick();
  await expect(dialog.getByRole('button', { name: 'Активация…' })).toBeDisabled();
  await page.clock.fastForward(21_000);
  await expect(toast(page, SERVER_ERROR.ru)).toBeVisible();
  expect(call.calls).toBe(1);
  await expect(dialog.getByLabel('Промокод')).toHaveValue('PROMO100');
  expect(await points()).toBe(before);

  call.heal();
  await clickTwiceAtOnce(dialog.getByRole('button', { name: 'Активировать' }));
  await expect(dialog).toBeHidden();
  await expect.poll(points).toBe(before + 100);
  expect(call.calls).toBe(1);
});

test('link a client card: a 500 gives the server-error text, the number stays; the retry links once', async ({
  page,
}) => {
  const call = await intercept(page, 'POST', /^\/api\/v2\/users\/me\/cardcode$/, status500());
  await open(page, '/cards', 'ru');
  await page.getByRole('button', { name: 'Привязать карту' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Номер карты').fill('7700 1111 8888 0001');
  await dialog.getByRole('button', { name: 'Привязать', exact: true }).dblclick();
  await expect(dialog.getByRole('alert')).toHaveText(SERVER_ERROR.ru);
  expect(call.calls).toBe(1);
  await expect(dialog.getByLabel('Номер карты')).toHaveValue('7700 1111 8888 0001');
  await expect(page.getByText('Карта привязана')).toHaveCount(0);

  call.heal();
  await clickTwiceAtOnce(dialog.getByRole('button', { name: 'Привязать', exact: true }));
  await expect(toast(page, 'Карта привязана')).toBeVisible();
  await expect(page.getByText('7700 1111 8888 0001')).toBeVisible();
  expect(call.calls).toBe(1);
});

test('save a payment card: the connection drops, the fields stay; the retry saves it once', async ({
  page,
}) => {
  const call = await intercept(page, 'PUT', /^\/api\/v2\/users\/me\/cards$/, dropped);
  await open(page, '/cards?tab=payment', 'ru');
  await page.getByRole('button', { name: 'Добавить карту' }).click();
  const dialog = page.getByRole('dialog', { name: 'Добавить банковскую карту' });
  await dialog.getByLabel('Номер карты').fill('4111111111111111');
  await dialog.getByLabel('Месяц').fill('10');
  await dialog.getByLabel('Год').fill('2031');
  await dialog.getByLabel('Код CVV').fill('123');
  await dialog.getByLabel('Владелец карты').fill('anna ivanova');
  await dialog.getByRole('button', { name: 'Сохранить карту' }).dblclick();
  await expect(toast(page, 'Произошла ошибка, попробуйте позже!')).toBeVisible();
  expect(call.calls).toBe(1);
  await expect(dialog.getByLabel('Номер карты')).toHaveValue('4111 1111 1111 1111');
  await expect(dialog.getByLabel('Владелец карты')).toHaveValue('ANNA IVANOVA');
  await expect(page.getByText('Карта сохранена')).toHaveCount(0);

  call.heal();
  await clickTwiceAtOnce(dialog.getByRole('button', { name: 'Сохранить карту' }));
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Карта сохранена')).toBeVisible();
  await expect(page.getByTestId('payment-card').filter({ hasText: '**** **** **** 1111' })).toHaveCount(1);
  expect(call.calls).toBe(1);
});

test('save the profile: a malformed answer is not taken as saved, the edits stay; the retry saves once', async ({
  page,
}) => {
  const call = await intercept(page, 'PUT', /^\/api\/v2\/users\/me\/profile$/, truncated);
  await open(page, '/profile/info', 'ru');
  const form = page.getByRole('form', { name: 'Основная информация' });
  await form.getByLabel('Отчество').fill('Петровна');
  await form.getByRole('button', { name: 'Сохранить' }).dblclick();
  await expect(toast(page, BAD_ANSWER)).toBeVisible();
  expect(call.calls).toBe(1);
  await expect(page.getByText('Информация сохранена')).toHaveCount(0);
  await expect(form.getByLabel('Отчество')).toHaveValue('Петровна');

  call.heal();
  await clickTwiceAtOnce(form.getByRole('button', { name: 'Сохранить' }));
  await expect(toast(page, 'Информация сохранена')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Отчество')).toHaveValue('Петровна');
  expect(call.calls).toBe(1);
});

test('add a passport: a 500 keeps the dialog and its values; the retry adds it once', async ({ page }) => {
  const call = await intercept(page, 'POST', /^\/api\/v3\/users\/me\/passports$/, status500());
  await open(page, '/profile/passports', 'ru');
  await page.getByRole('button', { name: 'Добавить документ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый документ' });
  await dialog.getByLabel('Тип документа').selectOption({ label: 'Заграничный паспорт' });
  await dialog.getByLabel('Серия', { exact: true }).fill('AB');
  await dialog.getByRole('textbox', { name: 'Номер', exact: true }).fill('7654321');
  await dialog.getByLabel('Фамилия').fill('Ivanova');
  await dialog.getByRole('textbox', { name: 'Имя', exact: true }).fill('Anna');
  await dialog.getByLabel('Дата рождения').fill('1990-05-14');
  await dialog.getByLabel('Дата выдачи').fill('2022-01-10');
  await dialog.getByLabel('Действителен до').fill('2032-01-10');
  await dialog.getByRole('button', { name: 'Сохранить' }).dblclick();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Извините, произошла ошибка сохранения' }),
  ).toBeVisible();
  expect(call.calls).toBe(1);
  await expect(dialog.getByRole('textbox', { name: 'Номер', exact: true })).toHaveValue('7654321');
  await expect(dialog.getByLabel('Фамилия')).toHaveValue('Ivanova');

  call.heal();
  await clickTwiceAtOnce(dialog.getByRole('button', { name: 'Сохранить' }));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: /7654321/ })).toHaveCount(1);
  expect(call.calls).toBe(1);
});

test('early booking: the connection drops, the form stays filled; the retry books once', async ({ page }) => {
  const call = await intercept(page, 'POST', /^\/api\/v2\/users\/me\/earlybooking$/, dropped);
  await open(page, '/early-booking', 'ru');
  await page.getByLabel('Код раннего бронирования').fill('EARLY2026');
  await page.getByRole('main').getByLabel('Город').selectOption({ label: 'Минск' });
  await page.getByRole('textbox', { name: 'Имя', exact: true }).fill('Анна');
  await page.getByLabel('Фамилия').fill('Иванова');
  await page.getByLabel('Электронная почта').fill('anna@example.com');
  await page.getByLabel('Женский').check();
  await page.getByLabel('День').selectOption('14');
  await page.getByLabel('Месяц').selectOption({ label: 'май' });
  await page.getByLabel('Год').selectOption('1990');
  const submit = page.getByRole('button', { name: 'Активировать код' });
  await submit.dblclick();
  await expect(toast(page, SERVER_ERROR.ru)).toBeVisible();
  expect(call.calls).toBe(1);
  await expect(page).toHaveURL(/\/early-booking$/);
  await expect(page.getByLabel('Код раннего бронирования')).toHaveValue('EARLY2026');
  await expect(page.getByLabel('Фамилия')).toHaveValue('Иванова');
  await expect(page.getByText('Код активирован')).toHaveCount(0);

  call.heal();
  await clickTwiceAtOnce(submit);
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  expect(call.calls).toBe(1);
});

test('delete a payment card: a 500 leaves it listed; the confirmation, clicked twice at once, deletes once', async ({
  page,
}) => {
  const call = await intercept(page, 'DELETE', /^\/api\/v2\/users\/me\/cards\/\d+$/, status500());
  await open(page, '/cards?tab=payment', 'ru');
  const card = page.getByTestId('payment-card').filter({ hasText: '**** **** **** 5454' });
  await card.getByRole('button', { name: /Удалить/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить карту?' });
  await clickTwiceAtOnce(confirm.getByRole('button', { name: 'Удалить' }));
  await expect(toast(page, 'Произошла ошибка, попробуйте позже!')).toBeVisible();
  expect(call.calls).toBe(1);
  await expect(page.getByText('Карта удалена')).toHaveCount(0);
  await expect(card).toHaveCount(1);

  call.heal();
  await confirm.getByRole('button', { name: 'Удалить' }).dblclick();
  await expect(toast(page, 'Карта удалена')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(call.calls).toBe(1);
});
