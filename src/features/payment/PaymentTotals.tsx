import { Plural, Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { formatPoints } from '../../kernel/format/points.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { Totals } from '../../shared/screen-kit/Totals.tsx';
import { totalLines } from '../../shared/screen-kit/totals.ts';
import type { PaymentInfo } from './api.ts';
import { canUsePoints, offersPoints, orderTotal } from './rules.ts';

type Props = {
  order: PaymentInfo['order'];
  /** The customer's points. */
  balance: number;
  usePoints: boolean;
  onUsePoints: (use: boolean) => void;
  /** What is left to pay after the points. */
  due: number;
};

/** What the order costs (spec §2, every line spelled out) and the choice to pay part of it with points. */
export const PaymentTotals = ({ order, balance, usePoints, onUsePoints, due }: Props) => {
  const id = useId();
  const lang = useLang();
  const points = formatPoints(balance, lang);
  const total = orderTotal(order);
  return (
    <>
      {offersPoints(total) && (
        <label className="check payment__points" htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={usePoints}
            disabled={!canUsePoints(balance)}
            onChange={(e) => onUsePoints(e.target.checked)}
          />
          <span>
            <Trans>Pay with points</Trans>{' '}
            <span className="payment__balance" data-testid="payment-balance">
              (
              <Plural value={balance} one={`you have ${points} point`} other={`you have ${points} points`} />)
            </span>
          </span>
        </label>
      )}
      <Totals
        lines={totalLines(order, { spelledOut: true, points: total - due })}
        className="sums payment__totals"
        totalClassName="payment__total"
        totalLabel={<Trans>Total to pay</Trans>}
        totalTestId="total-to-pay"
      />
    </>
  );
};
