// The orders' side of the offline store: which lists are kept (the actual and booked tabs in full, the
// first page of used), the read path used when there is no network, the boot-time seeding of the query
// cache, and the background sync.
import { type InfiniteData, onlineManager } from '@tanstack/react-query';
import * as v from 'valibot';
import { nextTask } from '../../lib/nextPaint.ts';
import { readThrough } from '../../lib/offline/readThrough.ts';
import { readListPage, readListPages, saveListPages } from '../../lib/offline/store.ts';
import { fetchOrders, type OrderPage, type OrderTab } from './api.ts';
import { KEPT_PAGES, keepsPage, OFFLINE_TABS } from './keptLists.ts';

export { KEPT_PAGES, keepsPage, OFFLINE_TABS } from './keptLists.ts';

// Stored pages were validated when fetched; this only guards against a row of another shape.
const StoredPage = v.looseObject({ data: v.array(v.unknown()), last_page: v.number() });
const asPage = (x: unknown): OrderPage | undefined => (v.is(StoredPage, x) ? (x as OrderPage) : undefined);

/**
 * The query function of a tab's page: from the network when online (the page is then stored), from
 * the device when offline or when the network fails and the page is stored.
 */
export const loadOrderPage = (
  tab: OrderTab,
  page: number,
  lang: string,
  signal?: AbortSignal,
): Promise<OrderPage> =>
  readThrough({
    fetch: () => fetchOrders(tab, page, lang, signal),
    read: async () => asPage(await readListPage(tab, lang, page)),
    keep: (fresh) => {
      if (keepsPage(tab, page)) {
        void saveListPages(tab, lang, page, [fresh], Math.min(fresh.last_page, KEPT_PAGES[tab]));
      }
    },
  });

/** The stored pages of a tab as infinite-query data, or undefined when nothing is stored. */
export const storedList = async (tab: OrderTab, lang: string) => {
  const pages = (await readListPages(tab, lang)).map(asPage).filter((p) => p !== undefined);
  // A stored list is whole from page 1 on, or it is not used.
  if (pages.length === 0 || pages[0]?.current_page !== 1) return undefined;
  const data: InfiniteData<OrderPage, number> = { pages, pageParams: pages.map((_, i) => i + 1) };
  return data;
};

/**
 * Fetches every kept page of every kept tab and replaces the stored set; null when it failed. A tab
 * whose kept pages `fresh` gives (a screen of this page load fetched them moments ago) is not asked for
 * again.
 */
export const syncOrders = async (lang: string, fresh: (tab: OrderTab) => OrderPage[] | null = () => null) => {
  if (!onlineManager.isOnline()) return null;
  try {
    const lists = await Promise.all(
      OFFLINE_TABS.map(async (tab) => {
        const reused = fresh(tab);
        if (reused) return { tab, pages: reused };
        // Each tab's requests leave in a task of their own: sent together they were one long task.
        await nextTask();
        const first = await fetchOrders(tab, 1, lang);
        const last = Math.min(first.last_page, KEPT_PAGES[tab]);
        const rest = await Promise.all(
          Array.from({ length: Math.max(0, last - 1) }, (_, i) => fetchOrders(tab, i + 2, lang)),
        );
        return { tab, pages: [first, ...rest] };
      }),
    );
    for (const { tab, pages } of lists) await saveListPages(tab, lang, 1, pages, pages.length);
    return lists;
  } catch {
    return null;
  }
};
