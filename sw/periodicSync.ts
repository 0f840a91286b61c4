// Periodic Background Sync: on the browser's periodic sync event for one of the
// cabinet's tags, refresh the kept orders (backgroundRefresh.ts), then register again from what came:
// hourly in the 24 hours before the next session, daily otherwise; after a 401, nothing any more.
import { applyPeriodicTags, clearPeriodicTags, PERIODIC_TAGS } from '../src/lib/offline/periodicRefresh.ts';
import { refreshInBackground } from './backgroundRefresh.ts';

type PeriodicSyncEvent = ExtendableEvent & { tag: string };

const OURS: readonly string[] = Object.values(PERIODIC_TAGS);

export const setupPeriodicSync = (sw: ServiceWorkerGlobalScope): void => {
  sw.addEventListener('periodicsync', (event) => {
    const e = event as PeriodicSyncEvent;
    if (!OURS.includes(e.tag)) return;
    e.waitUntil(
      refreshInBackground().then(async (outcome) => {
        if (outcome.kind === 'signed-out') await clearPeriodicTags(sw.registration);
        else if (outcome.kind === 'refreshed')
          await applyPeriodicTags(sw.registration, outcome.nextEventAt, Math.floor(Date.now() / 1000));
      }),
    );
  });
};
