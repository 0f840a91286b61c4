// A screen reader's journey, not only axe: what the accessibility tree of each main screen holds (every
// control named, one main heading, the landmarks told apart), the document title naming the screen, and
// focus moved with intent: to the new screen's heading on a move between screens (its title announced),
// left on the tab on a move between tabs, and to the page's heading when the sign-in popup that opened by
// itself is closed.
import { expect, type Page, test } from '@playwright/test';
import { signInDialog } from './models/signInDialog.ts';
import { ANNA, DESKTOP, origin, PHONE, signInByCookie } from './support.ts';

const SITE = 'Личный кабинет — Kvitok';

/** The screen's title and heading as a reader meets them after a move. */
const expectScreen = async (page: Page, heading: string) => {
  const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(heading);
  await expect(h1).toBeFocused();
  await expect(page).toHaveTitle(`${heading} — ${SITE}`);
  await expect(page.getByRole('status').filter({ hasText: `${heading} — ${SITE}` })).toHaveCount(1);
};

/** A move the way the app's own links make it (some screens are reached from the main site's menu). */
const goTo = (page: Page, path: string) =>
  page.evaluate((p) => {
    history.pushState(history.state, '', p);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);

test('moving between the nine screens: focus on each heading, its title set and announced', async ({
  context,
  page,
}) => {
  await signInByCookie(context, ANNA);
  await page.goto(`${origin()}/tickets/actual`);
  await expect(page).toHaveTitle(`Мои заказы — ${SITE}`);
  // A new page keeps the browser's own start (no focus moved on load).
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toBeFocused();

  const menu = page.getByRole('navigation', { name: 'Личный кабинет' });
  await menu.getByRole('link', { name: 'Мои баллы' }).click();
  await expectScreen(page, 'Мои баллы');
  await menu.getByRole('link', { name: 'Мои карты' }).click();
  await expectScreen(page, 'Мои карты');
  await menu.getByRole('link', { name: 'Мой профиль' }).click();
  await expectScreen(page, 'Мой профиль');
  await page.getByRole('main').getByRole('link', { name: 'Подписки' }).click();
  await expectScreen(page, 'Подписки');
  await page.getByRole('main').getByRole('link', { name: 'Мои видео' }).click();
  await expectScreen(page, 'Мои видео');
  await goTo(page, '/promotions');
  await expectScreen(page, 'Акции');
  await goTo(page, '/early-booking');
  await expectScreen(page, 'Раннее бронирование');
  await goTo(page, '/no-such-screen');
  await expectScreen(page, 'Страница не найдена');
  await page.getByRole('link', { name: 'Перейти к моим заказам' }).click();
  await expectScreen(page, 'Мои заказы');

  // A tab of the same screen: focus stays on the tab the reader chose.
  const used = page
    .getByRole('navigation', { name: 'Вкладки заказов' })
    .getByRole('link', { name: 'Использованные' });
  await used.click();
  await expect(page).toHaveURL(/\/tickets\/used$/);
  await expect(used).toBeFocused();
  await expect(page).toHaveTitle(`Мои заказы — ${SITE}`);
});

/** Interactive roles in an aria snapshot that have no name: what a reader hears as just "button". */
const unnamed = (tree: string): string[] =>
  tree
    .split('\n')
    .filter((line) =>
      /^\s*- (button|link|textbox|searchbox|combobox|checkbox|radio|switch|tab|menuitem|spinbutton|slider|img)(\s*\[[^\]]*\])*\s*(:.*)?$/.test(
        line,
      ),
    )
    .map((line) => line.trim());

/** What a screen's tree must hold: every control named, one main heading, the landmarks. */
const checkTree = async (page: Page, where: string) => {
  const tree = await page.locator('body').ariaSnapshot();
  expect(unnamed(tree), `${where}: unnamed controls in\n${tree}`).toEqual([]);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }), where).toHaveCount(1);
  await expect(page.getByRole('banner'), where).toHaveCount(1);
  await expect(page.getByRole('main'), where).toHaveCount(1);
};

test('signed out: the header names its account button, and closing the popup that opened by itself leaves focus on the heading', async ({
  page,
}) => {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto(`${origin()}/tickets/actual`);
    const dialog = signInDialog(page, 'ru');
    await expect(dialog.getByLabel('Номер телефона')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Все ваши билеты в одном месте' }),
    ).toBeFocused();
    await expect(page).toHaveTitle(`Все ваши билеты в одном месте — ${SITE}`);
    // The person icon in the header (text hidden on phones) is a named button that opens the popup.
    const account = page.getByRole('banner').getByRole('button', { name: 'Личный кабинет' });
    await expect(account).toBeVisible();
    await checkTree(page, `signed out ${size.width}`);
    await account.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(account).toBeFocused();
  }
});

test('signed in: the accessibility tree of each main screen at phone and desktop size', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  await signInByCookie(context, ANNA);
  const screens = [
    '/tickets/actual',
    '/balance',
    '/cards',
    '/profile/info',
    '/promotions',
    '/videos',
    '/subscribes/active',
    '/early-booking',
    '/no-such-screen',
  ];
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    for (const path of screens) {
      await page.goto(`${origin()}${path}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main .skeleton')).toHaveCount(0);
      await checkTree(page, `${path} ${size.width}`);
    }
  }
  // The frame as a reader meets it on a phone: the bar's four controls, each named.
  await page.setViewportSize(PHONE);
  await page.goto(`${origin()}/tickets/actual`);
  await expect(page.getByRole('banner')).toMatchAriaSnapshot(`
    - banner:
      - button "Меню"
      - link "Kvitok":
        - img "Kvitok"
      - button "Поиск"
      - link "Личный кабинет"
  `);
});
