import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet } from '@tanstack/react-router';
import { TabbedPage } from '../../ui/account-kit/TabbedPage.tsx';
import './subscriptions.css';

const current = { 'aria-current': 'page' } as const;

/** /subscribes: the customer's subscriptions and the plans on sale, as tabs; payment is a step. */
export const SubscriptionsLayout = () => {
  const { t } = useLingui();
  return (
    <TabbedPage
      className="subscriptions"
      landmark={false}
      title={<Trans>Subscriptions</Trans>}
      aside={
        <Link to="/videos">
          <Trans>My videos</Trans>
        </Link>
      }
      tabsLabel={t`Subscription sections`}
      tabs={
        <>
          <Link to="/subscribes/active" activeProps={current}>
            <Trans>My subscriptions</Trans>
          </Link>
          <Link to="/subscribes/available" activeProps={current}>
            <Trans>Available</Trans>
          </Link>
        </>
      }
    >
      <Outlet />
    </TabbedPage>
  );
};
