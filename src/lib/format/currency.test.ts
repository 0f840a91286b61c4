import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { currencyWord, toCurrency } from './currency.ts';

describe('toCurrency', () => {
  it.each([
    ['rub', 'gel', 'rub'],
    ['BYN', 'gel', 'rub'],
    ['gel', 'rub', 'gel'],
    ['₾', 'rub', 'gel'],
    [undefined, 'rub', 'rub'],
    [undefined, 'gel', 'gel'],
    ['usd', 'gel', 'gel'],
  ] as const)('%s (brand %s) → %s', (symbol, fallback, out) =>
    expect(toCurrency(symbol, fallback)).toBe(out),
  );
});

describe('currencyWord', () => {
  it('is the source word without a catalog', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(currencyWord('rub', i18n)).toBe('rub.');
    expect(currencyWord('gel', i18n)).toBe('GEL');
  });
});
