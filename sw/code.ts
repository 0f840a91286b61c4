import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

const CODE_CACHE = 'lazy-code-v1';

/**
 * The few code chunks left out of the precache (the sign-in dialog with its phone metadata: signing in
 * needs the network anyway) are kept once loaded. Their names carry a content hash, so a kept copy is
 * never stale; precached files never reach this route (the precache route is registered first).
 */
export const setupCodeCache = (): void => {
  registerRoute(
    ({ request, url, sameOrigin }) =>
      sameOrigin &&
      url.pathname.startsWith('/assets/') &&
      (request.destination === 'script' || request.destination === 'style'),
    new CacheFirst({
      cacheName: CODE_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: 12, purgeOnQuotaError: true })],
    }),
  );
};
