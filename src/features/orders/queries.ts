// Orders in the query cache: one infinite list per tab (load more, spec §4 pagination) and the
// refresh of one order after an action (spec: "the affected order refreshes").
import { type InfiniteData, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { HttpError } from '../../lib/http/errors.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { isSignedIn } from '../../lib/session/session.ts';
import { profileKeys } from '../../shared/profile/queries.ts';
import { fetchOrder, type Order, type OrderPage, type OrderTab } from './api.ts';
import { loadOrderPage } from './offline/offline.ts';
import { nextPage } from './rules/status.ts';

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (tab: OrderTab, lang: string) => [...orderKeys.lists(), tab, lang] as const,
};

/**
 * A tab's pages. Load more asks for `page + 1`; a failed load adds no page, so the page stays where it
 * was (the spec's "page goes back by one on failure"), and the query cache toasts the failure.
 */
export const ordersQuery = (tab: OrderTab, lang: string) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(tab, lang),
    // One read path: the network when online (storing what the device keeps), the device offline.
    // `always`: offline the function still runs (it reads IndexedDB) instead of pausing.
    queryFn: ({ pageParam, signal }) => loadOrderPage(tab, pageParam, lang, signal),
    networkMode: 'always',
    initialPageParam: 1,
    getNextPageParam: (last: OrderPage, pages) => nextPage(pages.length, last.last_page),
    staleTime: 30 * 1000,
    // The list says why it could not load (OrderList): no toast on top (app/queryClient.ts).
    meta: { reportsOwnErrors: true },
  });

type Pages = InfiniteData<OrderPage, number>;

const patchLists = (qc: QueryClient, id: number, next: Order | null) => {
  qc.setQueriesData<Pages>({ queryKey: orderKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            data: next ? p.data.map((o) => (o.id === id ? next : o)) : p.data.filter((o) => o.id !== id),
          })),
        }
      : data,
  );
};

/**
 * Re-reads order `id` and puts it in place in every loaded list; a cancelled (removed) order leaves
 * the lists. The balance may have changed (refund to points), so the profile is re-read too.
 */
export const refreshOrder = async (qc: QueryClient, id: number, lang: string): Promise<void> => {
  try {
    patchLists(qc, id, await fetchOrder(id, lang));
  } catch (e) {
    if (e instanceof HttpError && e.status === 404) patchLists(qc, id, null);
    else await qc.invalidateQueries({ queryKey: orderKeys.lists() });
  }
  await qc.invalidateQueries({ queryKey: profileKeys.all });
};

/**
 * Starts loading a tab's first page from its route loader, without waiting (the tab shows its
 * skeleton). Signed out nothing is asked: a 401 would sign out and reload, again and again.
 */
export const prefetchOrders = (qc: QueryClient, tab: OrderTab): void => {
  if (isSignedIn()) void qc.prefetchInfiniteQuery(ordersQuery(tab, i18n.locale));
};
