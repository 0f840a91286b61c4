// The balance feature's public entry: its screen, rendered by the route's code-split component, and the
// kept first page of its history (the frame's kept set test).
export { BalanceScreen } from './BalanceScreen.tsx';
export { keptHistoryFirstPage } from './queries.ts';
