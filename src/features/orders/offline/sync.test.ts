import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { OrderPage } from '../api.ts';
import { orderKeys } from '../queries.ts';
import { keepsPage } from './offline.ts';
import { asOnScreen, justFetchedPages, syncedList } from './sync.ts';

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
    const { saveListPages } = await import('../../../lib/offline/store.ts');
    const { wipeDeviceStore } = await import('../../../lib/offline/db.ts');
    const { loadOrderPage } = await import('./offline.ts');
    const { signInAs } = await import('../../../lib/offline/testing.ts');
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
      await wipeDeviceStore();
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

describe('justFetchedPages: what the sync takes from a screen instead of asking again', () => {
  const page = (n: number, last: number): OrderPage => ({ data: [], current_page: n, last_page: last });
  const list = (pages: OrderPage[], at: number) => ({
    data: { pages, pageParams: pages.map((_, i) => i + 1) },
    dataUpdatedAt: at,
  });
  const LOAD = 1_000_000;
  it.each([
    {
      name: 'fetched by this load 2 s ago, whole',
      tab: 'actual',
      l: list([page(1, 1)], LOAD + 100),
      now: LOAD + 2_100,
      pages: 1,
    },
    {
      name: 'fetched 11 s ago',
      tab: 'actual',
      l: list([page(1, 1)], LOAD + 100),
      now: LOAD + 11_100,
      pages: null,
    },
    {
      name: 'seeded from the device (before this load)',
      tab: 'actual',
      l: list([page(1, 1)], LOAD - 50),
      now: LOAD + 500,
      pages: null,
    },
    { name: 'nothing in the cache', tab: 'booked', l: undefined, now: LOAD + 500, pages: null },
    { name: 'a query without data', tab: 'booked', l: { dataUpdatedAt: 0 }, now: LOAD + 500, pages: null },
    {
      name: 'two of three kept pages loaded',
      tab: 'actual',
      l: list([page(1, 3), page(2, 3)], LOAD + 100),
      now: LOAD + 500,
      pages: null,
    },
    {
      name: 'all three pages loaded',
      tab: 'booked',
      l: list([page(1, 3), page(2, 3), page(3, 3)], LOAD + 100),
      now: LOAD + 500,
      pages: 3,
    },
    {
      name: 'used keeps its first page of several',
      tab: 'used',
      l: list([page(1, 4)], LOAD + 100),
      now: LOAD + 500,
      pages: 1,
    },
    {
      name: 'used with more loaded: only the kept page',
      tab: 'used',
      l: list([page(1, 4), page(2, 4)], LOAD + 100),
      now: LOAD + 500,
      pages: 1,
    },
  ] as const)('$name → $pages', ({ tab, l, now, pages }) => {
    const got = justFetchedPages(tab, l, now, LOAD);
    expect(got === null ? null : got.length).toBe(pages);
  });
});

describe('asOnScreen: what a start took from a screen, as the screen shows it now', () => {
  const page = (ids: number[]): OrderPage =>
    ({ data: ids.map((id) => ({ id })), current_page: 1, last_page: 1 }) as OrderPage;
  it('shows a list fetched again after the sync took it (a ticket linked meanwhile) as it is now', () => {
    const qc = new QueryClient();
    const taken = [page([1001])];
    qc.setQueryData(orderKeys.list('actual', 'en'), { pages: [page([1041, 1001])], pageParams: [1] });
    expect(asOnScreen(qc, 'en', [{ tab: 'actual', pages: taken }])).toEqual([
      { tab: 'actual', pages: [page([1041, 1001])] },
    ]);
  });
  it('keeps what it took when the screen holds nothing now', () => {
    const taken = [page([1001])];
    expect(asOnScreen(new QueryClient(), 'en', [{ tab: 'used', pages: taken }])).toEqual([
      { tab: 'used', pages: taken },
    ]);
  });
});
