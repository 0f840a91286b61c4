import { resolve } from 'node:path';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { brandAssets } from './scripts/brand-assets-plugin.ts';
import { brandDocuments } from './scripts/brand-documents.ts';
import { catalogSplit } from './scripts/catalog-split.ts';
import { folderGroup, KITS, pathsPattern, START_CHUNK, WITH_APP } from './scripts/chunk-groups.ts';
import { humanCheckGuard } from './scripts/human-check-guard.ts';
import { precompress } from './scripts/precompress.ts';
import { sourceMapsOutside } from './scripts/sourcemaps.ts';
import { appChunk, preloadApp, routeChunksMeta } from './scripts/start-graph.ts';

// Identifies the build (persisted-cache buster, update prompt).
const buildId = process.env.BUILD_ID ?? Date.now().toString(36);
const inApp = appChunk('app', resolve(import.meta.dirname, 'src/main.tsx'));
const WITH_APP_MODULES = pathsPattern(WITH_APP);
/** The name of the auth feature's chunk and stylesheet. */
const SIGN_IN = 'SignInDialog';
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';
// The brands' documents (index-<brand>.html) and the shell's precache revision covering them.
const documents = brandDocuments();

export default defineConfig({
  plugins: [
    // A production build needs a real human check for sign-in, or an explicit allowance.
    humanCheckGuard(),
    // The router plugin must come before react() (toolchain guide).
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    brandAssets(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The app registers the worker itself (src/app/serviceWorker.ts) and offers updates with a prompt.
      injectRegister: false,
      registerType: 'prompt',
      // Manifests are per brand (scripts/brand-assets-plugin.ts).
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html}'],
        // Not needed for a cold start with no network (sw/precache.ts): the brand art is cached at run
        // time, and the sign-in dialog (phone metadata, 150 kB) once it was opened; signing in is online.
        // workbox-window registers the worker, which an offline start does not need (sw/code.ts keeps it
        // once loaded through the worker). The country-name tables serve sign-in and passports, both online.
        // Dexie (the `db` chunk) only writes the offline store, after the first screen of an online visit
        // (lib/offline/writesReady.ts); every start reads with the raw API. It is kept by sw/code.ts the
        // first time it loads, so an offline write (a start view kept on leaving) still finds it.
        globIgnores: [
          '**/*.map',
          // The brands' documents: the worker precaches /index.html as its host answers it, which is the
          // host's brand's document (scripts/brand-documents.ts); its revision covers all of them.
          'index-*.html',
          'assets/SignInDialog-*',
          'assets/sign-in-*',
          // The phone rule with the phone library's metadata (src/shared/phone.ts): sign-in and an SMS
          // payment method load it, both online.
          'assets/phone-*',
          'assets/workbox-window*',
          'assets/countries-*',
          'assets/db-*',
          // The offer to install (src/app/install/): the browser's prompt and Safari's Share sheet come online.
          'assets/InstallOffer-*',
          // The city question and list: the main site's city, chosen online (features/header/CitySelector.tsx).
          'assets/CityDialog-*',
        ],
        manifestTransforms: [documents.shellRevision],
      },
      devOptions: { enabled: false },
    }),
    // Brotli and gzip copies of every text file, written once (the server sends the best one the
    // browser accepts). Last, after the service worker and the brand assets are written.
    catalogSplit('src/main.tsx'),
    preloadApp('src/main.tsx'),
    routeChunksMeta('src/main.tsx'),
    // index.html as each brand's document (index-<brand>.html), after the plugins above have written it.
    documents.plugin,
    // The source maps out of dist/ (into sourcemaps/), before the precompressed copies are written.
    sourceMapsOutside(),
    precompress(),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: {
    target: 'es2022',
    // Maps for debugging and error reports, but no sourceMappingURL comment in each shipped file: ~45
    // bytes times ~150 files of the precache that no customer's browser needs. They are moved out of
    // dist/ after the build (scripts/sourcemaps.ts): nothing deployed holds them.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: the chunk graph that scripts/check-budgets.ts walks.
    manifest: true,
    reportCompressedSize: false,
    // Every browser the app supports preloads modules itself; the polyfill is bytes on every start.
    modulePreload: {
      polyfill: false,
      // index.html preloads the start chunk, not the bundler's 1.5 kB runtime: the entry asks for it
      // itself and it arrives long before the start chunk, while its preload would hold one of the six
      // connections the app's largest files wait for.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps.filter((d) => !d.includes('rolldown-runtime')) : deps,
    },
    rolldownOptions: {
      // A feature's entries (index.ts, data.ts, worker.ts) only re-export: marked free of side effects, a
      // route that imports one screen or query through them loads that module alone, not the entry's
      // others (the chunks stay as with direct imports). The header's entry imports its stylesheet.
      treeshake: {
        moduleSideEffects: [
          {
            test: /[\\/]src[\\/]features[\\/](?!header[\\/])[^\\/]+[\\/](index|data|worker)\.ts$/,
            sideEffects: false,
          },
        ],
      },
      experimental: { lazyBarrel: true },
      output: {
        // The sign-in dialog's chunk keeps its name (globIgnores above, e2e): loaded through the auth
        // feature's entry (index.ts), it would be named after its folder.
        chunkFileNames: (chunk) => `assets/${chunk.name === 'auth' ? SIGN_IN : '[name]'}-[hash].js`,
        // Fewer, larger chunks on the cold-start path (docs/decisions-bench.md): every chunk is one
        // more request to the service worker and one more module to instantiate before the first QR.
        codeSplitting: {
          groups: [
            // The gate start in one chunk with the small modules it shares with the app and the QR library
            // (scripts/chunk-groups.ts). The brand's theme is applied there too (the tab's title and colours
            // before the app loads).
            {
              name: 'start',
              test: new RegExp(`${pathsPattern(START_CHUNK).source}|vite[\\\\/]preload-helper`),
            },
            // The app's own modules that src/main.tsx imports statically: one chunk, not ~35 (see
            // scripts/start-graph.ts). Route screens and dialogs loaded later keep their own chunks.
            // Its libraries stay in `vendor` (a group's dependencies would otherwise be pulled in).
            {
              name: (id: string, ctx: Parameters<typeof inApp>[1]) =>
                inApp(id, ctx) ?? (WITH_APP_MODULES.test(id) ? 'app' : null),
              includeDependenciesRecursively: false,
            },
            // The small modules the orders tabs share with other screens (the connection notice, the
            // double-submit lock, the gate view, the QR, the code, ticket and confirmation dialogs, the
            // totals): one chunk, not six of 0.3–1.4 kB, each one more request of the tab's start
            // (docs/decisions-bench.md). Other screens that use a few of them load the rest too (about
            // 2 kB brotli at most). Its files live in `screen-kit/` folders (ui, shared, orders), and
            // scripts/chunk-groups.test.ts fails when a group's folder holds no file.
            {
              name: KITS.screen,
              test: folderGroup(KITS.screen),
              includeDependenciesRecursively: false,
            },
            // The same for the account screens' small shared parts (tabs, tabbed page, retry banner, data
            // age, form field): /balance and /cards started with four to six of them. src/ui/account-kit/.
            {
              name: KITS.account,
              test: folderGroup(KITS.account),
              includeDependenciesRecursively: false,
            },
            // Country names where the browser lacks them (lib/i18n/regionNames.ts): one small chunk per
            // language, loaded only by the sign-in dialog and the passports.
            {
              name: (id: string) => {
                const lang = /i18n-iso-countries[\\/]langs[\\/](\w+)\.json$/.exec(id)?.[1];
                return lang ? `countries-${lang}` : null;
              },
            },
            // The libraries every start needs, in two chunks (React, then the rest). The phone library
            // (sign-in only), the QR library (the `start` chunk), workbox-window (registration, after the
            // first render), luxon (calendar checks of the early-booking form) and Dexie (the offline store's
            // writes; a start only reads, with the raw API) and the virtualiser (lists long enough to be
            // windowed, src/lib/windowing/windowing.ts) stay out of them.
            // React in a chunk of its own beside the other libraries: the two halves of the start's largest
            // download travel on two connections, each with its share of the link, rather than one file
            // with one share among ~18 requests (Lantern's model of a phone on HTTP/1.1 divides the
            // bandwidth per request in flight; docs/decisions-bench.md).
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](?!(libphonenumber-js|qrcode|dijkstrajs|workbox-window|luxon|dexie|i18n-iso-countries|@tanstack[\\/](react-virtual|virtual-core))[\\/])/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The brand is chosen by host: ge.localhost and arena.localhost must reach the dev server too.
    allowedHosts: ['.localhost'],
    // Keep the Host header so the reference server picks the brand of the dev host.
    proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/demo': { target: apiTarget } },
  },
});
