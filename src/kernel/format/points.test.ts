import { describe, expect, it } from 'vitest';
import type { Lang } from '../langs.ts';
import { formatPoints } from './points.ts';

const NBSP = '\u00a0';

describe('formatPoints: the language’s number format, the same as its money’s', () => {
  it.each([
    // Russian: the spec's rule for money (dot thousands), so points read like the money beside them.
    ['ru', 1250, '1.250'],
    ['ru', 1_234_567, '1.234.567'],
    ['en', 1250, '1,250'],
    ['en', 1485, '1,485'],
    ['az', 1250, '1.250'],
    // Belarusian and Georgian group from five digits (CLDR minimum grouping digits 2).
    ['be', 1250, '1250'],
    ['be', 12_500, `12${NBSP}500`],
    ['ge', 12_500, `12${NBSP}500`],
    ['ru', 0, '0'],
    ['ru', 12.5, '12,50'],
    ['en', 12.5, '12.50'],
    ['ru', -1250, '-1.250'],
    ['ru', Number.NaN, '0'],
  ] as const)('%s %d → %s', (lang, points, text) => {
    expect(formatPoints(points, lang)).toBe(text);
  });

  it.each([
    ['en', 'en'],
    ['be', 'be'],
    ['ge', 'ka'],
    ['az', 'az'],
  ] as const)('%s: the digits CLDR gives (Node’s full ICU) for %s', (lang: Lang, tag) => {
    // Russian is left out: CLDR groups with a space there, the spec's money with a dot.
    for (const n of [7, 999, 1250, 12_500, 1_234_567]) {
      expect(formatPoints(n, lang)).toBe(new Intl.NumberFormat(tag).format(n));
    }
  });
});
