import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { KEPT_KEYS } from '../../kernel/storeKeys.ts';
import { OfflineAge } from '../../ui/account-kit/OfflineAge.tsx';
import { TabbedPage } from '../../ui/account-kit/TabbedPage.tsx';
import { BalanceSummary } from './BalanceSummary.tsx';
import { History } from './History.tsx';
import './balance.css';

const route = getRouteApi('/balance');

/** `/balance` (spec §2): the balance tab and the operation history tab, the tab and page kept in the URL. */
export const BalanceScreen = () => {
  const { t } = useLingui();
  const { tab, page } = route.useSearch();
  const history = tab === 'history';
  return (
    <TabbedPage
      className="balance"
      title={<Trans>My points</Trans>}
      shrinks
      tabsLabel={t`Points sections`}
      tabs={
        <>
          <Link
            activeOptions={{ exact: true }}
            to="/balance"
            search={{}}
            aria-current={history ? undefined : 'page'}
          >
            <Trans>Balance</Trans>
          </Link>
          <Link
            activeOptions={{ exact: true }}
            to="/balance"
            search={{ tab: 'history' }}
            aria-current={history ? 'page' : undefined}
          >
            <Trans>Operation history</Trans>
          </Link>
        </>
      }
    >
      {history ? (
        <History page={page ?? 1} />
      ) : (
        <>
          <OfflineAge whole={KEPT_KEYS.profile} />
          <BalanceSummary />
        </>
      )}
    </TabbedPage>
  );
};
