import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Currency } from '../../kernel/brand/brands.ts';

const WORDS = {
  rub: msg({
    message: 'rub.',
    comment: 'Currency word after an amount in Belarusian roubles, e.g. "45,00 rub."',
  }),
  gel: msg({ message: 'GEL', comment: 'Currency word after an amount in Georgian lari, e.g. "45,00 GEL"' }),
} as const;

/** The layout's `currency_symbol` (spec §3) mapped to a currency; unknown values keep the brand's. */
export const toCurrency = (symbol: string | undefined, fallback: Currency): Currency => {
  const s = (symbol ?? '').trim().toLowerCase();
  if (['rub', 'byn', 'byr', 'р.', 'руб.'].includes(s)) return 'rub';
  if (['gel', 'lari', '₾', 'ლარი'].includes(s)) return 'gel';
  return fallback;
};

export const currencyWord = (currency: Currency, i18n: I18n): string => i18n._(WORDS[currency]);
