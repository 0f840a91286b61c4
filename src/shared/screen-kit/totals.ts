// An order's money as lines that add up (spec §9): order cost (the sum of its lines' prices, without
// the fee), service fee, discount, points, and the total. One rule for the order card and the payment
// page, so both show the same lines and the same sum. Money is in minor units.

/** What an order costs, as the API gives it: amount (lines' prices), commission (fee), discount. */
export type OrderMoney = { amount: number; commission: number; discount: number };

export type TotalKind = 'cost' | 'fee' | 'discount' | 'points' | 'total';
/** One line; a discount or points line is a deduction (shown with a minus). */
export type TotalLine = { kind: TotalKind; minor: number };

/** Amount to pay = amount + commission − discount, floored at 0 (spec §9). */
export const orderTotal = ({ amount, commission, discount }: OrderMoney): number =>
  Math.max(0, amount + commission - discount);

type Options = {
  /**
   * The payment page lists the cost and the fee even at 0 (spec §2: "order cost, service fee, discount
   * (when present), total to pay"); the card hides zero lines, and the cost line when nothing is added or
   * taken off (the total says it then).
   */
  spelledOut?: boolean;
  /** What points pay (minor units), taken off the total. */
  points?: number;
};

export const totalLines = (m: OrderMoney, { spelledOut = false, points = 0 }: Options = {}): TotalLine[] => {
  const total = orderTotal(m);
  const paidWithPoints = Math.min(Math.max(0, points), total);
  const adjusted = m.commission > 0 || m.discount > 0 || paidWithPoints > 0;
  const lines: TotalLine[] = [];
  if (spelledOut || adjusted) lines.push({ kind: 'cost', minor: m.amount });
  if (spelledOut || m.commission > 0) lines.push({ kind: 'fee', minor: m.commission });
  if (m.discount > 0) lines.push({ kind: 'discount', minor: m.discount });
  if (paidWithPoints > 0) lines.push({ kind: 'points', minor: paidWithPoints });
  lines.push({ kind: 'total', minor: total - paidWithPoints });
  return lines;
};

/** The lines before the total, added up (deductions subtracted): what the total must equal. */
export const sumOfLines = (lines: readonly TotalLine[]): number =>
  lines.reduce((sum, { kind, minor }) => {
    if (kind === 'total') return sum;
    return kind === 'discount' || kind === 'points' ? sum - minor : sum + minor;
  }, 0);
