import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';

// Customer data never goes in here (it lives in IndexedDB): only images.
const IMAGE_CACHES = { brand: 'brand-images-v1', media: 'media-images-v1' } as const;

export const setupImageCaches = (): void => {
  // Brand art (logos, branding images): small and rarely changed.
  registerRoute(
    ({ request, url }) => request.destination === 'image' && url.pathname.startsWith('/brand/'),
    new StaleWhileRevalidate({
      cacheName: IMAGE_CACHES.brand,
      plugins: [
        new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
      ],
    }),
  );
  // Ticket and performance images, avatars, card art: shown offline at the gate when seen before.
  registerRoute(
    ({ request, url }) =>
      request.destination === 'image' &&
      !url.pathname.startsWith('/brand/') &&
      !url.pathname.startsWith('/api/'),
    new CacheFirst({
      cacheName: IMAGE_CACHES.media,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true }),
      ],
    }),
  );
};
