// Names in the device store (its rows and raw reads and writes: tables.ts; its Dexie schema: db.ts). No
// code here: the gate start (src/start/gate/) reads the store with these names before the app has loaded.
/** The language the customer chose on this device (localStorage; lib/i18n/storedLang.ts reads it). */
export const LANG_STORAGE_KEY = 'cabinet.lang';

export const DEVICE_STORE_NAME = 'cabinet-offline';

export const TABLES = {
  /** One row per order-list page, [owner+tab+lang+page] (db.ts version 1). */
  orderPages: 'orderPages',
  /** Per-owner facts, [owner+key]: the last sync time (version 2). */
  meta: 'meta',
  /** One whole answer per key, [owner+key]: profile, layout, cards, the painters' views (version 3). Stored
   * as `snapshots`, its name before the glossary: devices keep their data under it. */
  wholes: 'snapshots',
  /** Whose data this is: one row under OWNER_ROW (version 4, deviceOwner.ts). */
  device: 'device',
} as const;

export const OWNER_ROW = 'owner';

/**
 * The index over each kept answer's validator (version 5). A sync reads the validators through it with a
 * key cursor: the index keys only, never the rows' data (a heavy account keeps ~1 MB of pages).
 */
export const VALIDATOR_INDEX = 'validator';

/** The meta row of the last time the kept set was written. */
export const SYNCED_AT = 'syncedAt';

/** The store keys of the kept set's whole answers: one whole query answer each. */
export const KEPT_KEYS = {
  profile: 'profile',
  layout: 'layout',
  cabinetPage: 'cabinet-page',
  clientCards: 'client-cards',
  /** The points history's first page, kept once it was shown online. */
  historyFirstPage: 'history-1',
  /** The next order's first code, ready for the gate start (src/start/gate/). */
  gateStart: 'gate-start',
} as const;

/** The key of a route's kept first screen (src/start/view/), e.g. `start-view:/tickets/actual`. */
export const startViewKey = (path: string): string => `start-view:${path}`;
