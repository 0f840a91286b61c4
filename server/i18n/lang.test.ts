// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { langFromAcceptLanguage, requestLang } from './lang.ts';

describe('the language of a request', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['ka-GE,ka;q=0.9,en;q=0.8', 'ge'],
    ['ge', 'ge'],
    ['de-DE,de;q=0.9,be;q=0.5,ru;q=0.7', 'ru'],
    ['fr;q=1, az;q=0.2', 'az'],
    ['en;q=0, be', 'be'],
    ['BE-by', 'be'],
    ['*', null],
    ['', null],
    [undefined, null],
  ])('Accept-Language %s → %s', (header, lang) => {
    expect(langFromAcceptLanguage(header)).toBe(lang);
  });

  it('takes the lang parameter first, then Accept-Language, then the brand default', () => {
    expect(requestLang(new URLSearchParams('lang=az'), 'en', 'ru')).toBe('az');
    expect(requestLang(new URLSearchParams('lang=xx'), 'en', 'ru')).toBe('en');
    expect(requestLang(new URLSearchParams(''), 'de', 'ge')).toBe('ge');
    expect(requestLang(new URLSearchParams(''), undefined, 'ru')).toBe('ru');
  });
});
