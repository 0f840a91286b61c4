import { describe, expect, it } from 'vitest';
import type { OrderPage } from './api.ts';
import { keepsPage } from './offline.ts';
import { syncedList } from './sync.ts';

describe('keepsPage', () => {
  it.each([
    ['actual', 1, true],
    ['actual', 7, true],
    ['booked', 3, true],
    ['used', 1, true],
    ['used', 2, false],
    ['all', 1, false],
  ] as const)('%s page %i → %s', (tab, page, expected) => {
    expect(keepsPage(tab, page)).toBe(expected);
  });
});

describe('the read path offline', () => {
  it('answers from the device at once, and fails for a page it does not hold', async () => {
    const { onlineManager } = await import('@tanstack/react-query');
    const { saveListPages } = await import('../../lib/offline/store.ts');
    const { wipeOfflineStore } = await import('../../lib/offline/db.ts');
    const { loadOrderPage } = await import('./offline.ts');
    const { signInAs } = await import('../../lib/offline/testing.ts');
    await signInAs(1);
    const page = { data: [], current_page: 1, last_page: 1 };
    await saveListPages('actual', 'en', 1, [page], 1);
    onlineManager.setOnline(false);
    try {
      await expect(loadOrderPage('actual', 1, 'en')).resolves.toEqual(page);
      await expect(loadOrderPage('actual', 2, 'en')).rejects.toThrow();
      await expect(loadOrderPage('actual', 1, 'ru')).rejects.toThrow();
    } finally {
      onlineManager.setOnline(true);
      await wipeOfflineStore();
    }
  });
});

describe('syncedList', () => {
  const page = (n: number): OrderPage => ({ data: [], current_page: n, last_page: 3 });
  const list = (...ns: number[]) => ({ pages: ns.map(page), pageParams: ns });
  it.each([
    ['nothing on screen', undefined, [1], list(1)],
    ['the same pages on screen', list(1), [1], list(1)],
    ['fewer pages on screen', list(1), [1, 2], list(1, 2)],
    ['more pages on screen (Load more past what is kept)', list(1, 2), [1], undefined],
  ] as const)('%s', (_, current, synced, expected) => {
    expect(syncedList(current, synced.map(page))).toEqual(expected);
  });
});
