import { createContext, useContext } from 'react';
import { brand } from '../../lib/brand/current.ts';
import { currencyWord } from '../../lib/format/currency.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { i18n } from '../../lib/i18n/i18n.ts';

export type FormatMoney = (minor: number) => string;

/**
 * The screen's money formatter (MoneyProvider.tsx). Outside a provider (a component on its own in a
 * test): the brand's currency in the active language.
 */
export const MoneyContext = createContext<FormatMoney>((minor) =>
  formatMoney(minor, currencyWord(brand.currency, i18n)),
);

/** Formats minor units with the currency of the layout (spec §9: default rub), in the active language. */
export const useMoney = (): FormatMoney => useContext(MoneyContext);
