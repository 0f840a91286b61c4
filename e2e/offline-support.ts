// Shared by the offline journeys: one online visit that leaves the device ready for the gate.
import { type BrowserContext, expect, type Page } from '@playwright/test';

export const orderCard = (page: Page, id: number) => page.getByTestId(`order-${id}`);

/**
 * Waits until the page's first visit has installed the service worker, reloads, and waits until the
 * worker controls the page (no clients.claim: updates are prompt-only). Installing precaches ~1 MB: on
 * a busy machine that takes longer than the default 7 s.
 */
export const reloadUnderWorker = async (page: Page) => {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.scriptURL ?? '')), {
      timeout: 30_000,
    })
    .toContain('/sw.js');
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 30_000 })
    .toContain('/sw.js');
};

/**
 * Loads the actual tab online at `home`, waits until the service worker controls the page and the
 * background sync has stored the offline set.
 */
export const visitOnline = async (page: Page, home: string) => {
  await page.goto(`${home}/tickets/actual`);
  await expect(orderCard(page, 1001)).toBeVisible();
  await reloadUnderWorker(page);
  await expect(page.getByTestId('last-synced')).toHaveAttribute('data-state', 'saved');
};

/** The offline store's kept answers as text ('' when there are none yet). */
export const keptSnapshots = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const req = indexedDB.open('cabinet-offline');
        req.onerror = () => resolve('');
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('snapshots')) {
            db.close();
            resolve('');
            return;
          }
          const all = db.transaction('snapshots').objectStore('snapshots').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(JSON.stringify(all.result));
          };
          all.onerror = () => resolve('');
        };
      }),
  );

/**
 * The IndexedDB databases of the page's origin. Signing out reloads the page, which can destroy the
 * context of an evaluate in flight: then wait for the new page and ask again.
 */
export const databaseNames = async (page: Page): Promise<string[]> => {
  for (let attempt = 0; ; attempt++) {
    try {
      return await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));
    } catch (e) {
      if (attempt >= 5 || !String(e).includes('Execution context was destroyed')) throw e;
      await page.waitForLoadState();
    }
  }
};

/**
 * A cold start with no network on the actual tab opens gate mode on the next ticket (the gate start,
 * e2e/gate-start.spec.ts); closes it to get to the list.
 */
export const closeGateStart = async (page: Page) => {
  const gate = page.locator('dialog.gate-view[open]');
  await expect(gate.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(gate).toHaveCount(0);
};

/**
 * Makes the page's `navigator.onLine` say what a phone with no signal says. `context.setOffline` blocks
 * every request, but in this Chromium (150) a document loaded after it (a reload served by the service
 * worker) still starts with `navigator.onLine === true`, so the app would believe it is online. An init
 * script reports false while the tab's flag is set; the flag lives in sessionStorage, so it survives
 * reloads and navigations in the tab. Call once per page, before the first navigation.
 */
export const tellOnlineState = (page: Page) =>
  page.addInitScript(() => {
    const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get(this: Navigator) {
        if (sessionStorage.getItem('e2e.offline') === '1') return false;
        return real?.get ? (real.get.call(this) as boolean) : true;
      },
    });
  });

/** No network (requests fail) and the page knows it (tellOnlineState must be installed). */
export const goOffline = async (context: BrowserContext, page: Page) => {
  await context.setOffline(true);
  await page.evaluate(() => {
    sessionStorage.setItem('e2e.offline', '1');
    window.dispatchEvent(new Event('offline'));
  });
};

/** The network is back, and the page hears the `online` event a phone would fire. */
export const goOnline = async (context: BrowserContext, page: Page) => {
  await context.setOffline(false);
  await page.evaluate(() => {
    sessionStorage.removeItem('e2e.offline');
    window.dispatchEvent(new Event('online'));
  });
};
