import type { Page } from '@playwright/test';
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
