import * as v from 'valibot';
import { expect, it } from 'vitest';
import { OrderSchema } from './api.ts';

it('normalises the platform spellings awaitingСonfirm (Cyrillic С) and expired_ad', () => {
  const order = v.parse(OrderSchema, {
    id: 1004,
    code: '1',
    created_at: 1,
    status: 0,
    awaitingСonfirm: 1,
    expired_ad: 1_800_000_000,
  });
  expect(order.awaitingConfirm).toBe(true);
  expect(order.expired_at).toBe(1_800_000_000);
  expect(order.tickets).toEqual([]);
});
