import { Plural, Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMoney } from '../../shared/money/useMoney.ts';
import { PlanCard } from './PlanCard.tsx';
import { mySubscriptionsQuery, plansQuery } from './queries.ts';
import { availablePlans, offerOf } from './rules.ts';

/** Plans the customer does not hold yet; subscribing goes through payment. */
export const AvailablePlans = () => {
  const money = useMoney();
  const { data: plans } = useSuspenseQuery(plansQuery());
  const { data: mine } = useSuspenseQuery(mySubscriptionsQuery());
  const list = availablePlans(plans, mine, Math.floor(Date.now() / 1000));
  const offer = offerOf(list, plans);
  if (offer !== 'plans') {
    return (
      <div className="empty-state">
        {offer === 'none-sold' ? (
          <h2 className="empty-state__title">
            <Trans>No subscriptions are sold here</Trans>
          </h2>
        ) : (
          <>
            <h2 className="empty-state__title">
              <Trans>No more subscriptions to choose from</Trans>
            </h2>
            <p className="empty-state__text">
              <Trans>You already hold every subscription sold here.</Trans>
            </p>
          </>
        )}
      </div>
    );
  }
  return (
    <ul className="plan-list">
      {list.map((p) => (
        <PlanCard key={p.id} plan={p}>
          <p className="plan-card__price">
            <strong>{money(p.price)}</strong>{' '}
            <span>
              <Plural value={p.period_days} one="for # day" other="for # days" />
            </span>
          </p>
          <div className="plan-card__actions">
            <Link className="button button--primary" to="/subscribes/payment" search={{ plan: p.id }}>
              <Trans>Subscribe</Trans>
            </Link>
          </div>
        </PlanCard>
      ))}
    </ul>
  );
};
