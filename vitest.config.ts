import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
  define: { __BUILD_ID__: JSON.stringify('test'), __LOCAL_HUMAN_CHECK_ANYWHERE__: 'false' },
  test: {
    environment: 'happy-dom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'deploy/**/*.test.ts',
      'sw/**/*.test.ts',
    ],
    setupFiles: ['src/test/setup.ts'],
    globalSetup: ['server/test-answers.global.ts'],
    restoreMocks: true,
  },
});
