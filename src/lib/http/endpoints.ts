// The API addresses more than one module asks for, each written once, paths only: the page's entry
// (earlyReads.ts, before the app has loaded), the feature or src/shared module that calls one (its
// schemas.ts pairs it with the answer's schema) and the device's kept set (app/keptSet.ts). An address
// only its own api.ts asks for stays there (docs/decisions-architecture.md). The ones a start reads are
// declared in startEndpoints.ts (the start's chunk) and listed here. endpoints.test.ts fails on one of
// these written anywhere else in src/ or sw/.
export { CLIENT_CARDS, LAYOUT, ordersPage, PROFILE } from './startEndpoints.ts';

/** The brand's cabinet page: the tab's title. */
export const CABINET_PAGE = '/api/v2/pages/cabinet';

/** The brand country's cities (the early booking's and the profile's city fields). */
export const CITIES = '/api/v2/cities';

/** An order in the payment frame: cancelled from the orders list, accepted by the payment screen. */
export const frameOrder = (id: number): string => `/api/v2/frame/order/${id}`;
