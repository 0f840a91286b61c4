// The orders feature's light entry: what the frame and the routes' loaders read before a screen's code
// (the lists' prefetch, the sync's seeding and display, the answers' types).
export type { OrderPage, OrderTab } from './api.ts';
export {
  asOnScreen,
  justFetchedTabs,
  type SyncedTab,
  seedOrderLists,
  showSyncedLists,
} from './offline/sync.ts';
export { prefetchOrders } from './queries.ts';
