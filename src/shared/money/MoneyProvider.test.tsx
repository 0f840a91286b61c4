import { cleanup, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLang } from '../../lib/i18n/i18n.ts';
import { renderWithProviders, testQueryClient } from '../../test/render.tsx';
import { layoutKeys } from '../layout/queries.ts';
import { MoneyProvider } from './MoneyProvider.tsx';
import { useMoney } from './useMoney.ts';

const Price = ({ minor }: { minor: number }) => <span>{useMoney()(minor)}</span>;

const withLayout = (symbol: string | null, ui: ReactElement) => {
  const client = testQueryClient();
  if (symbol !== null) client.setQueryData(layoutKeys.layout(), { currency_symbol: symbol });
  return renderWithProviders(ui, { client });
};

beforeAll(() => activateLang('en', { remember: false }));
afterEach(cleanup);

describe('money on signed-in screens', () => {
  it.each([
    // English reads English: comma thousands, decimal point.
    ['the layout’s lari', 'GEL', '1,234.56 GEL'],
    ['the layout’s roubles', 'BYN', '1,234.56 rub.'],
    ['an unknown symbol keeps the brand’s currency', '$', '1,234.56 rub.'],
  ])('%s', (_, symbol, shown) => {
    withLayout(
      symbol,
      <MoneyProvider>
        <Price minor={123456} />
      </MoneyProvider>,
    );
    expect(screen.getByText(shown)).toBeTruthy();
  });

  it('outside the provider (a component rendered alone): the brand’s currency and language’s format', () => {
    withLayout('GEL', <Price minor={500} />);
    expect(screen.getByText('5,00 rub.')).toBeTruthy();
  });
});
