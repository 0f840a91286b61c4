// Fault tolerance of the screens: the server is made to misbehave on purpose with
// page.route on its /api/ calls — 500, a hang past the client's timeout, malformed answers, a dropped
// connection, a 401 mid-session. Each screen must say so in words (spec §8 texts where given), keep
// the frame, and come back on retry once the server behaves. Nothing here changes server data (the
// mutations run against a private server in resilience-actions.spec.ts).
import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { databaseNames, keptWholes, visitOnline } from './offline-support.ts';
import { ANNA, DESKTOP, origin, PHONE, signInByCookie, snap } from './support.ts';

const SERVER_ERROR = 'Произошла ошибка сервера, попробуйте позже';
const BAD_ANSWER = 'Сервер прислал ответ, который не удалось прочитать. Попробуйте позже.';
const BOUNDARY = 'Что-то пошло не так';

type Fault = (route: Route) => Promise<void> | void;
const status500: Fault = (route) => route.fulfill({ status: 500, json: { message: 'Server Error' } });
const truncated: Fault = (route) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": [' });
const wrongTypes: Fault = (route) =>
  route.fulfill({ status: 200, json: { data: [{ id: 'x', name: 5 }], last_page: 'many' } });
const dropped: Fault = (route) => route.abort('internetdisconnected');

/** Makes the API calls whose path matches `path` (not the page navigations) fail with `fault`. */
// On the browser context: the sync's requests are the service worker's when it controls the page
// (src/lib/offline/pageSync.ts), and a page's routes do not see them.
const breakApi = async (page: Page, path: RegExp, fault: Fault) => {
  const match = (url: URL) => url.pathname.startsWith('/api/') && path.test(url.pathname);
  await page.context().route(match, fault);
  return () => page.context().unroute(match);
};

/** The frame around a failed screen is still there: header, side menu, footer. */
const expectFrame = async (page: Page) => {
  await expect(page.getByRole('banner').getByRole('img', { name: 'Kvitok' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Мои заказы' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('support@kvitok.by');
};

type Screen = {
  name: string;
  path: string;
  api: RegExp;
  /** The screen's own failure text (a retry banner) or the route boundary's heading. */
  failure: string;
  retry: string;
  /** Something only the loaded screen shows. */
  loaded: (page: Page) => ReturnType<Page['getByText']>;
};

const screens: Screen[] = [
  {
    name: 'orders',
    path: '/tickets/actual',
    api: /^\/api\/v3\/users\/me\/orders$/,
    failure: 'Не удалось загрузить заказы',
    retry: 'Попробовать снова',
    loaded: (page) => page.getByTestId('order-1001'),
  },
  {
    name: 'balance history',
    path: '/balance?tab=history',
    api: /\/transactions$/,
    failure: 'Не удалось загрузить историю операций.',
    retry: 'Попробовать снова',
    loaded: (page) => page.getByTestId('history-row'),
  },
  {
    name: 'promotions',
    path: '/promotions',
    api: /\/coupons$/,
    failure: 'Не удалось загрузить акции.',
    retry: 'Попробовать снова',
    loaded: (page) => page.getByTestId('promotion'),
  },
  {
    name: 'client cards',
    path: '/cards',
    api: /\/bindings-cards$/,
    failure: 'Не удалось загрузить карты.',
    retry: 'Попробовать снова',
    loaded: (page) => page.getByText('7700 1111 2222 3333'),
  },
  {
    name: 'payment cards',
    path: '/cards?tab=payment',
    api: /^\/api\/v2\/users\/me\/cards$/,
    failure: 'Не удалось загрузить карты.',
    retry: 'Попробовать снова',
    loaded: (page) => page.getByText('**** **** **** 4242'),
  },
  {
    name: 'profile',
    path: '/profile/info',
    api: /^\/api\/v2\/users\/me$/,
    failure: BOUNDARY,
    retry: 'Попробовать снова',
    loaded: (page) => page.getByRole('form', { name: 'Основная информация' }),
  },
  {
    name: 'passports',
    path: '/profile/passports',
    api: /\/passports$/,
    failure: BOUNDARY,
    retry: 'Попробовать снова',
    loaded: (page) => page.getByRole('heading', { name: 'Паспорт MP 1234567' }),
  },
  {
    name: 'addresses',
    path: '/profile/addresses',
    api: /\/addresses$/,
    failure: BOUNDARY,
    retry: 'Попробовать снова',
    loaded: (page) => page.getByRole('button', { name: 'Добавить адрес' }),
  },
  {
    name: 'subscriptions',
    path: '/subscribes/active',
    api: /^\/api\/v3\/users\/me\/subscribes$/,
    failure: BOUNDARY,
    retry: 'Попробовать снова',
    loaded: (page) => page.getByRole('heading', { name: 'Видеопакет «Театр»' }),
  },
  {
    name: 'videos',
    path: '/videos',
    api: /\/videos$/,
    failure: BOUNDARY,
    retry: 'Попробовать снова',
    loaded: (page) => page.getByRole('main').getByRole('listitem'),
  },
  {
    name: 'early booking',
    path: '/early-booking',
    api: /^\/api\/v2\/cities$/,
    failure: 'Не удалось загрузить список городов.',
    retry: 'Попробовать снова',
    loaded: (page) =>
      page
        .getByRole('main')
        .getByLabel('Город')
        .filter({ has: page.locator('option', { hasText: 'Минск' }) }),
  },
];

// Independent read-only checks: spread over both workers.
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ context }) => {
  await signInByCookie(context, ANNA);
});

/**
 * Presses the retry button until the screen is back. The orders also come back on their own: the offline
 * sync tries again 2, 5 and 15 s after a failed run (lib/offline/reconnect.ts) and fills the same list.
 * When its try lands between the heal and the press, the alert is gone before the press (seen twice in
 * clean-clone runs under load: the click then waited 60 s for a button no longer there); the screen is
 * back either way, which is what the customer sees.
 */
const retryRecovers = async (retry: Locator, loaded: Locator) => {
  await expect(async () => {
    if (!(await loaded.isVisible())) await retry.click({ timeout: 5_000 });
    await expect(loaded).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 40_000 });
};

/** Opens the screen with its API broken by `fault`, checks the message and the frame, then recovers. */
const failThenRecover = async (page: Page, s: Screen, fault: Fault, extra?: string) => {
  const heal = await breakApi(page, s.api, fault);
  await page.goto(`${origin()}${s.path}`);
  const alert = page.getByRole('main').getByRole('alert').filter({ hasText: s.failure });
  await expect(alert, s.name).toBeVisible({ timeout: 20_000 });
  if (extra) await expect(page.getByText(extra).first(), `${s.name}: ${extra}`).toBeVisible();
  await expect(s.loaded(page), s.name).toHaveCount(0);
  await expectFrame(page);
  await heal();
  await retryRecovers(alert.getByRole('button', { name: s.retry }), s.loaded(page).first());
  await expect(alert).toHaveCount(0);
};

for (const s of screens) {
  test(`a 500 on ${s.name}: a message in words, the frame stays, retry recovers`, async ({ page }) => {
    // The budget the two halves had per screen (150 s for six), with room for a slow machine.
    test.setTimeout(60_000);
    await failThenRecover(page, s, status500);
  });
}

test('malformed answers (cut-off JSON, wrong field types) say the answer could not be read', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const byName = (n: string) => screens.find((s) => s.name === n) as Screen;
  await failThenRecover(page, byName('orders'), truncated, BAD_ANSWER);
  await failThenRecover(page, byName('balance history'), wrongTypes, BAD_ANSWER);
  // Data that passes the network but not the schema: the route boundary catches it inside the frame.
  await failThenRecover(page, byName('videos'), wrongTypes, BAD_ANSWER);
  await snap(page, 'faults-videos-recovered');
});

// On a device of its own: after the screens above, the sync has just kept the client cards (fresh for a
// minute), and the cards screen would rightly show them without asking the server.
test('a malformed client cards answer says it could not be read', async ({ page }) => {
  test.setTimeout(60_000);
  const cards = screens.find((s) => s.name === 'client cards') as Screen;
  await failThenRecover(page, cards, wrongTypes, BAD_ANSWER);
});

test('the connection drops while a screen loads: the spec §8 server-error text, then recovery', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const byName = (n: string) => screens.find((s) => s.name === n) as Screen;
  await failThenRecover(page, byName('promotions'), dropped, SERVER_ERROR);
  // Not the profile: it is part of the kept set, so a dropped connection shows the copy kept on the
  // device (decisions-offline.md); a 500 still reaches its error screen (above).
  await failThenRecover(page, byName('passports'), dropped, SERVER_ERROR);
});

test('the connection drops while the kept orders refresh: the list is the kept copy and says so', async ({
  page,
}) => {
  await visitOnline(page, origin());
  const heal = await breakApi(page, /^\/api\/v3\/users\/me\/orders$/, dropped);
  await page.reload();
  await expect(page.getByTestId('order-1001')).toBeVisible();
  const line = page.getByTestId('last-synced');
  await expect(line).toHaveAttribute('data-state', 'stale');
  await expect(line).toContainText('Не удалось обновить. Показано сохранённое на устройстве:');
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: 'test-results/screenshots/orders-refresh-failed-phone.png' });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: 'test-results/screenshots/orders-refresh-failed-desktop.png' });
  await heal();
  await line.getByRole('button', { name: 'Попробовать снова' }).click();
  await expect(line).toHaveAttribute('data-state', 'saved');
  await expect(line).toContainText('Сохранено на устройстве:');
});

test('a hung server: after the client timeout (20 s) the screen says so at once, the sync line agrees, and it recovers', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.clock.install();
  const orders = screens[0] as Screen;
  let asked = 0;
  const heal = await breakApi(page, orders.api, () => {
    // Never answers.
    asked++;
  });
  await page.goto(`${origin()}${orders.path}`);
  await expect.poll(() => asked).toBeGreaterThan(0);
  const alert = page.getByRole('main').getByRole('alert').filter({ hasText: orders.failure });
  // The page's clock runs ahead in steps of 5 s until the screen gives up: one timeout, not three in a
  // row (a server that did not answer in 20 s is not asked again at once).
  let waited = 0;
  await expect
    .poll(
      async () => {
        if ((await alert.count()) > 0) return waited;
        await page.clock.fastForward(5_000);
        waited += 5_000;
        return null;
      },
      { timeout: 30_000, intervals: [300] },
    )
    .not.toBeNull();
  expect(waited).toBeLessThanOrEqual(30_000);
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: orders.retry })).toBeEnabled();
  // Said once, by the list: no "server error" toast on top of it.
  await expect(page.locator('.toast')).toHaveCount(0);
  // The line under the tabs does not say "Syncing…" beside a list that failed, not even while the sync
  // tries again by itself (its next request to the hung server is out).
  const seen = asked;
  await expect
    .poll(
      async () => {
        if (asked > seen) return true;
        await page.clock.fastForward(5_000);
        return false;
      },
      { timeout: 30_000, intervals: [300] },
    )
    .toBe(true);
  const line = page.getByTestId('last-synced');
  await expect(line).toHaveAttribute('data-state', 'none');
  await expect(line).toHaveText('Ещё не сохранено на устройстве');
  await page.setViewportSize(PHONE);
  await snap(page, 'faults-orders-hung-phone');
  await expectFrame(page);
  await heal();
  await retryRecovers(alert.getByRole('button', { name: orders.retry }), orders.loaded(page));
});

test('the route boundary: screenshots of a failed screen inside the frame', async ({ page }) => {
  test.setTimeout(60_000);
  await breakApi(page, /\/videos$/, status500);
  for (const [label, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(`${origin()}/videos`);
    await expect(page.getByRole('heading', { name: BOUNDARY })).toBeVisible({ timeout: 20_000 });
    await snap(page, `faults-route-error-${label}`);
  }
});

test('a 401 in the middle of a session signs out and wipes the stored data', async ({ page, context }) => {
  // Signed out, nothing may call on and on: a 401 to an anonymous call once reloaded the page for ever.
  // Documents loaded (an open dialog's own history entry is a same-document navigation, not a load).
  const reloads: string[] = [];
  page.on('domcontentloaded', () => reloads.push(page.url()));
  await page.goto(`${origin()}/balance`);
  await expect(page.getByTestId('balance-counter')).toContainText('1.250');
  // Anna's profile is kept in the device store (IndexedDB), never in the persisted query cache.
  await expect.poll(() => keptWholes(page)).toContain('1250');
  // The token is revoked on the server while the customer is on the page: the next call answers 401.
  await breakApi(page, /^\/api\/v2\/promocodes\/activate$/, (route) =>
    route.fulfill({ status: 401, json: { message: 'Unauthenticated.' } }),
  );
  await page.getByRole('button', { name: 'Активировать код' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Промокод').fill('PROMO100');
  await dialog.getByRole('button', { name: 'Активировать' }).click();
  // Signed out: the cabinet is covered by the signed-out view, the session cookie is gone.
  await expect(page.getByRole('heading', { name: 'Все ваши билеты в одном месте' })).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).not.toContain('token');
  const cached = await page.evaluate(() => localStorage.getItem('cabinet.query-cache') ?? '');
  expect(cached).not.toContain('1250');
  expect(cached).not.toContain('anna@example.com');
  await expect.poll(() => databaseNames(page)).not.toContain('cabinet-offline');
  await expect(page.getByText('Код активирован')).toHaveCount(0);
  // One reload for the sign-out, then quiet (the signed-out view stays, no loop of reloads).
  await expect(page.getByRole('heading', { name: 'Все ваши билеты в одном месте' })).toBeVisible();
  expect(reloads.length).toBeLessThanOrEqual(3);
});
