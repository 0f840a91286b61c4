import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { brand } from '../../lib/brand/current.ts';
import { currencyWord, toCurrency } from '../../lib/format/currency.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { layoutQuery } from './queries.ts';

/** Formats minor units with the currency of the layout (spec §9: default rub), in the active language. */
export const useMoney = (): ((minor: number) => string) => {
  const { i18n } = useLingui();
  const { data } = useQuery(layoutQuery());
  const word = currencyWord(toCurrency(data?.currency_symbol, brand.currency), i18n);
  return (minor) => formatMoney(minor, word);
};
