// Every width from a small phone (320 px) to a desktop (1440 px), in the five languages and the three
// brands: the page never scrolls sideways and no navigation row (the header's tools, the sections, the
// tabs, the account strip) is cut. One context per brand, one page, the viewport resized in place.
//
// The widths: where each layout range begins (320 phones, 768 tablets with the account strip and the
// compact header, 1024 the side column, 1100 the full header), its narrowest and so its tightest width:
// within a range nothing grows with the window faster than the window. On the orders screen (the longest
// header and tabs) also a tablet's 820 (where the issue was seen) and 1440.
import { expect, type Page, test } from '@playwright/test';
import { orderCards } from './models/orderCard.ts';
import { ANNA, type BrandHost, NINO, origin, signInByCookie } from './support.ts';

const RANGE_STARTS = [320, 768, 1024, 1100];
const ORDERS_WIDTHS = [320, 768, 820, 1024, 1100, 1440];
const LANGS = ['ru', 'en', 'be', 'ge', 'az'] as const;
const SCREENS = [
  ['/balance', RANGE_STARTS],
  ['/cards', RANGE_STARTS],
  ['/profile', RANGE_STARTS],
] as const;

/** What is wider than the window at this width: the page itself, or a navigation row that cuts an item. */
const tooWide = (page: Page) =>
  page.evaluate(async () => {
    // The header swaps its phone and wide trees on the media query's change, a frame after the resize.
    const settled = () =>
      (document.querySelector('.hdr--phone') !== null) === window.matchMedia('(max-width: 767px)').matches;
    for (let frames = 0; !settled() && frames < 30; frames++)
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    const found: string[] = [];
    const page = document.documentElement.scrollWidth;
    if (page > window.innerWidth) found.push(`the page is ${page} px wide`);
    for (const nav of document.querySelectorAll('header nav, main nav, .side-menu nav, .header__tools'))
      if (nav.scrollWidth > nav.clientWidth + 1)
        found.push(
          `${nav.getAttribute('aria-label') ?? nav.className} is cut (${nav.scrollWidth} > ${nav.clientWidth})`,
        );
    return found;
  });

const sweep = async (page: Page, widths: readonly number[], where: string) => {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const problem of await tooWide(page)) found.push(`${where} at ${width} px: ${problem}`);
  }
  return found;
};

const BRANDS: [BrandHost, typeof ANNA | typeof NINO][] = [
  ['localhost', ANNA],
  ['ge.localhost', NINO],
  ['arena.localhost', ANNA],
];

test.describe.configure({ mode: 'parallel' });

for (const [host, account] of BRANDS) {
  test(`${host}: no sideways scroll from 320 to 1440 px in every language`, async ({ context, page }) => {
    // Two or three page loads and ~90 resizes: 15–25 s on a quiet machine, up to a minute on a busy one.
    test.setTimeout(150_000);
    await signInByCookie(context, account, host);
    await page.goto(`${origin(host)}/tickets/actual`);
    await page.setViewportSize({ width: 1280, height: 800 });
    const found: string[] = [];
    for (const lang of LANGS) {
      // The brand's own languages through its switch (no page load); the others stored, and a new page.
      await page.setViewportSize({ width: 1280, height: 800 });
      const offered = page.locator(`.lang-switch--bar option[value="${lang}"]`);
      if ((await offered.count()) > 0) {
        await page.locator('.lang-switch--bar select').selectOption(lang);
        await page.locator('a[href="/tickets/actual"], a[href="/tickets"]').first().click();
      } else {
        await page.evaluate((l) => localStorage.setItem('cabinet.lang', l), lang);
        await page.goto(`${origin(host)}/tickets/actual`);
        // The app's own screen, in the place of the start view painted from the device (src/start/view).
        await expect(page.locator('#start-view')).toHaveCount(0);
      }
      await expect(page).toHaveURL(/\/tickets\/actual$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'ge' ? 'ka' : lang);
      // The orders' first cards, so the list's own width counts too.
      await expect(orderCards(page).first()).toBeVisible();
      found.push(...(await sweep(page, ORDERS_WIDTHS, `${lang} /tickets/actual`)));
      if (lang === 'ru') {
        await page.setViewportSize({ width: 820, height: 1180 });
        await page.screenshot({ path: `test-results/screenshots/widths-${host}-tablet-ru.png` });
      }
      for (const [path, widths] of SCREENS) {
        // Wide, where every brand shows its account's links (the side menu or arena's row).
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.locator(`a[href="${path}"]`).first().click();
        await expect(page).toHaveURL(new RegExp(`${path}`));
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('main .skeleton')).toHaveCount(0);
        found.push(...(await sweep(page, widths, `${lang} ${path}`)));
      }
    }
    expect(found).toEqual([]);
  });
}
