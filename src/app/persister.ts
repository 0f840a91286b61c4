// The persisted query cache (localStorage) holds only the queries marked `meta.persist`: today the
// layout and the cabinet page (src/shared/layout/queries.ts), brand data rather than the customer's, so
// the frame draws at once on the next start, signed in or not. A signed-in device keeps them in the
// device store too (src/app/keptQueries.ts); the profile, orders and cards are the customer's and live
// only there. A new build's id discards the cache (`buster`), and sign-out removes it and keeps it
// removed (wipePersistedCache). The async storage persister is used because the sync one is deprecated
// upstream; localStorage is enough for a few kilobytes.
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';

const PERSIST_KEY = 'cabinet.query-cache';

const local = (() => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
})();

// After sign-out nothing may be written again: a throttled save still pending holds a snapshot taken
// before the wipe and would otherwise put the customer's data back.
let sealed = false;
const storage = local && {
  getItem: (key: string) => local.getItem(key),
  setItem: (key: string, value: string) => {
    if (!sealed) local.setItem(key, value);
  },
  removeItem: (key: string) => local.removeItem(key),
};

const persister = createAsyncStoragePersister({ storage, key: PERSIST_KEY, throttleTime: 500 });

/** Removes the persisted cache and keeps it removed for the rest of this page's life. */
export const wipePersistedCache = (): void => {
  sealed = true;
  local?.removeItem(PERSIST_KEY);
};

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  buster: __BUILD_ID__,
  maxAge: 7 * 24 * 60 * 60 * 1000,
  dehydrateOptions: {
    shouldDehydrateQuery: (q: Query) => q.meta?.persist === true && q.state.status === 'success',
  },
};
