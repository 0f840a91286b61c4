// The service worker: precached shell, navigation fallback, image caches, update protocol, and the
// periodic background refresh of the kept orders, and the syncs an open page hands over.
// One concern a file; this entry only wires them.
import { setupCodeCache } from './code.ts';
import { setupImageCaches } from './images.ts';
import { setupNavigation } from './navigation.ts';
import { setupPageSync } from './pageSync.ts';
import { setupPeriodicSync } from './periodicSync.ts';
import { setupPrecache } from './precache.ts';
import { setupUpdates } from './updates.ts';

declare const self: ServiceWorkerGlobalScope;

setupPrecache(self.__WB_MANIFEST);
setupNavigation();
setupImageCaches();
setupCodeCache();
setupUpdates(self);
setupPeriodicSync(self);
setupPageSync(self);
