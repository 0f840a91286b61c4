// The small query cache (layout, cabinet page, profile: what draws the frame) is persisted so the
// frame paints at once on the next start. Customer orders and cards live in the offline store, not here.
// The async storage persister is used because the sync one is deprecated upstream; localStorage is
// enough for a few kilobytes and is wiped on sign-out.
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';

export const PERSIST_KEY = 'cabinet.query-cache';

const storage = (() => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
})();

export const persister = createAsyncStoragePersister({ storage, key: PERSIST_KEY, throttleTime: 500 });

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  buster: __BUILD_ID__,
  maxAge: 7 * 24 * 60 * 60 * 1000,
  dehydrateOptions: {
    shouldDehydrateQuery: (q: Query) => q.meta?.persist === true && q.state.status === 'success',
  },
};
