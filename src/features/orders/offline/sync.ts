// The kept lists, the orders' side of the kept set: before the first render the query cache is seeded
// from the device, so a stored ticket never waits behind a spinner; what a sync brought is shown here (the
// sync itself is the sync core's, lib/offline/syncCore.ts). When a sync runs is decided in
// src/app/keptSync.ts.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { isLang } from '../../../kernel/langs.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { readSyncedAt } from '../../../lib/offline/store.ts';
import { setSyncState } from '../../../lib/offline/syncState.ts';
import { justFetched } from '../../../lib/offline/wholeQuery.ts';
import type { OrderPage, OrderTab } from '../api.ts';
import { keepGateStart } from '../gate/gateStart.ts';
import { orderKeys } from '../queries.ts';
import { orderEventAt } from '../rules/status.ts';
import { KEPT_PAGES, KEPT_TABS, storedList } from './offline.ts';

/**
 * Puts what the device holds into the query cache, marked as old as it is, so the lists draw at once
 * and refresh in the background when online.
 */
export const seedOrderLists = async (qc: QueryClient, lang: string): Promise<void> => {
  const syncedAt = await readSyncedAt();
  setSyncState({ syncedAt });
  if (syncedAt === null) return;
  await Promise.all(
    KEPT_TABS.map(async (tab) => {
      const data = await storedList(tab, lang);
      if (data) qc.setQueryData(orderKeys.list(tab, lang), data, { updatedAt: syncedAt });
    }),
  );
};

/**
 * What a list on screen becomes after a sync brought `synced` (the pages the device keeps): those pages,
 * unless the reader has loaded more ("Load more" past what is kept), in which case the list stays as it
 * is (undefined) rather than shrinking under the reader; its own refetch refreshes every loaded page.
 */
export const syncedList = (
  current: InfiniteData<OrderPage, number> | undefined,
  synced: OrderPage[],
): InfiniteData<OrderPage, number> | undefined =>
  current && current.pages.length > synced.length
    ? undefined
    : { pages: synced, pageParams: synced.map((_, i) => i + 1) };

/**
 * A tab's kept pages as a screen of this page load fetched them moments ago (lib/offline/wholeQuery.ts
 * `justFetched`), or null: the sync then need not ask for them again (a first visit's actual
 * tab was fetched, validated and stored twice in its first seconds). Only when the list holds every
 * page the device keeps of that tab; a list seeded from the device or restored is never reused.
 */
export const justFetchedPages = (
  tab: OrderTab,
  list: { data?: InfiniteData<OrderPage, number>; dataUpdatedAt: number } | undefined,
  now: number,
  loadStart: number,
): OrderPage[] | null => {
  const pages = list?.data?.pages;
  const first = pages?.[0];
  if (!list || !pages || !first || !justFetched(list.dataUpdatedAt, now, loadStart)) return null;
  const kept = Math.min(first.last_page, KEPT_PAGES[tab]);
  return pages.length >= kept ? pages.slice(0, kept) : null;
};

/** A tab's kept pages the sync brought (or a screen fetched moments ago). */
export type SyncedTab = { tab: OrderTab; pages: OrderPage[] };

/**
 * The tabs whose kept pages a screen of this page load fetched moments ago (and kept): the start's first
 * sync need not ask for them again. Only that sync: a later one, a reconnect's, must ask, as the server
 * may have changed while offline.
 */
export const justFetchedTabs = (qc: QueryClient, lang: string): SyncedTab[] =>
  KEPT_TABS.flatMap((tab) => {
    const pages = justFetchedPages(
      tab,
      qc.getQueryState<InfiniteData<OrderPage, number>>(orderKeys.list(tab, lang)),
      Date.now(),
      performance.timeOrigin,
    );
    return pages ? [{ tab, pages }] : [];
  });

/**
 * The lists a start's sync took from the screens (justFetchedTabs), as they are on screen now: one
 * fetched again meanwhile (after an action: a linked ticket, a return) is shown as it is, not as it was
 * when the sync took it.
 */
export const asOnScreen = (qc: QueryClient, lang: string, tabs: readonly SyncedTab[]): SyncedTab[] =>
  tabs.map(({ tab, pages }) => ({
    tab,
    pages: qc.getQueryData<InfiniteData<OrderPage, number>>(orderKeys.list(tab, lang))?.pages ?? pages,
  }));

/**
 * Shows the lists a sync brought (only those that changed: an unchanged list is left as it is on screen),
 * keeps the gate start's codes from a changed actual tab, and registers the background refresh from the
 * actual tab on screen.
 */
export const showSyncedLists = async (qc: QueryClient, lang: string, lists: readonly SyncedTab[]) => {
  for (const { tab, pages } of lists) {
    const key = orderKeys.list(tab, lang);
    const next = syncedList(qc.getQueryData<InfiniteData<OrderPage, number>>(key), pages);
    if (next) qc.setQueryData(key, next);
    // The texts are formatted now, in the language on screen (a sync for another one keeps nothing).
    if (tab === 'actual' && isLang(lang) && i18n.locale === lang) await keepGateStart(pages, i18n, lang);
  }
  const upcoming = qc.getQueryData<InfiniteData<OrderPage, number>>(orderKeys.list('actual', lang));
  if (upcoming) {
    // Loaded when needed: not part of the first screen's code.
    const orders = upcoming.pages.flatMap((p) => p.data);
    void import('../../../lib/offline/periodicRefresh.ts')
      .then((m) => m.schedulePeriodicRefresh(orders.map(orderEventAt)))
      .catch(() => undefined);
  }
};
