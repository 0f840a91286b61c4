import { describe, expect, it } from 'vitest';
import { browserHasRegionNames, tableName } from './regionNames.ts';

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
