// The orders feature's entry for code the service worker shares (app/keptSet.ts, app/backgroundSync.ts):
// schemas, rules and the kept lists only, no DOM.
export { asKeptTab, KEPT_PAGES, KEPT_TABS } from './offline/keptLists.ts';
export { orderEventAt } from './rules/status.ts';
export { type Order, type OrderPage, OrderPageSchema, type OrderTab } from './schemas.ts';
