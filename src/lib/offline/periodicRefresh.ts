// Tickets kept fresh without opening the app: Periodic Background Sync, where the
// browser has it and has granted it (Chromium grants it to installed apps). Shared by the page, which
// registers after each sync and ends it on sign-out (loaded on demand), and the service worker
// (sw/periodicSync.ts), which refreshes and then registers again from what it fetched. Without the API
// nothing changes.

/** About daily; and hourly in the 24 hours before an upcoming session (the browser may run it later). */
export const PERIODIC_TAGS = { daily: 'cabinet-refresh', soon: 'cabinet-refresh-soon' } as const;
const DAILY_MS = 24 * 60 * 60 * 1000;
const SOON_MS = 60 * 60 * 1000;
/** How long before a session the hourly refresh is wanted. */
export const SOON_WINDOW_S = 24 * 60 * 60;

/** The earliest time in `times` (unix seconds) still ahead of `nowS`, or null. */
export const nextUpcoming = (times: readonly (number | null)[], nowS: number): number | null => {
  let next: number | null = null;
  for (const t of times) if (t !== null && t > nowS && (next === null || t < next)) next = t;
  return next;
};

/** Which tags should be registered, given the next session's time (unix seconds) or null. */
export const wantedTags = (nextAtS: number | null, nowS: number): { daily: boolean; soon: boolean } => ({
  daily: true,
  soon: nextAtS !== null && nextAtS > nowS && nextAtS - nowS <= SOON_WINDOW_S,
});

type PeriodicSyncManager = {
  register: (tag: string, options: { minInterval: number }) => Promise<void>;
  unregister: (tag: string) => Promise<void>;
  getTags: () => Promise<string[]>;
};

/** The registration's periodic sync manager, where the browser has one. */
const periodicSyncOf = (registration: ServiceWorkerRegistration): PeriodicSyncManager | null => {
  const manager = (registration as ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager })
    .periodicSync;
  return manager ?? null;
};

/**
 * Registers the daily tag and, in the 24 hours before the next session, the hourly one (unregistered
 * otherwise). Fails quietly: without the permission (not installed) the browser refuses, and nothing
 * else depends on it.
 */
export const applyPeriodicTags = async (
  registration: ServiceWorkerRegistration,
  nextAtS: number | null,
  nowS: number,
): Promise<void> => {
  const manager = periodicSyncOf(registration);
  if (!manager) return;
  const wanted = wantedTags(nextAtS, nowS);
  try {
    await manager.register(PERIODIC_TAGS.daily, { minInterval: DAILY_MS });
    if (wanted.soon) await manager.register(PERIODIC_TAGS.soon, { minInterval: SOON_MS });
    else await manager.unregister(PERIODIC_TAGS.soon);
  } catch {
    // Not granted (the app is not installed), or the browser declined: the foreground sync remains.
  }
};

/** Ends both (sign-out, or a 401 during a background refresh). */
export const clearPeriodicTags = async (registration: ServiceWorkerRegistration): Promise<void> => {
  const manager = periodicSyncOf(registration);
  if (!manager) return;
  await Promise.all(
    Object.values(PERIODIC_TAGS).map((tag) => manager.unregister(tag).catch(() => undefined)),
  );
};

/** The page's registration, where the browser has periodic sync (a production build only). */
const pageRegistration = async (): Promise<ServiceWorkerRegistration | null> => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  const reg = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return reg && periodicSyncOf(reg) ? reg : null;
};

const granted = async (): Promise<boolean> => {
  const status = await navigator.permissions
    // Not in TypeScript's list of permission names yet.
    .query({ name: 'periodic-background-sync' as PermissionName })
    .catch(() => null);
  return status?.state === 'granted';
};

/** The page's side, after each sync of the actual tab: `times` are its sessions' (unix seconds). */
export const schedulePeriodicRefresh = async (times: readonly (number | null)[]): Promise<void> => {
  const reg = await pageRegistration();
  if (!reg || !(await granted())) return;
  const now = Math.floor(Date.now() / 1000);
  await applyPeriodicTags(reg, nextUpcoming(times, now), now);
};

/** The page's side on sign-out. */
export const endPeriodicRefresh = async (): Promise<void> => {
  const reg = await pageRegistration();
  if (reg) await clearPeriodicTags(reg);
};
