// When the offline set is refreshed: on start, on reconnect, when the app comes back to the foreground
// after more than 5 minutes, and after an order action succeeded. Before the first render the query
// cache is seeded from the device, so a stored ticket never waits behind a spinner.
import { type InfiniteData, onlineManager, type QueryClient } from '@tanstack/react-query';
import { readSyncedAt } from '../../lib/offline/store.ts';
import { getSyncState, setSyncState } from '../../lib/offline/syncState.ts';
import { isSignedIn } from '../../lib/session/session.ts';
import type { OrderPage } from './api.ts';
import { OFFLINE_TABS, storedList, syncOrders } from './offline.ts';
import { orderKeys } from './queries.ts';

export const FOREGROUND_SYNC_AFTER_MS = 5 * 60 * 1000;

/** Whether coming back to the foreground after `hiddenFor` ms asks for a sync. */
export const foregroundNeedsSync = (hiddenFor: number): boolean => hiddenFor > FOREGROUND_SYNC_AFTER_MS;

/**
 * Puts what the device holds into the query cache, marked as old as it is, so the lists draw at once
 * and refresh in the background when online.
 */
export const seedOrderLists = async (qc: QueryClient, lang: string): Promise<void> => {
  const syncedAt = await readSyncedAt();
  setSyncState({ syncedAt });
  if (syncedAt === null) return;
  await Promise.all(
    OFFLINE_TABS.map(async (tab) => {
      const data = await storedList(tab, lang);
      if (data) qc.setQueryData(orderKeys.list(tab, lang), data, { updatedAt: syncedAt });
    }),
  );
};

let running: Promise<void> | null = null;

/** Refreshes the offline set and shows the fresh lists; one run at a time. */
export const syncNow = (qc: QueryClient, lang: string): Promise<void> => {
  if (!isSignedIn() || !onlineManager.isOnline()) return Promise.resolve();
  running ??= (async () => {
    setSyncState({ syncing: true });
    const lists = await syncOrders(lang);
    if (lists) {
      for (const { tab, pages } of lists) {
        const data: InfiniteData<OrderPage, number> = { pages, pageParams: pages.map((_, i) => i + 1) };
        qc.setQueryData(orderKeys.list(tab, lang), data);
      }
    }
    setSyncState({ syncing: false, syncedAt: (await readSyncedAt()) ?? getSyncState().syncedAt });
  })().finally(() => {
    running = null;
  });
  return running;
};

/** Wires the triggers; returns how to unwire them. */
export const startOrderSync = (qc: QueryClient, lang: () => string): (() => void) => {
  const sync = () => void syncNow(qc, lang());
  let hiddenAt: number | null = null;
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') hiddenAt = Date.now();
    else if (hiddenAt !== null) {
      if (foregroundNeedsSync(Date.now() - hiddenAt)) sync();
      hiddenAt = null;
    }
  };
  const onOnline = () => {
    onlineManager.setOnline(true);
    sync();
  };
  // After an order action succeeded (the dialogs mark their mutations `changesOrders`).
  const unsubscribe = qc.getMutationCache().subscribe((e) => {
    if (
      e.type === 'updated' &&
      e.action.type === 'success' &&
      e.mutation.options.meta?.changesOrders === true
    ) {
      // Let the dialog's own refresh land first; the sync then stores the new state.
      setTimeout(sync, 0);
    }
  });
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibility);
  sync();
  return () => {
    unsubscribe();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisibility);
  };
};
