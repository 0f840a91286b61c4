// What the device keeps, as the sync core asks for it (lib/offline/syncCore.ts): the order lists in full
// or in part (features/orders/offline/keptLists.ts) and the whole answers, each with its address and the app's
// own schema (the addresses from the endpoint table, lib/http/endpoints.ts). The page's sync
// (offlineSync.ts) and the service worker's background refresh (sw/backgroundRefresh.ts) both read this
// one table, so neither can keep a set the other does not. Only schema modules here: the worker imports it.
import * as v from 'valibot';
import { ClientCardsSchema } from '../features/cards/worker.ts';
import { KEPT_PAGES, OFFLINE_TABS, OrderPageSchema, type OrderTab } from '../features/orders/worker.ts';
import { CABINET_PAGE, CLIENT_CARDS, LAYOUT, ordersPage, PROFILE } from '../lib/http/endpoints.ts';
import { OFFLINE_KEYS } from '../lib/offline/keys.ts';
import type { ListPlan, SyncPlan, WholePlan } from '../lib/offline/syncCore.ts';
import { CabinetPageSchema, LayoutSchema } from '../shared/layout/schemas.ts';
import { ProfileSchema } from '../shared/profile/schemas.ts';

/**
 * The whole answers: the profile (the frame's name and balance, the virtual card code), the layout and
 * the cabinet page (the frame), the client cards shown at the cashier. Each is kept as its query has it.
 */
export const KEPT_WHOLES: readonly WholePlan[] = [
  { key: OFFLINE_KEYS.profile, path: PROFILE, parse: (json) => v.parse(ProfileSchema, json) },
  { key: OFFLINE_KEYS.layout, path: LAYOUT, parse: (json) => v.parse(LayoutSchema, json) },
  { key: OFFLINE_KEYS.cabinetPage, path: CABINET_PAGE, parse: (json) => v.parse(CabinetPageSchema, json) },
  {
    key: OFFLINE_KEYS.clientCards,
    path: CLIENT_CARDS,
    parse: (json) => v.parse(ClientCardsSchema, json).data,
  },
];

/** One kept list of the orders: a tab in one language, as many pages as the device keeps of it. */
export const keptList = (tab: OrderTab, lang: string): ListPlan => ({
  tab,
  lang,
  keptPages: KEPT_PAGES[tab],
  path: (page) => ordersPage(tab, page, lang),
  parse: (json) => v.parse(OrderPageSchema, json),
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
