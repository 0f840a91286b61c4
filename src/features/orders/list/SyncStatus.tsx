// When the tickets on this device were last synced, and a warning when the device is out of space.
import { Trans } from '@lingui/react/macro';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { formatLocalDateTime } from '../../../kernel/format/dates.ts';
import { useLang } from '../../../lib/i18n/useLang.ts';
import { BACK_ONLINE_MS, nextReconnectPhase, type ReconnectPhase } from '../../../lib/offline/reconnect.ts';
import { retrySync, useSyncLine } from '../../../lib/offline/syncState.ts';
import { useOnline } from '../../../lib/useOnline.ts';
import { orderKeys } from '../queries.ts';

/** Whether a list on screen failed to load and has nothing to show (its own "Try again" is up). */
const listOnScreenFailed = (qc: QueryClient): boolean =>
  qc
    .getQueryCache()
    .findAll({ queryKey: orderKeys.lists() })
    .some(
      (q) =>
        q.getObserversCount() > 0 &&
        q.state.status === 'error' &&
        q.state.data === undefined &&
        q.state.fetchStatus === 'idle',
    );

const useListOnScreenFailed = (): boolean => {
  const qc = useQueryClient();
  const subscribe = useCallback((fn: () => void) => qc.getQueryCache().subscribe(fn), [qc]);
  const read = useCallback(() => listOnScreenFailed(qc), [qc]);
  return useSyncExternalStore(subscribe, read, read);
};

/** The reconnection's phase (lib/offline/reconnect.ts), "back" ending after BACK_ONLINE_MS. */
const useReconnectPhase = (facts: { online: boolean; syncing: boolean; refreshFailed: boolean }) => {
  const [phase, setPhase] = useState<ReconnectPhase>(facts.online ? 'steady' : 'offline');
  const next = nextReconnectPhase(phase, facts);
  if (next !== phase) setPhase(next);
  useEffect(() => {
    if (phase !== 'back') return;
    const timer = window.setTimeout(() => setPhase('steady'), BACK_ONLINE_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);
  return next;
};

export const SyncStatus = () => {
  const lang = useLang();
  const { syncedAt, quotaError, refreshFailed, ...state } = useSyncLine();
  const online = useOnline();
  // The list under the line could not load: the line does not say "Syncing…" beside that (the sync's own
  // request for the same list is as stuck); it says what is true, nothing is saved here yet.
  const listFailed = useListOnScreenFailed();
  const syncing = state.syncing && !listFailed;
  // Said only once the sync takes a while (syncState.ts); data-state follows the sync from its start.
  const saysSyncing = state.saysSyncing && !listFailed;
  const back = useReconnectPhase({ online, syncing, refreshFailed }) === 'back';
  const when = useMemo(
    () => (syncedAt === null ? '' : formatLocalDateTime(Math.floor(syncedAt / 1000), lang)),
    [syncedAt, lang],
  );
  // Online but the refresh failed: the lists are the kept copy, and the line says so (offline, the
  // offline banner says it already). It stays while the sync tries again by itself, so the line does
  // not flicker to "Syncing…" and back on each try; the retry button asks for one more try.
  const stale = refreshFailed && online && syncedAt !== null;
  return (
    <>
      {quotaError && (
        <p className="banner banner--error" role="alert">
          <Trans>
            This device is out of storage space: the newest changes are not saved for offline use. The tickets
            saved earlier are still here.
          </Trans>
        </p>
      )}
      {/* Always one line, from the first paint: the list under it never moves when the first sync lands. */}
      <p
        className="sync-status"
        data-testid="last-synced"
        data-state={
          stale ? 'stale' : syncing ? 'syncing' : syncedAt === null ? 'none' : back ? 'back-online' : 'saved'
        }
        // About to change: the start view (src/start/view/) keeps the screen after the sync, not during it.
        data-settling={syncing || undefined}
        aria-live="polite"
      >
        {stale ? (
          <>
            <Trans>Could not refresh. Showing what was saved on this device: {when}</Trans>{' '}
            <button type="button" className="sync-status__retry" onClick={retrySync}>
              <Trans>Try again</Trans>
            </button>
          </>
        ) : saysSyncing ? (
          <Trans>Syncing…</Trans>
        ) : syncedAt === null ? (
          <Trans>Not saved on this device yet</Trans>
        ) : back ? (
          <Trans>Back online. Updated and saved on this device: {when}</Trans>
        ) : (
          <Trans>Saved on this device: {when}</Trans>
        )}
      </p>
    </>
  );
};
