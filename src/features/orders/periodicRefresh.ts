// The page's side of the background refresh (lib/offline/periodicRefresh.ts, sw/periodicSync.ts):
// after each sync of the actual tab, register the periodic sync from the next session's time; on
// sign-out, end it. Only where the browser has granted it (Chromium: an installed app).
import {
  applyPeriodicTags,
  clearPeriodicTags,
  nextUpcoming,
  periodicSyncOf,
} from '../../lib/offline/periodicRefresh.ts';
import type { Order } from './api.ts';
import { orderEventAt } from './rules.ts';

const registration = async (): Promise<ServiceWorkerRegistration | null> => {
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

export const schedulePeriodicRefresh = async (upcoming: readonly Order[]): Promise<void> => {
  const reg = await registration();
  if (!reg || !(await granted())) return;
  const now = Math.floor(Date.now() / 1000);
  await applyPeriodicTags(reg, nextUpcoming(upcoming.map(orderEventAt), now), now);
};

export const endPeriodicRefresh = async (): Promise<void> => {
  const reg = await registration();
  if (reg) await clearPeriodicTags(reg);
};
