import { Plural, Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPoints } from '../../kernel/format/points.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { useMoney } from '../../shared/money/useMoney.ts';
import { POINT_VALUE_MINOR, pointsValueMinor } from '../../shared/points.ts';
import { profileQuery } from '../../shared/profile/queries.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { PromoDialog } from './PromoDialog.tsx';
import { POINTS_LIFETIME_MONTHS } from './rules.ts';

/** The balance tab (spec §2): how many points, what they are worth and why they help, and the code popup. */
export const BalanceSummary = () => {
  const { data: profile } = useQuery(profileQuery());
  const money = useMoney();
  const lang = useLang();
  const [promoOpen, setPromoOpen] = useState(false);
  const balance = profile?.balance ?? 0;
  const pointValue = money(POINT_VALUE_MINOR);
  return (
    <div className="balance__summary">
      <div className="balance-card">
        <p className="balance-card__label">
          <Trans>Your balance</Trans>
        </p>
        <p className="balance-card__points" data-testid="balance-points">
          {profile ? (
            <Plural
              value={balance}
              one={
                <Trans>
                  You have <strong>{formatPoints(balance, lang)}</strong> point
                </Trans>
              }
              other={
                <Trans>
                  You have <strong>{formatPoints(balance, lang)}</strong> points
                </Trans>
              }
            />
          ) : (
            <Skeleton width="220px" height="36px" />
          )}
        </p>
        <p className="balance-card__worth">
          {profile ? (
            <Trans>That is {money(pointsValueMinor(balance))} to pay for orders.</Trans>
          ) : (
            <Skeleton width="180px" height="16px" />
          )}
        </p>
        <button type="button" className="button button--primary" onClick={() => setPromoOpen(true)}>
          <Trans>Activate a code</Trans>
        </button>
      </div>
      <div className="balance-facts">
        <h2 className="balance-facts__title">
          <Trans>Why points help</Trans>
        </h2>
        <ul className="balance-facts__list">
          <li>
            <Trans>Pay with points without entering your card details again.</Trans>
          </li>
          <li>
            <Trans>Buy fast, even right before the event starts.</Trans>
          </li>
          <li>
            <Trans>One point is worth {pointValue}</Trans>
          </li>
          <li>
            <Plural
              value={POINTS_LIFETIME_MONTHS}
              one="Points last # month from the day they are added."
              other="Points last # months from the day they are added."
            />
          </li>
        </ul>
      </div>
      <PromoDialog open={promoOpen} onClose={() => setPromoOpen(false)} />
    </div>
  );
};
