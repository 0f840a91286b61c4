import { expect, it } from 'vitest';
import { intlLocale, isLang } from './langs.ts';

it.each([
  ['ru', 'ru'],
  ['en', 'en'],
  ['be', 'be'],
  ['ge', 'ka'],
  ['az', 'az'],
] as const)('%s is %s for Intl', (lang, tag) => expect(intlLocale(lang)).toBe(tag));

it('knows only the five languages', () => {
  expect(isLang('ge')).toBe(true);
  expect(isLang('ka')).toBe(false);
  expect(isLang(undefined)).toBe(false);
});
