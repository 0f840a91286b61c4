// The kept set as a whole (orders, client cards, profile, layout): seeded into the query cache
// before the first render, and refreshed on start, on reconnect, when the app comes back to the
// foreground after more than 5 minutes, and after an action that changed orders or cards.
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { OrderPage, OrderTab } from '../features/orders/data.ts';
import {
  asOnScreen,
  justFetchedTabs,
  type SyncedTab,
  seedOrderLists,
  showSyncedLists,
} from '../features/orders/data.ts';
import { oneRunAtATime } from '../lib/async/oneRunAtATime.ts';
import { currentOwner, ownerRowWritten } from '../lib/offline/owner.ts';
import { syncRetryDelay } from '../lib/offline/reconnect.ts';
import { readSyncedAt } from '../lib/offline/store.ts';
import { getSyncState, setSyncRetry, setSyncState } from '../lib/offline/syncState.ts';
import { writesReady } from '../lib/offline/writesReady.ts';
import { onOtherTabs, tellOtherTabs } from '../lib/otherTabs.ts';
import { isSignedIn } from '../lib/session/session.ts';
import { PROFILE_QUERY, WHOLE_QUERIES } from './keptQueries.ts';

export const FOREGROUND_SYNC_AFTER_MS = 5 * 60 * 1000;

/** Whether coming back to the foreground after `hiddenFor` ms asks for a sync. */
export const foregroundNeedsSync = (hiddenFor: number): boolean => hiddenFor > FOREGROUND_SYNC_AFTER_MS;

/** Puts what the device holds into the query cache (as old as it is) before the first render. */
export const seedKeptSet = async (qc: QueryClient, lang: string): Promise<void> => {
  await Promise.all([seedOrderLists(qc, lang), ...WHOLE_QUERIES.map((p) => p.seed(qc))]);
};

// Loaded for the first sync, which a start runs beside its first screen, not before it; asked once (each
// dynamic import runs the bundler's preload check over the document again).
let modules: Promise<[typeof import('../lib/offline/pageSync.ts'), typeof import('./keptSet.ts')]> | null =
  null;
const syncModules = () => {
  modules ??= Promise.all([import('../lib/offline/pageSync.ts'), import('./keptSet.ts')]).catch(
    (e: unknown) => {
      // Not loaded (offline before the chunks were cached): the next sync tries again.
      modules = null;
      throw e;
    },
  );
  return modules;
};

/**
 * Asks the sync core (lib/offline/syncCore.ts) for the kept set, each answer with the validator of the
 * kept copy, and shows what changed: whether anything changed, or null when it failed. What a screen of
 * this page load fetched moments ago is not asked again by the start's sync (`start`).
 */
const syncKeptSet = async (
  qc: QueryClient,
  lang: string,
  start: boolean,
  profileAsked: boolean,
  whole: boolean,
): Promise<boolean | null> => {
  const owner = currentOwner();
  if (owner === null) return null;
  // The service worker syncs only for the owner the device's owner row names (lib/offline/pageSync.ts).
  await ownerRowWritten();
  const reused = start ? justFetchedTabs(qc, lang) : [];
  const queryOf = (key: string) => WHOLE_QUERIES.find((p) => p.key === key);
  const [{ syncOnPage }, { KEPT_WHOLES, keptLists, syncPlan }] = await syncModules();
  const plan = syncPlan(
    keptLists(lang).filter((l) => !reused.some((r) => r.tab === l.tab)),
    KEPT_WHOLES.filter((w) => {
      const query = queryOf(w.key);
      return !(query === PROFILE_QUERY && profileAsked) && !(start && query?.justFetched(qc));
    }),
  );
  let changed: SyncedTab[];
  let wrote: boolean;
  try {
    const outcome = await syncOnPage(plan, owner, whole);
    wrote = outcome.wrote;
    changed = outcome.lists.flatMap((l) =>
      l.pages ? [{ tab: l.tab as OrderTab, pages: l.pages as OrderPage[] }] : [],
    );
    for (const whole of outcome.wholes) if (whole.changed) queryOf(whole.key)?.show(qc, whole.data);
  } catch {
    return null;
  }
  // Nothing changed: nothing to show, and the background refresh is registered already (unless this is
  // the page load's first sync).
  if (start || changed.length > 0 || reused.length > 0)
    await showSyncedLists(qc, lang, [...asOnScreen(qc, lang, reused), ...changed]);
  return wrote || reused.length > 0;
};

/**
 * One sync: the whole kept set, once. `start`: the page load's first sync (see `reuse` below). Whether
 * it changed anything on the device, or null when it failed or did not run.
 */
const syncOnce = async (
  qc: QueryClient,
  lang: string,
  start: boolean,
  whole: boolean,
): Promise<boolean | null> => {
  // Checked again here: a follow-up run may come after the network or the session has gone.
  if (!isSignedIn() || !onlineManager.isOnline()) return null;
  setSyncState({ syncing: true }, { sayAtOnce: start });
  // A new session's first sync learns whose data it keeps (users/me) before it keeps anything. With
  // nothing kept yet (a first visit), the screen fetches its own data, and the sync (every kept list,
  // the profile, layout and cards) waits until that screen is up: it can store nothing before then
  // (writesReady), and its requests would only compete with the screen's (docs/decisions-bench.md).
  const known = currentOwner() !== null;
  if (!known) {
    await writesReady();
    await PROFILE_QUERY.refresh(qc, start);
  }
  const changed = await syncKeptSet(qc, lang, start, !known, whole);
  // "Saved on this device" only once the next start will know whose data it is (else it wipes it).
  await ownerRowWritten();
  setSyncState({
    syncing: false,
    refreshFailed: changed === null,
    // A sync that found nothing changed wrote nothing: what the device keeps is current as of now.
    syncedAt: changed === null ? ((await readSyncedAt()) ?? getSyncState().syncedAt) : Date.now(),
  });
  return changed;
};

let latest: { qc: QueryClient; lang: string } | null = null;
// Only the page load's first sync takes what a screen fetched moments ago (a first visit's
// screen and sync asked for the same answers in the same seconds). Every later one (a reconnect, the
// foreground, after an action) asks the server: what changed while offline must show.
let startSyncDone = false;
/**
 * Whether a sync tells the other open tabs, by what asked for it: another tab's news never (that tab has
 * told them, and telling back would start the tabs answering each other); a check (start, reconnect,
 * foreground, retry) only when it kept something, since each tell makes every other tab ask the server for
 * every answer whole; an action always (the screen's own refresh may have kept the change already, so
 * this sync finds nothing new). Numbers, the larger wins when triggers meet in one run.
 */
export const TELL_NEVER = 0;
export const TELL_IF_KEPT = 1;
export const TELL_ALWAYS = 2;
export type Tell = typeof TELL_NEVER | typeof TELL_IF_KEPT | typeof TELL_ALWAYS;

/** `changed`: whether the sync kept something, null when it failed or did not run. */
export const tellsOtherTabs = (tell: Tell, changed: boolean | null): boolean =>
  changed !== null && (tell === TELL_ALWAYS || (tell === TELL_IF_KEPT && changed));

// How the next run tells the other tabs (several triggers during a run make one follow-up run).
let tellNext: Tell = TELL_NEVER;
// Whether the next run asks for every answer whole: another tab (or the service worker's background
// refresh) has kept newer answers than this page shows, and a 304 to their validators would leave this
// screen as it is.
let wholeNext = false;
// A trigger during a run (a reconnect while the start's sync is still out) gets a run of its own
// after it: the run under way may have read the server before the change that the trigger stands for.
const runSync = oneRunAtATime(async () => {
  if (!latest) return;
  const start = !startSyncDone;
  startSyncDone = true;
  const tell = tellNext;
  tellNext = TELL_NEVER;
  const whole = wholeNext;
  wholeNext = false;
  // The other open tabs show what changed (a ticket returned, a card linked, a payment made) too.
  if (tellsOtherTabs(tell, await syncOnce(latest.qc, latest.lang, start, whole)))
    tellOtherTabs('offline-set');
});

/** Refreshes the whole kept set (each query keeps its answer on the device); one run at a time. */
const syncNow = (qc: QueryClient, lang: string, tell: Tell): Promise<void> => {
  if (!isSignedIn() || !onlineManager.isOnline()) return Promise.resolve();
  latest = { qc, lang };
  tellNext = Math.max(tellNext, tell) as Tell;
  return runSync();
};

/** Wires the triggers; returns how to unwire them. */
export const startKeptSync = (qc: QueryClient, lang: () => string): (() => void) => {
  // Failed syncs in a row while online, and the timer of the next try (lib/offline/reconnect.ts).
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const afterSync = () => {
    if (!onlineManager.isOnline()) return;
    failures = getSyncState().refreshFailed ? failures + 1 : 0;
    const delay = syncRetryDelay(failures);
    if (delay !== null) retryTimer = setTimeout(() => sync(), delay);
  };
  const sync = (tell: Tell = TELL_IF_KEPT) => {
    clearTimeout(retryTimer);
    void syncNow(qc, lang(), tell).then(afterSync);
  };
  let hiddenAt: number | null = null;
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') hiddenAt = Date.now();
    else if (hiddenAt !== null) {
      if (foregroundNeedsSync(Date.now() - hiddenAt)) sync();
      hiddenAt = null;
    }
  };
  const onOnline = () => {
    onlineManager.setOnline(true);
    sync();
  };
  // After an action succeeded that changed the kept set (its mutation carries
  // `meta.changesKeptSet`: the order dialogs, card linking, the virtual card).
  const unsubscribe = qc.getMutationCache().subscribe((e) => {
    if (
      e.type === 'updated' &&
      e.action.type === 'success' &&
      e.mutation.options.meta?.changesKeptSet === true
    ) {
      // Let the screen's own refresh land first; the sync then stores the new state.
      setTimeout(() => sync(TELL_ALWAYS), 0);
    }
  });
  // Another tab kept the set anew: this one asks the server too, in its own language (the lists are
  // kept per language), and shows what came.
  const offOtherTabs = onOtherTabs('offline-set', () => {
    wholeNext = true;
    sync(TELL_NEVER);
  });
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibility);
  setSyncRetry(() => sync());
  sync();
  return () => {
    clearTimeout(retryTimer);
    offOtherTabs();
    setSyncRetry(null);
    unsubscribe();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisibility);
  };
};
