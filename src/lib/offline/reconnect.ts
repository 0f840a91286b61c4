// Back online, the app syncs by itself; the sync line says when that sync has landed ("Back online.
// Updated: …") for a few seconds, so the customer knows the lists are fresh again (issue 20 point 4).

/**
 * steady: nothing to say; offline: no network; reconnected: the network is back, the sync not seen yet;
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
      // A failed refresh says so itself (the "could not refresh" line).
      return syncing ? 'resyncing' : refreshFailed ? 'steady' : 'back';
    default:
      return phase;
  }
};
