import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LANGS } from './src/kernel/langs.ts';

// One catalog per feature folder (plus one for src/shared and one for the frame, lib, ui and routes), so work on different
// features never edits the same PO file. The app loads every catalog of the active language.
export default defineConfig({
  sourceLocale: 'en',
  locales: [...LANGS],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/{name}',
      include: ['<rootDir>/src/features/{name}/'],
    },
    // Domain code below the features (src/shared: money, totals, profile, layout) has a catalog of its own.
    {
      path: '<rootDir>/locales/{locale}/shared',
      include: ['<rootDir>/src/shared/'],
    },
    {
      path: '<rootDir>/locales/{locale}/app',
      include: ['<rootDir>/src/app/', '<rootDir>/src/lib/', '<rootDir>/src/ui/', '<rootDir>/src/routes/'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
