// The API addresses more than one module asks for, each written once, paths only: the page's entry
// (earlyReads.ts, before the app has loaded), the feature or src/shared module that calls one (its
// schemas.ts pairs it with the answer's schema) and the device's kept set (app/keptSet.ts). An address
// only its own api.ts asks for stays there (docs/decisions-architecture.md). In the start's chunk, so
// small. endpoints.test.ts fails on one of these written anywhere else in src/ or sw/.

/** The profile: the frame's name and balance, the virtual card, the documents' download token. */
export const PROFILE = '/api/v2/users/me';

/** The frame's menus, footer and money format. */
export const LAYOUT = '/api/v3/pages/layout';

/** The brand's cabinet page: the tab's title. */
export const CABINET_PAGE = '/api/v2/pages/cabinet';

/** The linked client cards, shown at the cashier. */
export const CLIENT_CARDS = '/api/v2/users/me/bindings-cards';

/** The orders: a tab's list, and under it each order. */
export const ORDERS = '/api/v3/users/me/orders';

/** One page of a tab's list of orders in `lang`: the one way the list is asked for. */
export const ordersPage = (tab: string, page: number, lang: string): string =>
  `${ORDERS}?${new URLSearchParams({ type: tab, page: String(page), lang })}`;

/** The brand country's cities (the early booking's and the profile's city fields). */
export const CITIES = '/api/v2/cities';

/** An order in the payment frame: cancelled from the orders list, accepted by the payment screen. */
export const frameOrder = (id: number): string => `/api/v2/frame/order/${id}`;
