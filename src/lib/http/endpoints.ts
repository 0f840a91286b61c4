// The API addresses asked for by more than one module, each written once, paths only: by the page's entry
// before the app has loaded (earlyReads.ts), the device's kept set (app/keptSet.ts, page and worker) or
// two features. Each caller pairs a path with its method, query and the answer's schema. An address only
// its own api.ts asks for stays there (docs/decisions-architecture.md). The ones a start reads are declared
// in startEndpoints.ts (the start's chunk) and listed here. endpoints.test.ts fails on any of them written
// anywhere else in src/ or sw/.
export { CLIENT_CARDS, LAYOUT, ordersPage, PROFILE } from './startEndpoints.ts';

/** The brand's cabinet page: the tab's title. */
export const CABINET_PAGE = '/api/v2/pages/cabinet';

/** The brand country's cities (the early booking's and the profile's city fields). */
export const CITIES = '/api/v2/cities';

/** An order in the payment frame: cancelled from the orders list, accepted by the payment screen. */
export const frameOrder = (id: number): string => `/api/v2/frame/order/${id}`;
