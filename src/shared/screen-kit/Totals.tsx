// An order's totals as a description list (src/shared/screen-kit/totals.ts): the same lines and sum on the order card
// and on the payment page. Styles come from the caller's class (the card and the payment page differ).
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useMoney } from '../money/useMoney.ts';
import type { TotalKind, TotalLine } from './totals.ts';

const LABELS: Record<Exclude<TotalKind, 'total'>, ReactNode> = {
  cost: <Trans>Order cost</Trans>,
  fee: <Trans>Service fee</Trans>,
  discount: <Trans>Discount</Trans>,
  points: <Trans>Paid with points</Trans>,
};

type Props = {
  lines: readonly TotalLine[];
  className: string;
  totalClassName: string;
  /** "Total" on the card, "Total to pay" on the payment page. */
  totalLabel: ReactNode;
  totalTestId: string;
};

export const Totals = ({ lines, className, totalClassName, totalLabel, totalTestId }: Props) => {
  const money = useMoney();
  return (
    <dl className={className}>
      {lines.map(({ kind, minor }) =>
        kind === 'total' ? (
          <div key={kind} className={totalClassName}>
            <dt>{totalLabel}</dt>
            <dd data-testid={totalTestId}>{money(minor)}</dd>
          </div>
        ) : (
          <div key={kind} data-testid={`totals-${kind}`}>
            <dt>{LABELS[kind]}</dt>
            <dd>{kind === 'discount' || kind === 'points' ? `−${money(minor)}` : money(minor)}</dd>
          </div>
        ),
      )}
    </dl>
  );
};
