// Everything of a customer the device keeps outside memory: the device store and the service worker's
// cache of customer media (avatars, posters, card art: sw/images.ts `media-images-v1`) with the cache
// expiration's rows for it. Brand art and code stay: they belong to nobody.
import { DEVICE_STORE_NAME } from '../../kernel/storeKeys.ts';

// Deleting needs no Dexie (it may not have loaded: a start reads with the raw API, rawRead.ts). When
// db.ts has opened the store in this page it registers how to close it, so the deletion is not blocked
// by this page's own connection; the next write opens a fresh store.
let closeOpenStore: (() => void) | null = null;
export const onStoreOpened = (close: () => void): void => {
  closeOpenStore = close;
};

/** Deletes the device store (raw API: resolves once it is gone). */
export const wipeDeviceStore = (): Promise<void> => {
  closeOpenStore?.();
  closeOpenStore = null;
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(DEVICE_STORE_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
};

/** The service worker's customer-media caches (any version of sw/images.ts IMAGE_CACHES.media). */
const MEDIA_CACHE_PREFIX = 'media-images-';

// workbox-expiration keeps a timestamp row per cached address ({ id, cacheName, url, timestamp }) in
// an IndexedDB database of its own, which names the customer's avatar and posters as well.
const EXPIRATION_DB = 'workbox-expiration';
const EXPIRATION_STORE = 'cache-entries';

/**
 * Deletes the expiration rows of the customer-media caches, row by row: the service worker keeps the
 * database open, so deleting the database would wait for the worker to stop. Never creates it.
 */
const wipeMediaExpirationRows = (): Promise<void> =>
  new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      resolve();
      return;
    }
    const open = indexedDB.open(EXPIRATION_DB);
    open.onupgradeneeded = () => open.transaction?.abort();
    // Aborted above (no such database) or refused: nothing of it to delete.
    open.onerror = () => resolve();
    open.onblocked = () => resolve();
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(EXPIRATION_STORE)) {
        db.close();
        resolve();
        return;
      }
      const tx = db.transaction(EXPIRATION_STORE, 'readwrite');
      const cursor = tx.objectStore(EXPIRATION_STORE).openCursor();
      cursor.onsuccess = () => {
        const row = cursor.result;
        if (!row) return;
        const { cacheName } = row.value as { cacheName?: unknown };
        if (typeof cacheName === 'string' && cacheName.startsWith(MEDIA_CACHE_PREFIX)) row.delete();
        row.continue();
      };
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
      tx.onerror = () => {
        db.close();
        reject(tx.error);
      };
    };
  });

/** The customer-media caches and their expiration rows. */
export const wipeMediaCaches = async (): Promise<void> => {
  const rows = wipeMediaExpirationRows();
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.startsWith(MEDIA_CACHE_PREFIX)).map((n) => caches.delete(n)));
  }
  await rows;
};

/** Deletes the customer's data kept on the device; both parts run even if one fails. */
export const wipeDeviceStores = async (): Promise<void> => {
  const results = await Promise.allSettled([wipeDeviceStore(), wipeMediaCaches()]);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
};
