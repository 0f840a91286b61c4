import type { Page } from '@playwright/test';

/**
 * The page as the app installed on the home screen sees itself: `display-mode: standalone`. Chromium 156's
 * DevTools protocol ignores `display-mode` in `Emulation.setEmulatedMedia`, and a headless app window
 * reports `browser`, so the page's own `matchMedia` answers it (the app reads the display mode only
 * through `matchMedia`: src/app/surroundings.ts).
 */
export const emulateInstalled = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      real(
        query
          .replace(/\(\s*display-mode\s*:\s*standalone\s*\)/g, '(min-width: 0px)')
          .replace(/\(\s*display-mode\s*:\s*[a-z-]+\s*\)/g, '(max-width: -1px)'),
      );
  });
};
