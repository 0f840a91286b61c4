// Syncs an open page of the cabinet hands over (src/lib/offline/pageSync.ts): run here, the sync's requests
// and its writes cost the page's main thread nothing (each request there costs a slow phone ~40 ms of
// main-thread work whatever its answer: docs/decisions-offline.md, "Sync with validators"). Only the
// cabinet's own pages are answered.
import { syncForPage } from '../src/app/backgroundSync.ts';
import { resolveRuntimeBrand } from '../src/kernel/brand/config.ts';
import { isSyncRequest, SYNC_ACK } from '../src/lib/offline/syncMessages.ts';

export const setupPageSync = (sw: ServiceWorkerGlobalScope): void => {
  sw.addEventListener('message', (event) => {
    const port = event.ports[0];
    if (!port || event.origin !== sw.location.origin || !isSyncRequest(event.data)) return;
    port.postMessage(SYNC_ACK);
    const { api } = resolveRuntimeBrand(sw.location, import.meta.env);
    event.waitUntil(syncForPage(event.data, api).then((reply) => port.postMessage(reply)));
  });
};
