import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// One catalog per feature folder (plus one for the frame and shared code), so work on different
// features never edits the same PO file. The app loads every catalog of the active language.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ru', 'en', 'be', 'ge', 'az'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/{name}',
      include: ['<rootDir>/src/features/{name}/'],
    },
    {
      path: '<rootDir>/locales/{locale}/app',
      include: ['<rootDir>/src/app/', '<rootDir>/src/lib/', '<rootDir>/src/ui/', '<rootDir>/src/routes/'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
