// Which order lists the device keeps, and how much of each: the actual and booked tabs in full, the
// first page of used. Apart from offline.ts so the service worker's background refresh
// (sw/backgroundRefresh.ts) keeps exactly the same set without the app's data layer.
import type { OrderTab } from '../schemas.ts';

/** How many pages of each tab the device keeps (Infinity: all). */
export const KEPT_PAGES: Record<OrderTab, number> = { actual: Infinity, booked: Infinity, used: 1, all: 0 };
export const KEPT_TABS = ['actual', 'booked', 'used'] as const satisfies readonly OrderTab[];

export const keepsPage = (tab: OrderTab, page: number): boolean => page <= KEPT_PAGES[tab];

/** A tab name read back from the store, when it is one of the kept tabs. */
export const asKeptTab = (tab: string): (typeof KEPT_TABS)[number] | null =>
  (KEPT_TABS as readonly string[]).includes(tab) ? (tab as (typeof KEPT_TABS)[number]) : null;
