// The precache list vite-plugin-pwa injects at build time.
import type { PrecacheEntry } from 'workbox-precaching';

declare global {
  // biome-ignore lint/style/useConsistentTypeDefinitions: augmenting a global needs an interface.
  interface ServiceWorkerGlobalScope {
    __WB_MANIFEST: Array<PrecacheEntry | string>;
  }
}
