import { describe, expect, it } from 'vitest';
import { keepsPage } from './offline.ts';

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
    document.cookie = 'token=t; path=/';
    document.cookie = 'username=anna; path=/';
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
