import { Trans } from '@lingui/react/macro';
import { Totals } from '../../../shared/screen-kit/Totals.tsx';
import { totalLines } from '../../../shared/screen-kit/totals.ts';
import type { Order } from '../api.ts';
import { orderMoney } from '../rules/status.ts';

/** An order card's totals (spec §9): the lines that add up to the total, zero lines left out. */
export const OrderTotals = ({ order }: { order: Order }) => (
  <Totals
    lines={totalLines(orderMoney(order))}
    className="sums totals"
    totalClassName="totals__total"
    totalLabel={<Trans>Total</Trans>}
    totalTestId="order-total"
  />
);
