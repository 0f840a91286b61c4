import { expect, it } from 'vitest';
import { safeHref } from './safeUrl.ts';

it.each([
  ['https://kvitok.by/ru', 'https://kvitok.by/ru'],
  ['/ru/about', '/ru/about'],
  ['mailto:a@b.c', 'mailto:a@b.c'],
  ['tel:+375', 'tel:+375'],
  ['javascript:alert(1)', undefined],
  [' JavaScript:alert(1)', undefined],
  ['data:text/html,<b>', undefined],
  ['', undefined],
  [null, undefined],
])('%s → %s', (url, out) => expect(safeHref(url)).toBe(out));

it('resolves relative links against the main site', () => {
  expect(safeHref('/ru/concerts', 'https://kvitok.by')).toBe('https://kvitok.by/ru/concerts');
  expect(safeHref('javascript:x', 'https://kvitok.by')).toBeUndefined();
});
