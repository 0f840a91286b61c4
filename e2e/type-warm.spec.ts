// The fonts the page's entry sets while the app's code travels (src/lib/warmType.ts) are the ones the
// first screens use: a weight or size added to a first screen's styles and not to the list would be looked
// up in the app's first layout again.
import { expect, test } from '@playwright/test';
import { FIRST_SCREEN_TYPE } from '../src/lib/firstScreenType.ts';
import { ANNA, origin, PHONE, signInByCookie } from './support.ts';

test.beforeEach(async ({ context }) => {
  await signInByCookie(context, ANNA);
});

test('every text of the signed-in first screens on a phone is set in a weight and size the start warms', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const seen = new Set<string>();
  for (const path of [
    '/tickets/actual',
    '/tickets/booked',
    '/tickets/used',
    '/balance',
    '/cards',
    '/profile',
  ]) {
    await page.goto(`${origin()}${path}`);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main [aria-busy="true"], main .skeleton')).toHaveCount(0);
    const fonts = await page.evaluate(() => {
      const found = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const parent = walker.currentNode.parentElement;
        if (!parent || !walker.currentNode.textContent?.trim() || parent.closest('dialog:not([open])'))
          continue;
        if (parent.getClientRects().length === 0) continue;
        const style = getComputedStyle(parent);
        found.add(`${style.fontWeight} ${style.fontSize}`);
      }
      return [...found];
    });
    for (const font of fonts) seen.add(font);
  }
  const warmed = new Set<string>(FIRST_SCREEN_TYPE);
  expect([...seen].filter((font) => !warmed.has(font)).sort()).toEqual([]);
  // The list holds nothing the screens no longer use.
  expect([...warmed].filter((font) => !seen.has(font)).sort()).toEqual([]);
});
