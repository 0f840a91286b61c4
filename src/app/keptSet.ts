// What the device keeps, as the sync core asks for it (lib/offline/syncCore.ts): the order lists in full
// or in part (features/orders/offline/keptLists.ts) and the whole answers, each declared once beside its
// schema (lib/offline/keptWhole.ts: key, address, schema). The page's sync
// (keptSync.ts) and the service worker's background refresh (sw/backgroundRefresh.ts) both read this
// one table, so neither can keep a set the other does not. Only schema modules here: the worker imports it.
import * as v from 'valibot';
import { KEPT_CLIENT_CARDS } from '../features/cards/worker.ts';
import { KEPT_PAGES, KEPT_TABS, OrderPageSchema, type OrderTab } from '../features/orders/worker.ts';
import { ordersPage } from '../kernel/endpoints.ts';
import { KEPT_KEYS } from '../kernel/storeKeys.ts';
import type { KeptWhole } from '../lib/offline/keptWhole.ts';
import type { ListPlan, SyncPlan, WholePlan } from '../lib/offline/syncCore.ts';
import { KEPT_CABINET_PAGE, KEPT_LAYOUT } from '../shared/layout/schemas.ts';
import { KEPT_PROFILE } from '../shared/profile/schemas.ts';

/**
 * The whole answers the device keeps, listed once: the profile (the frame's name and balance, the virtual
 * card code), the layout and the cabinet page (the frame), the client cards shown at the cashier. The
 * page's queries of the kept set (keptQueries.ts) have one per entry, typed by these keys.
 */
const KEPT = [KEPT_PROFILE, KEPT_LAYOUT, KEPT_CABINET_PAGE, KEPT_CLIENT_CARDS] as const;

/** The store key of a kept whole answer. */
export type KeptWholeKey = (typeof KEPT)[number]['key'];

/** A kept answer as the sync asks for it: validated by its answer's schema, kept as declared. */
const wholePlan = ({ key, path, schema, answer }: KeptWhole): WholePlan => ({
  key,
  path,
  parse: answer ? (json) => v.parse(answer, json).data : (json) => v.parse(schema, json),
});

export const KEPT_WHOLES: readonly WholePlan[] = KEPT.map(wholePlan);

/** One kept list of the orders: a tab in one language, as many pages as the device keeps of it. */
export const keptList = (tab: OrderTab, lang: string): ListPlan => ({
  tab,
  lang,
  keptPages: KEPT_PAGES[tab],
  path: (page) => ordersPage(tab, page, lang),
  parse: (json) => v.parse(OrderPageSchema, json),
});

/** The kept tabs in `lang` (the page syncs the language on screen). */
export const keptLists = (lang: string): ListPlan[] => KEPT_TABS.map((tab) => keptList(tab, lang));

/** The profile names the customer: an answer for another one than the device's owner is never kept. */
const ownerOf = (key: string, data: unknown): number | undefined =>
  key === KEPT_KEYS.profile ? (data as { id: number }).id : undefined;

export const syncPlan = (
  lists: readonly ListPlan[],
  wholes: readonly WholePlan[] = KEPT_WHOLES,
): SyncPlan => ({
  lists,
  wholes,
  ownerOf,
});
