// The precache list vite-plugin-pwa injects at build time.
import type { PrecacheEntry } from 'workbox-precaching';

declare global {
  // Vite replaces it at build time (the brand's API origin: src/kernel/brand/config.ts).
  // biome-ignore lint/style/useConsistentTypeDefinitions: augmenting a global needs an interface.
  interface ImportMeta {
    readonly env: Record<string, string | undefined>;
  }
  // biome-ignore lint/style/useConsistentTypeDefinitions: augmenting a global needs an interface.
  interface ServiceWorkerGlobalScope {
    __WB_MANIFEST: Array<PrecacheEntry | string>;
  }
}
