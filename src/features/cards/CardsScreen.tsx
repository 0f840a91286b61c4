import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { KEPT_KEYS } from '../../kernel/storeKeys.ts';
import { OfflineAge } from '../../ui/account-kit/OfflineAge.tsx';
import { TabbedPage } from '../../ui/account-kit/TabbedPage.tsx';
import { OnlineOnly } from '../../ui/screen-kit/OnlineOnly.tsx';
import { ClientCards } from './ClientCards.tsx';
import { PaymentCards } from './PaymentCards.tsx';
import { paymentCardsQuery } from './queries.ts';
import { parseCardsTab } from './rules.ts';
import './cards.css';

const route = getRouteApi('/cards');

/** `/cards` (spec §2): client (loyalty) cards and saved payment cards, the tab kept in the URL. */
export const CardsScreen = () => {
  const { t } = useLingui();
  const tab = parseCardsTab(route.useSearch().tab);
  return (
    <TabbedPage
      className="cards"
      title={<Trans>My cards</Trans>}
      tabsLabel={t`Card sections`}
      tabs={
        <>
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
        </>
      }
    >
      {tab === 'client' ? (
        // Kept on the device (shown at the cashier with no network): offline with its age.
        <>
          <OfflineAge whole={KEPT_KEYS.clientCards} />
          <ClientCards />
        </>
      ) : (
        <OnlineOnly queries={[paymentCardsQuery()]} inside>
          <PaymentCards />
        </OnlineOnly>
      )}
    </TabbedPage>
  );
};
