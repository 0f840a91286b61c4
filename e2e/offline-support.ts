// Shared by the offline journeys: one online visit that leaves the device ready for the gate.
import { expect, type Page } from '@playwright/test';
import { gateView } from './models/gateView.ts';

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
 * background sync has stored the kept set. `timeout` (ms) for the list and the sync: longer for
 * journeys that run several first visits in a row.
 */
export const visitOnline = async (page: Page, home: string, { timeout }: { timeout?: number } = {}) => {
  await page.goto(`${home}/tickets/actual`);
  await expect(orderCard(page, 1001)).toBeVisible({ timeout });
  await reloadUnderWorker(page);
  await expect(page.getByTestId('last-synced')).toHaveAttribute('data-state', 'saved', { timeout });
};

/** The device store's kept answers as text ('' when there are none yet). */
export const keptWholes = (page: Page) =>
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
  const gate = gateView(page);
  await expect(gate.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(gate).toHaveCount(0);
};
