import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';

/** The shell, every route chunk, every locale catalog and the brand assets, so a cold start needs no network. */
export const setupPrecache = (manifest: Array<PrecacheEntry | string>): void => {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
};
