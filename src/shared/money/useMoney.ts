import { createContext, useContext } from 'react';
import { formatMoney } from '../../kernel/format/money.ts';
import { brand } from '../../lib/brand/current.ts';
import { currencyWord } from '../../lib/format/currency.ts';
import { i18n } from '../../lib/i18n/i18n.ts';

export type FormatMoney = (minor: number) => string;

/**
 * The screen's money formatter (MoneyProvider.tsx: the layout's currency in the active language's number
 * format). Outside a provider (a component rendered alone in a test): the brand's currency, in the number
 * format of the brand's language.
 */
export const MoneyContext = createContext<FormatMoney>((minor) =>
  formatMoney(minor, currencyWord(brand.currency, i18n), brand.defaultLang),
);

/** Formats minor units with the currency of the layout (spec §9: default rub), as the language writes numbers. */
export const useMoney = (): FormatMoney => useContext(MoneyContext);
