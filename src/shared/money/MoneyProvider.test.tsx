import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLang, i18n } from '../../lib/i18n/i18n.ts';
import { layoutKeys } from '../layout/queries.ts';
import { MoneyProvider } from './MoneyProvider.tsx';
import { useMoney } from './useMoney.ts';

const Price = ({ minor }: { minor: number }) => <span>{useMoney()(minor)}</span>;

const withLayout = (symbol: string | null, children: ReactNode) => {
  const qc = new QueryClient();
  if (symbol !== null) qc.setQueryData(layoutKeys.layout(), { currency_symbol: symbol });
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={qc}>{children}</QueryClientProvider>
    </I18nProvider>
  );
};

beforeAll(() => activateLang('en', { remember: false }));
afterEach(cleanup);

describe('money on signed-in screens', () => {
  it.each([
    ['the layout’s lari', 'GEL', '1.234,56 GEL'],
    ['the layout’s roubles', 'BYN', '1.234,56 rub.'],
    ['an unknown symbol keeps the brand’s currency', '$', '1.234,56 rub.'],
  ])('%s', (_, symbol, shown) => {
    render(
      withLayout(
        symbol,
        <MoneyProvider>
          <Price minor={123456} />
        </MoneyProvider>,
      ),
    );
    expect(screen.getByText(shown)).toBeTruthy();
  });

  it('outside the provider: the brand’s currency', () => {
    render(withLayout('GEL', <Price minor={500} />));
    expect(screen.getByText('5,00 rub.')).toBeTruthy();
  });
});
