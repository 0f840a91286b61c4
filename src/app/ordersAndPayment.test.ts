// Two features that must agree (the dependency rule keeps features from importing each other, so the
// check lives where they are composed): the order card's pay button and totals, and the payment page's.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { payButton } from '../features/orders/index.ts';
import { demoOrder, demoPaymentAnswer } from '../features/orders/testing/demo.ts';
import { anOrder } from '../features/orders/testing/orders.ts';
import { PaymentInfoSchema, payAction } from '../features/payment/index.ts';
import { sumOfLines, totalLines } from '../shared/screen-kit/totals.ts';

describe("§2/§9 the card's pay button and the payment page's action", () => {
  // The payment page's rule gives the card's answer for the same sum without points.
  it.each([
    ['a total above 0: Pay', 3150],
    ['a free order (total 0): Get', 0],
    ['one kopeck: Pay', 1],
  ] as const)('%s', (_clause, total) => {
    expect(payAction(total, false)).toBe(payButton(anOrder({ status: 0, total_amount: total })));
  });
});

describe('the payment page’s totals (the same rule) come to the card’s total', () => {
  it.each(Array.from({ length: 15 }, (_, i) => 1001 + i).filter((id) => id !== 1010))('order %i', (id) => {
    const { order } = v.parse(PaymentInfoSchema, demoPaymentAnswer(id));
    const lines = totalLines(order, { spelledOut: true });
    const total = lines.at(-1);
    expect(total?.kind).toBe('total');
    expect(sumOfLines(lines)).toBe(total?.minor);
    expect(total?.minor).toBe(demoOrder(id).total_amount);
    expect(lines.map((l) => l.kind).slice(0, 2)).toEqual(['cost', 'fee']);
  });
});
