// The API addresses asked for outside their owner's api.ts, each written once, paths only: by the page's
// entry before the app has loaded (earlyReads.ts) and the device's kept set (app/keptSet.ts, page and
// worker). Each caller pairs a path with its method, query and the answer's schema. An address only
// its own api.ts asks for stays there (docs/decisions-architecture.md). The ones a start reads are declared
// in startEndpoints.ts (the start's chunk) and listed here. endpoints.test.ts fails on any of them written
// anywhere else in src/ or sw/.
export { CLIENT_CARDS, LAYOUT, ordersPage, PROFILE } from './startEndpoints.ts';

/** The brand's cabinet page: the tab's title. */
export const CABINET_PAGE = '/api/v2/pages/cabinet';
