// The endpoint table's addresses that a start reads before the app has loaded (earlyReads.ts): apart from
// endpoints.ts so that the start's own chunk carries these few paths and not the rest.

/** The profile: the frame's name and balance, the virtual card, the documents' download token. */
export const PROFILE = '/api/v2/users/me';

/** The frame's menus, footer and money format. */
export const LAYOUT = '/api/v3/pages/layout';

/** The linked client cards, shown at the cashier. */
export const CLIENT_CARDS = '/api/v2/users/me/bindings-cards';

/** The orders: a tab's list, and under it each order. */
export const ORDERS = '/api/v3/users/me/orders';

/** One page of a tab's list of orders in `lang`: the one way the list is asked for. */
export const ordersPage = (tab: string, page: number, lang: string): string =>
  `${ORDERS}?type=${tab}&page=${page}&lang=${lang}`;
