import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Identifies the build (persisted-cache buster, update prompt).
const buildId = process.env.BUILD_ID ?? Date.now().toString(36);
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    // The router plugin must come before react() (toolchain guide).
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
  },
  server: {
    port: 5173,
    // Keep the Host header so the reference server picks the brand of the dev host.
    proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/demo': { target: apiTarget } },
  },
});
