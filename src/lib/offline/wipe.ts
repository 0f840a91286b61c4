// Everything of a customer the device keeps outside memory: the offline store and the service worker's
// cache of customer media (avatars, posters, card art: sw/images.ts `media-images-v1`). Brand art and
// code stay: they belong to nobody.
import { OFFLINE_DB_NAME } from './keys.ts';

// Deleting needs no Dexie (it may not have loaded: a start reads with the raw API, rawRead.ts). When
// db.ts has opened the store in this page it registers how to close it, so the deletion is not blocked
// by this page's own connection; the next write opens a fresh store.
let closeOpenStore: (() => void) | null = null;
export const onStoreOpened = (close: () => void): void => {
  closeOpenStore = close;
};

/** Deletes the offline store (raw API: resolves once it is gone). */
export const wipeOfflineStore = (): Promise<void> => {
  closeOpenStore?.();
  closeOpenStore = null;
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
};

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
