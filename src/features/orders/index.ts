// The orders feature's public entry: its screens, rendered by the routes' code-split components, and
// what the frame's tests check against other features.
export { OrderList } from './list/OrderList.tsx';
export { TicketsScreen } from './list/TicketsScreen.tsx';
export { payButton } from './rules/status.ts';
