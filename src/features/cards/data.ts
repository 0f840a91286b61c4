// The cards feature's light entry: queries and the tab, read by the route's loader and the frame's
// kept set before any screen's code (the screens are in index.ts, loaded with the route's component).

export { clientCardsQuery, clientCardsWholeQuery, paymentCardsQuery } from './queries.ts';
export type { CardsTab } from './rules.ts';
