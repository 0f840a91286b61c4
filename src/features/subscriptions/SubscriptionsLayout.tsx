import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet } from '@tanstack/react-router';
import { TabNav } from '../../ui/TabNav.tsx';
import './subscriptions.css';
import { UnderPageHeading } from '../../ui/headingLevel.tsx';

const current = { 'aria-current': 'page' } as const;

/** /subscribes: the customer's subscriptions and the plans on sale, as tabs; payment is a step. */
export const SubscriptionsLayout = () => {
  const { t } = useLingui();
  return (
    <div className="subscriptions">
      <div className="subscriptions__head">
        <h1 className="subscriptions__title">
          <Trans>Subscriptions</Trans>
        </h1>
        <Link to="/videos">
          <Trans>My videos</Trans>
        </Link>
      </div>
      <TabNav label={t`Subscription sections`}>
        <Link to="/subscribes/active" activeProps={current}>
          <Trans>My subscriptions</Trans>
        </Link>
        <Link to="/subscribes/available" activeProps={current}>
          <Trans>Available</Trans>
        </Link>
      </TabNav>
      <UnderPageHeading>
        <Outlet />
      </UnderPageHeading>
    </div>
  );
};
