// What the sync last did, for the "last synced" line: a tiny external store React subscribes to.
import { useSyncExternalStore } from 'react';

export type SyncState = { syncedAt: number | null; syncing: boolean; quotaError: boolean };

let state: SyncState = { syncedAt: null, syncing: false, quotaError: false };
const listeners = new Set<() => void>();

export const setSyncState = (next: Partial<SyncState>): void => {
  state = { ...state, ...next };
  for (const fn of listeners) fn();
};

export const getSyncState = (): SyncState => state;

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};

export const useSyncState = (): SyncState => useSyncExternalStore(subscribe, getSyncState, getSyncState);
