// Installing the cabinet as each system does it: the brand's documents name its Home Screen title and icon
// from the first byte; its manifests speak the customer's language, with shortcuts and screenshots; a quiet
// offer comes from the second visit, in the menu and at the foot of the tickets page: the browser's own
// prompt where it has one (Android, desktop), Safari's Share → Add to Home Screen steps on an iPhone or
// iPad; never again once installed or declined, never inside the installed app.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { emulateInstalled } from './installed.ts';
import { menuButton, menuSheet } from './models/menu.ts';
import { ANNA, type BrandHost, origin, PHONE, port, signInByCookie } from './support.ts';

const BRANDS: [BrandHost, string, string][] = [
  ['localhost', 'by', 'Kvitok'],
  ['ge.localhost', 'ge', 'Bileti'],
  ['arena.localhost', 'arena', 'Arena'],
];

/** What the server sends for `path` on `host`, before any script runs (Node cannot resolve *.localhost). */
const served = (context: BrowserContext, host: BrandHost, path: string) =>
  context.request.get(`http://127.0.0.1:${port}${path}`, { headers: { Host: `${host}:${port}` } });

test('every brand’s document names its Home Screen title and icon from the first byte', async ({
  context,
}) => {
  for (const [host, id, shortName] of BRANDS) {
    const html = await (await served(context, host, '/tickets/actual')).text();
    expect(html).toContain('<meta name="apple-mobile-web-app-capable" content="yes" />');
    expect(html).toContain('<meta name="apple-mobile-web-app-status-bar-style" content="default" />');
    expect(html).toContain(`<meta name="apple-mobile-web-app-title" content="${shortName}" />`);
    expect(html).toContain(`<link rel="apple-touch-icon" href="/brand/${id}/apple-touch-icon.png" />`);
    const icon = await served(context, host, `/brand/${id}/apple-touch-icon.png`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
  }
});

type Manifest = {
  description: string;
  lang: string;
  orientation?: string;
  shortcuts: { name: string; url: string; icons: { src: string }[] }[];
  screenshots: { src: string; form_factor: string }[];
};

/** The manifest the page links now, and that each picture it names is served. */
const linkedManifest = async (page: Page): Promise<Manifest> =>
  page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '';
    const manifest = (await (await fetch(href)).json()) as Manifest;
    const pictures = [
      ...manifest.shortcuts.flatMap((s) => s.icons.map((i) => i.src)),
      ...manifest.screenshots.map((s) => s.src),
    ];
    for (const src of pictures) {
      const r = await fetch(src);
      if (!r.ok || !/^image\/(png|webp)/.test(r.headers.get('content-type') ?? '')) throw new Error(src);
    }
    return manifest;
  });

test('the manifest speaks the customer’s language, with its shortcuts and screenshots', async ({
  context,
  page,
}) => {
  await signInByCookie(context, ANNA);
  await page.goto(`${origin()}/tickets/actual`);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-by.webmanifest');
  const ru = await linkedManifest(page);
  expect(ru).toMatchObject({ lang: 'ru', description: 'Kvitok: билеты, заказы, баллы и карты' });
  expect(ru).not.toHaveProperty('orientation');
  expect(ru.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Мои заказы', '/tickets/actual'],
    ['Показать на кассе', '/cards?show=cashier'],
  ]);
  expect(ru.screenshots.map((s) => s.form_factor)).toEqual(['narrow', 'wide']);

  await page.getByLabel('Язык').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-by-en.webmanifest');
  const en = await linkedManifest(page);
  expect(en).toMatchObject({ lang: 'en', description: 'Kvitok: tickets, orders, points and cards' });
  expect(en.shortcuts.map((s) => s.name)).toEqual(['My orders', 'Show at the cashier']);

  // The "card at the cashier" shortcut opens the first card full screen; its address is the cards' again.
  await page.setViewportSize(PHONE);
  await page.goto(`${origin()}/cards?show=cashier`);
  await expect(page.getByRole('dialog').getByText('7700 1234 5678 9012')).toBeVisible();
  await expect(page).toHaveURL(/\/cards$/);
});

/** A visit to the tickets; the browser offers its install prompt now and then (a stand-in that records). */
const visit = async (page: Page, url: string) => {
  await page.goto(url);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // The first screen behind, the visit is counted (what the offer waits for).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cabinet.visited'))).toBe('1');
};
const browserOffersInstall = (page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') =>
  page.evaluate((answer) => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        sessionStorage.setItem('prompted', String(Number(sessionStorage.getItem('prompted') ?? 0) + 1));
      },
      userChoice: Promise.resolve({ outcome: answer }),
    });
    dispatchEvent(event);
    return event.defaultPrevented;
  }, outcome);

/** What the screen shows now (the offer is at the foot of a long page). */
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/${name}.png` });

const offer = (page: Page) => page.getByRole('complementary', { name: 'Установить Kvitok' });
const menuEntry = (page: Page) =>
  page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('button', { name: 'Установить Kvitok' });

test('Android and desktop: from the second visit, the browser’s prompt; once installed, never again', async ({
  context,
  page,
}) => {
  await signInByCookie(context, ANNA);
  const tickets = `${origin()}/tickets/actual`;
  await visit(page, tickets);
  // The first visit is for the tickets: no offer, and the browser's own install bar gives way.
  expect(await browserOffersInstall(page)).toBe(true);
  await expect(menuEntry(page)).toHaveCount(0);
  await expect(offer(page)).toHaveCount(0);

  await visit(page, tickets);
  await browserOffersInstall(page);
  await expect(offer(page)).toBeVisible();
  await expect(menuEntry(page)).toBeVisible();
  await offer(page).scrollIntoViewIfNeeded();
  await shot(page, 'install-offer-desktop');
  await offer(page).getByRole('button', { name: 'Установить' }).click();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('prompted'))).toBe('1');
  await expect(offer(page)).toHaveCount(0);
  await expect(menuEntry(page)).toHaveCount(0);

  await visit(page, tickets);
  await browserOffersInstall(page);
  await expect(page.getByRole('main').getByText('Установить')).toHaveCount(0);
  await expect(menuEntry(page)).toHaveCount(0);
});

test('“Not now” puts the offer away for good, from the menu and the page', async ({ context, page }) => {
  await signInByCookie(context, ANNA);
  const tickets = `${origin()}/tickets/actual`;
  await visit(page, tickets);
  await visit(page, tickets);
  await browserOffersInstall(page, 'dismissed');
  await offer(page).getByRole('button', { name: 'Не сейчас' }).click();
  await expect(offer(page)).toHaveCount(0);
  await expect(menuEntry(page)).toHaveCount(0);
  await visit(page, tickets);
  await browserOffersInstall(page);
  await expect(offer(page)).toHaveCount(0);
  await expect(menuEntry(page)).toHaveCount(0);
});

test('inside the installed app nothing offers installing', async ({ context, page }) => {
  await signInByCookie(context, ANNA);
  await emulateInstalled(page);
  const tickets = `${origin()}/tickets/actual`;
  await visit(page, tickets);
  await visit(page, tickets);
  await browserOffersInstall(page);
  await expect(offer(page)).toHaveCount(0);
  await expect(menuEntry(page)).toHaveCount(0);
});

test.describe('on an iPhone, in Safari', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
  });

  test('the Share → Add to Home Screen steps, with the brand’s icon, from the page and the menu', async ({
    context,
    page,
  }) => {
    await signInByCookie(context, ANNA);
    const tickets = `${origin()}/tickets/actual`;
    await visit(page, tickets);
    await expect(offer(page)).toHaveCount(0);
    await visit(page, tickets);
    await offer(page).getByRole('button', { name: 'Установить' }).click();
    const steps = page.getByRole('dialog', { name: 'Установить Kvitok' });
    await expect(steps.getByRole('listitem')).toHaveText([
      'Нажмите «Поделиться» на панели Safari.',
      'Выберите «На экран „Домой“».',
      'Нажмите «Добавить».',
    ]);
    // The icon the Home Screen will show, the brand's, loaded.
    const icon = steps.locator('img[src="/brand/by/apple-touch-icon.png"]').first();
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(180);
    await shot(page, 'install-iphone-steps-phone');
    await page.keyboard.press('Escape');
    await expect(steps).toHaveCount(0);

    await menuButton(page, 'ru').click();
    await menuSheet(page, 'ru').getByRole('button', { name: 'Установить Kvitok' }).click();
    await expect(page.getByRole('dialog', { name: 'Установить Kvitok' })).toBeVisible();
  });
});

test.describe('on an iPad, in Safari (it says it is a Mac, with a touch screen)', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
  });

  test('the side menu and the tickets page offer the steps', async ({ context, page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'maxTouchPoints', { get: () => 5 }));
    await signInByCookie(context, ANNA);
    const tickets = `${origin()}/tickets/actual`;
    await visit(page, tickets);
    await visit(page, tickets);
    await expect(menuEntry(page)).toBeVisible();
    await expect(offer(page)).toBeVisible();
    await offer(page).scrollIntoViewIfNeeded();
    await shot(page, 'install-offer-ipad');
    await menuEntry(page).click();
    await expect(page.getByRole('dialog', { name: 'Установить Kvitok' })).toBeVisible();
  });
});
