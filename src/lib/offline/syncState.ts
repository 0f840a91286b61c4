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

/**
 * The line says "Syncing…" only once a sync has run this long: one that ends sooner (a check with nothing
 * changed) draws the line's text once, at its end, instead of twice.
 */
export const SYNCING_SAID_AFTER_MS = 1000;
/** Whether the sync under way has run SYNCING_SAID_AFTER_MS. */
let long = false;
let longTimer: ReturnType<typeof setTimeout> | undefined;

const notify = () => {
  for (const fn of listeners) fn();
};

/** `sayAtOnce`: a sync that starts here is said at once (the page load's first: its screen may change). */
export const setSyncState = (next: Partial<SyncState>, { sayAtOnce = false } = {}): void => {
  const started = next.syncing === true && !state.syncing;
  state = { ...state, ...next };
  if (started && sayAtOnce) long = true;
  else if (started)
    longTimer = setTimeout(() => {
      long = true;
      notify();
    }, SYNCING_SAID_AFTER_MS);
  if (!state.syncing) {
    clearTimeout(longTimer);
    long = false;
  }
  notify();
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

/** The sync's state for the sync line, with whether the line says "Syncing…" yet. */
export type SyncLine = SyncState & { saysSyncing: boolean };
let shown: SyncLine = { ...state, saysSyncing: false };
/** The line's state: the same object while nothing in it changes. */
const lineState = (): SyncLine => {
  const saysSyncing = state.syncing && long;
  if (
    shown.syncing !== state.syncing ||
    shown.saysSyncing !== saysSyncing ||
    shown.syncedAt !== state.syncedAt ||
    shown.quotaError !== state.quotaError ||
    shown.refreshFailed !== state.refreshFailed
  )
    shown = { ...state, saysSyncing };
  return shown;
};

/**
 * The sync's state for the sync line, `saysSyncing` once the sync has run SYNCING_SAID_AFTER_MS: a
 * shorter sync changes the line's text once, at its end.
 */
export const useSyncLine = (): SyncLine => useSyncExternalStore(subscribe, lineState, lineState);

const storedOnce = (): boolean => state.syncedAt !== null;
/**
 * Whether a sync has kept the lists on this device: a boolean, so a subscriber renders again only when
 * it flips, not on every change of the sync's state (each order card asks).
 */
export const useSyncedOnce = (): boolean => useSyncExternalStore(subscribe, storedOnce, storedOnce);
