// Names in the offline store (its tables: tables.ts). No Dexie here: the gate start (src/gate-start/)
// reads the store with the raw IndexedDB API before the app's code has loaded.
export const OFFLINE_DB_NAME = 'cabinet-offline';

/** The snapshot keys of the offline set: one whole query answer each. */
export const OFFLINE_KEYS = {
  profile: 'profile',
  layout: 'layout',
  cabinetPage: 'cabinet-page',
  clientCards: 'client-cards',
  /** The points history's first page, kept once it was shown online (issue 20). */
  historyFirstPage: 'history-1',
  /** The next order's first code, ready for the gate start (src/gate-start/). */
  gateStart: 'gate-start',
} as const;

/** The key of a route's kept first screen (src/start-view/), e.g. `start-view:/tickets/actual`. */
export const startViewKey = (path: string): string => `start-view:${path}`;
