// What the device keeps, as the sync core asks for it (lib/offline/syncCore.ts): the order lists in full
// or in part (features/orders/offline/keptLists.ts) and the whole answers, each with its address and the app's
// own schema, as their owners pair them (the `…Read` of each schemas.ts). The page's sync (offlineSync.ts)
// and the service worker's background refresh (sw/backgroundRefresh.ts) both read this one table, so neither can keep a set the other does not. Only
// schema modules here: the worker imports it.
import * as v from 'valibot';
import { clientCardsRead } from '../features/cards/worker.ts';
import { KEPT_PAGES, OFFLINE_TABS, type OrderTab, ordersPageRead } from '../features/orders/worker.ts';
import { OFFLINE_KEYS } from '../lib/offline/keys.ts';
import type { ListPlan, SyncPlan, WholePlan } from '../lib/offline/syncCore.ts';
import { cabinetPageRead, layoutRead } from '../shared/layout/schemas.ts';
import { profileRead } from '../shared/profile/schemas.ts';

/**
 * The whole answers: the profile (the frame's name and balance, the virtual card code), the layout and
 * the cabinet page (the frame), the client cards shown at the cashier. Each is kept as its query has it.
 */
export const KEPT_WHOLES: readonly WholePlan[] = [
  { key: OFFLINE_KEYS.profile, path: profileRead.path, parse: (json) => v.parse(profileRead.schema, json) },
  { key: OFFLINE_KEYS.layout, path: layoutRead.path, parse: (json) => v.parse(layoutRead.schema, json) },
  {
    key: OFFLINE_KEYS.cabinetPage,
    path: cabinetPageRead.path,
    parse: (json) => v.parse(cabinetPageRead.schema, json),
  },
  {
    key: OFFLINE_KEYS.clientCards,
    path: clientCardsRead.path,
    parse: (json) => v.parse(clientCardsRead.schema, json).data,
  },
];

/** One kept list of the orders: a tab in one language, as many pages as the device keeps of it. */
export const keptList = (tab: OrderTab, lang: string): ListPlan => ({
  tab,
  lang,
  keptPages: KEPT_PAGES[tab],
  path: (page) => ordersPageRead.path(tab, page, lang),
  parse: (json) => v.parse(ordersPageRead.schema, json),
});

/** The kept tabs in `lang` (the page syncs the language on screen). */
export const keptLists = (lang: string): ListPlan[] => OFFLINE_TABS.map((tab) => keptList(tab, lang));

/** The profile names the customer: an answer for another one than the device's owner is never kept. */
const ownerOf = (key: string, data: unknown): number | undefined =>
  key === OFFLINE_KEYS.profile ? (data as { id: number }).id : undefined;

export const syncPlan = (
  lists: readonly ListPlan[],
  wholes: readonly WholePlan[] = KEPT_WHOLES,
): SyncPlan => ({
  lists,
  wholes,
  ownerOf,
});
