// Everything of a customer the device keeps outside memory: the offline store and the service worker's
// cache of customer media (avatars, posters, card art: sw/images.ts `media-images-v1`). Brand art and
// code stay: they belong to nobody.
import { wipeOfflineStore } from './db.ts';

/** The service worker's customer-media caches (any version of sw/images.ts IMAGE_CACHES.media). */
const MEDIA_CACHE_PREFIX = 'media-images-';

export const wipeMediaCaches = async (): Promise<void> => {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(MEDIA_CACHE_PREFIX)).map((n) => caches.delete(n)));
};

/** Deletes the customer's data kept on the device; both parts run even if one fails. */
export const wipeDeviceStores = async (): Promise<void> => {
  const results = await Promise.allSettled([wipeOfflineStore(), wipeMediaCaches()]);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
};
