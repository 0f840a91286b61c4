import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from './money.ts';
import { formatPoints } from './points.ts';

describe('formatAmount', () => {
  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [99, '0,99'],
    [100, '1,00'],
    [4500, '45,00'],
    [123456, '1.234,56'],
    [100000000, '1.000.000,00'],
    [123456789012, '1.234.567.890,12'],
    [-5, '-0,05'],
    [-123456, '-1.234,56'],
    [12.6, '0,13'],
    [Number.NaN, '0,00'],
    [Number.POSITIVE_INFINITY, '0,00'],
  ])('%d → %s', (minor, text) => expect(formatAmount(minor)).toBe(text));
});

describe('formatMoney: the language’s number format (English reads English, Russian the spec’s)', () => {
  it.each([
    [123456, 'р.', 'ru', '1.234,56\u00a0р.'],
    [0, 'р.', 'ru', '0,00\u00a0р.'],
    [10010, 'rub.', 'en', '100.10\u00a0rub.'],
    [10, 'GEL', 'en', '0.10\u00a0GEL'],
    [123456789, 'rub.', 'en', '1,234,567.89\u00a0rub.'],
    [123456, 'руб.', 'be', '1234,56\u00a0руб.'],
    [1234567, 'руб.', 'be', '12\u00a0345,67\u00a0руб.'],
    [-4500, 'ლარი', 'ge', '-45,00\u00a0ლარი'],
    [123456, 'man.', 'az', '1.234,56\u00a0man.'],
  ] as const)('%d %s %s → %s', (minor, word, lang, text) =>
    expect(formatMoney(minor, word, lang)).toBe(text),
  );

  it('points and money of one language group alike', () => {
    for (const lang of ['ru', 'en', 'be', 'ge', 'az'] as const) {
      expect(formatAmount(1_234_567_00, lang).split(/[.,](?=\d\d$)/)[0]).toBe(formatPoints(1_234_567, lang));
    }
  });
});
