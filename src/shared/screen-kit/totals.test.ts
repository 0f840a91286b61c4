import { describe, expect, it } from 'vitest';
import { orderTotal, sumOfLines, totalLines } from './totals.ts';

describe('orderTotal (spec §9: amount + commission − discount, floored at 0)', () => {
  it.each([
    [{ amount: 6000, commission: 300, discount: 0 }, 6300],
    [{ amount: 8500, commission: 0, discount: 500 }, 8000],
    [{ amount: 100, commission: 0, discount: 500 }, 0],
  ])('%o → %i', (money, total) => expect(orderTotal(money)).toBe(total));
});

describe('totalLines', () => {
  it.each([
    [
      'a plain order: the total alone (the parts say the cost)',
      { amount: 9000, commission: 0, discount: 0 },
      {},
      [['total', 9000]],
    ],
    [
      'a fee: cost, fee, total (order 1003)',
      { amount: 6000, commission: 300, discount: 0 },
      {},
      [
        ['cost', 6000],
        ['fee', 300],
        ['total', 6300],
      ],
    ],
    [
      'a discount: cost, discount, total (order 1014)',
      { amount: 8500, commission: 0, discount: 500 },
      {},
      [
        ['cost', 8500],
        ['discount', 500],
        ['total', 8000],
      ],
    ],
    [
      'spelled out (the payment page): cost and fee even at 0',
      { amount: 0, commission: 0, discount: 0 },
      { spelledOut: true },
      [
        ['cost', 0],
        ['fee', 0],
        ['total', 0],
      ],
    ],
    [
      'points take off at most the total',
      { amount: 3000, commission: 150, discount: 0 },
      { spelledOut: true, points: 12_500 },
      [
        ['cost', 3000],
        ['fee', 150],
        ['points', 3150],
        ['total', 0],
      ],
    ],
  ] as const)('%s', (_, money, options, expected) => {
    const lines = totalLines(money, options);
    expect(lines.map((l) => [l.kind, l.minor])).toEqual(expected);
    // The lines add up to the total (a total alone is the sum of the order's parts).
    if (lines.length > 1) expect(sumOfLines(lines)).toBe(lines.at(-1)?.minor);
  });
});
