// The stack floor's build: the cabinet's own plugins and versions (router with autoCodeSplitting,
// React, Lingui macros and catalog compilation, vite-plugin-pwa), nothing of the cabinet's tuning.
import { join } from 'node:path';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const here = import.meta.dirname;
const repo = join(here, '..', '..', '..');

export default defineConfig({
  root: here,
  logLevel: 'warn',
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: join(here, 'routes'),
      generatedRouteTree: join(here, 'routeTree.gen.ts'),
    }),
    react(),
    babel({ presets: [linguiTransformerBabelPreset(undefined, { cwd: repo })] }),
    lingui({ cwd: repo }),
    VitePWA({
      strategies: 'generateSW',
      injectRegister: false,
      manifest: false,
      workbox: { globPatterns: ['**/*.{js,css,html}'], navigateFallback: '/index.html' },
    }),
  ],
  build: { target: 'es2022', emptyOutDir: true },
});
