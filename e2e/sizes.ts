import type { Locator, Page } from '@playwright/test';
import { DESKTOP, PHONE } from './support.ts';

/** Runs `shoot` at phone size, then at desktop size (the two sizes every screen is looked at). */
export const atEachSize = async (page: Page, shoot: (label: 'phone' | 'desktop') => Promise<void>) => {
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await shoot(label);
  }
};

const TABLET = { width: 820, height: 1180 } as const;

/**
 * The viewport at phone, tablet and desktop size, a screenshot of it at each (`<name>-<size>.png`), with
 * `show` (when given) scrolled into view at each.
 */
export const shotAtThreeSizes = async (page: Page, name: string, show?: Locator) => {
  for (const [label, size] of [
    ['phone', PHONE],
    ['tablet', TABLET],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await show?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/${name}-${label}.png`, animations: 'disabled' });
  }
};
