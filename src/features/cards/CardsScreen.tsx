import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { TabNav } from '../../ui/TabNav.tsx';
import { ClientCards } from './ClientCards.tsx';
import { PaymentCards } from './PaymentCards.tsx';
import { parseCardsTab } from './rules.ts';
import './cards.css';

const route = getRouteApi('/cards');

/** `/cards` (spec §2): client (loyalty) cards and saved payment cards, the tab kept in the URL. */
export const CardsScreen = () => {
  const { t } = useLingui();
  const tab = parseCardsTab(route.useSearch().tab);
  return (
    <section className="cards" aria-labelledby="cards-title">
      <h1 id="cards-title" className="cards__title">
        <Trans>My cards</Trans>
      </h1>
      <TabNav label={t`Card sections`}>
        <Link
          activeOptions={{ exact: true }}
          to="/cards"
          search={{}}
          aria-current={tab === 'client' ? 'page' : undefined}
        >
          <Trans>Client cards</Trans>
        </Link>
        <Link
          activeOptions={{ exact: true }}
          to="/cards"
          search={{ tab: 'payment' }}
          aria-current={tab === 'payment' ? 'page' : undefined}
        >
          <Trans>Payment cards</Trans>
        </Link>
      </TabNav>
      {tab === 'client' ? <ClientCards /> : <PaymentCards />}
    </section>
  );
};
