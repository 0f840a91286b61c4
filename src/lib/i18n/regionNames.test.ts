import { getCountries } from 'libphonenumber-js/mobile';
import { describe, expect, it } from 'vitest';
import { intlLocale, LANGS } from '../../kernel/langs.ts';
import { browserHasRegionNames, MISSING_FROM_TABLES, tableName } from './regionNames.ts';

// What Chromium 150's trimmed ICU answers: English names for every language it lacks, and for `az`,
// which it reports as supported.
const chromium150 = (locale: string) => ({
  of: (code: string) => (locale === 'ru' ? { DE: 'Германия' }[code] : { DE: 'Germany' }[code]),
});
const supports = (locale: string) => ['ru', 'en', 'az'].includes(locale);

describe('browserHasRegionNames', () => {
  it.each([
    ['ru', true],
    ['en', true],
    ['be', false], // not supported: the table
    ['ka', false], // not supported: the table
    ['az', false], // "supported", but the names are English: the table
  ])('%s → %s', (locale, has) => {
    expect(browserHasRegionNames(locale, supports, chromium150)).toBe(has);
  });
});

describe('tableName', () => {
  it.each([
    [{ GE: 'საქართველო' }, 'GE', 'საქართველო'],
    [{ US: ['Amerika Birləşmiş Ştatları', 'ABŞ'] }, 'US', 'Amerika Birləşmiş Ştatları'],
    [{}, 'XX', undefined],
  ])('%o %s', (names, code, name) => expect(tableName(names, code)).toBe(name));
});

describe('every country the sign-in lists has a name in each language (no English names on top)', () => {
  it.each(LANGS)('%s', async (lang) => {
    const file = intlLocale(lang) === 'ka' ? 'ka' : lang;
    const { countries } = (await import(`../../../node_modules/i18n-iso-countries/langs/${file}.json`)) as {
      countries: Record<string, string | string[]>;
    };
    const names = { ...countries, ...MISSING_FROM_TABLES[lang] };
    const missing = getCountries().filter((code) => tableName(names, code) === undefined);
    expect(missing).toEqual([]);
    // The supplement is CLDR's, as Node's full ICU names them.
    const cldr = new Intl.DisplayNames([intlLocale(lang)], { type: 'region' });
    for (const [code, name] of Object.entries(MISSING_FROM_TABLES[lang])) expect(name).toBe(cldr.of(code));
  });
});
