// Back online, the app syncs by itself; the sync line says when that sync has landed ("Back online.
// Updated: …") for a few seconds, so the customer knows the lists are fresh again.

/**
 * steady: nothing to say; offline: no network; reconnected: the network is back, no sync landed yet;
 * resyncing: the sync after the reconnection runs; back: it has landed (said for BACK_ONLINE_MS).
 */
export type ReconnectPhase = 'steady' | 'offline' | 'reconnected' | 'resyncing' | 'back';

export const BACK_ONLINE_MS = 10_000;

export const nextReconnectPhase = (
  phase: ReconnectPhase,
  { online, syncing, refreshFailed }: { online: boolean; syncing: boolean; refreshFailed: boolean },
): ReconnectPhase => {
  if (!online) return 'offline';
  switch (phase) {
    case 'offline':
      return syncing ? 'resyncing' : 'reconnected';
    case 'reconnected':
      return syncing ? 'resyncing' : 'reconnected';
    case 'resyncing':
      // A failed refresh says so itself (the "could not refresh" line) and is tried again by itself
      // (syncRetryDelay): the first try often goes out before the connection carries requests. Whichever
      // try lands first after the reconnection is the one that says "back online".
      return syncing ? 'resyncing' : refreshFailed ? 'reconnected' : 'back';
    default:
      return phase;
  }
};

/**
 * A sync whose orders could not be refreshed while the device says it is online is tried again by
 * itself: the `online` event often comes before the connection carries requests (a phone's radio
 * waking, a captive portal), and a server hiccup passes. Three more tries, further apart each time;
 * after that the "could not refresh" line's own button is the way.
 */
const SYNC_RETRY_DELAYS_MS = [2_000, 5_000, 15_000] as const;

/** The wait before the next try after `failures` failed syncs in a row (null: no more tries). */
export const syncRetryDelay = (failures: number): number | null =>
  failures >= 1 ? (SYNC_RETRY_DELAYS_MS[failures - 1] ?? null) : null;
