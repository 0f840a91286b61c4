// The orders' side of the device store: which lists are kept (the actual and booked tabs in full, the
// first page of used) and the read path used when there is no network. The sync of the kept lists is the
// sync core's (lib/offline/syncCore.ts, over app/keptSet.ts); showing what it brought is sync.ts's.
import type { InfiniteData } from '@tanstack/react-query';
import * as v from 'valibot';
import { readThrough } from '../../../lib/offline/readThrough.ts';
import { readListPage, readListPages, saveListPages } from '../../../lib/offline/store.ts';
import { fetchKeptOrders, type OrderPage, type OrderTab } from '../api.ts';
import { KEPT_PAGES, keepsPage } from './keptLists.ts';

export { KEPT_PAGES, KEPT_TABS, keepsPage } from './keptLists.ts';

// Stored pages were validated when fetched; this only guards against a row of another shape.
const StoredPage = v.looseObject({ data: v.array(v.unknown()), last_page: v.number() });
const asPage = (x: unknown): OrderPage | undefined => (v.is(StoredPage, x) ? (x as OrderPage) : undefined);

/**
 * The query function of a tab's page: from the network when online (the page is then stored, with its
 * validator), from the device when offline or when the network fails and the page is stored.
 */
export const loadOrderPage = (
  tab: OrderTab,
  page: number,
  lang: string,
  signal?: AbortSignal,
): Promise<OrderPage> =>
  readThrough({
    fetch: () => fetchKeptOrders(tab, page, lang, signal),
    read: async () => asPage(await readListPage(tab, lang, page)),
    keep: ({ data, validator }) => {
      if (keepsPage(tab, page)) {
        void saveListPages(tab, lang, page, [data], Math.min(data.last_page, KEPT_PAGES[tab]), [validator]);
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
