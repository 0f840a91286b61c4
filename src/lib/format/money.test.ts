import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from './money.ts';

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

describe('formatMoney', () => {
  it.each([
    [123456, 'р.', '1.234,56\u00a0р.'],
    [0, 'р.', '0,00\u00a0р.'],
    [-4500, 'ლარი', '-45,00\u00a0ლარი'],
  ])('%d %s → %s', (minor, word, text) => expect(formatMoney(minor, word)).toBe(text));
});
