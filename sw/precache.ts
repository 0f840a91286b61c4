import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';

/**
 * The shell, every route chunk and every locale catalog, so a cold start needs no network. Brand art
 * (runtime-cached by images.ts), the web app manifests (read by the browser when installing, online) and
 * the sign-in dialog (code.ts) are left out: vite.config.ts `injectManifest.globIgnores`.
 */
export const setupPrecache = (manifest: Array<PrecacheEntry | string>): void => {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
};
