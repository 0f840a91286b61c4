// What the sync last did, for the "last synced" line: a tiny external store React subscribes to.
import { useSyncExternalStore } from 'react';

export type SyncState = {
  syncedAt: number | null;
  syncing: boolean;
  quotaError: boolean;
  /** The last sync could not refresh the orders (server error, dropped connection): the screen shows what is kept. */
  refreshFailed: boolean;
};

let state: SyncState = { syncedAt: null, syncing: false, quotaError: false, refreshFailed: false };
let retry: (() => void) | null = null;
const listeners = new Set<() => void>();

export const setSyncState = (next: Partial<SyncState>): void => {
  state = { ...state, ...next };
  for (const fn of listeners) fn();
};

export const getSyncState = (): SyncState => state;

/** How a screen asks for another sync (wired by the app, which owns the sync). */
export const setSyncRetry = (fn: (() => void) | null): void => {
  retry = fn;
};
export const retrySync = (): void => retry?.();

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
};

/** Resolves once no sync is under way (at once when none is), or after `capMs` whatever the sync does. */
export const whenNotSyncing = (capMs: number): Promise<void> => {
  if (!state.syncing) return Promise.resolve();
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let off: () => void = () => {};
    const done = () => {
      off();
      clearTimeout(timer);
      resolve();
    };
    off = subscribe(() => {
      if (!state.syncing) done();
    });
    timer = setTimeout(done, capMs);
  });
};

export const useSyncState = (): SyncState => useSyncExternalStore(subscribe, getSyncState, getSyncState);

const storedOnce = (): boolean => state.syncedAt !== null;
/**
 * Whether a sync has kept the lists on this device: a boolean, so a subscriber renders again only when
 * it flips, not on every change of the sync's state (each order card asks).
 */
export const useSyncedOnce = (): boolean => useSyncExternalStore(subscribe, storedOnce, storedOnce);
