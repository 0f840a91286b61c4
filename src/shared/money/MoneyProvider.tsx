// One money formatter for the signed-in screens. Every price of an order card used to subscribe its own
// layout query for the currency: a list of fourteen cards made ~80 query observers in its first render,
// a good part of a slow phone's longest task on a cold start (docs/decisions-bench.md).
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { formatMoney } from '../../kernel/format/money.ts';
import { brand } from '../../lib/brand/current.ts';
import { currencyWord, toCurrency } from '../../lib/format/currency.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { layoutQuery } from '../layout/queries.ts';
import { MoneyContext } from './useMoney.ts';

export const MoneyProvider = ({ children }: { children: ReactNode }) => {
  const { i18n } = useLingui();
  const { data } = useQuery(layoutQuery());
  const word = currencyWord(toCurrency(data?.currency_symbol, brand.currency), i18n);
  const lang = useLang();
  const format = useMemo(() => (minor: number) => formatMoney(minor, word, lang), [word, lang]);
  return <MoneyContext value={format}>{children}</MoneyContext>;
};
