import { describe, expect, it } from 'vitest';
import type { Plan } from './api.ts';
import {
  allowedActions,
  availablePlans,
  endAfterPayment,
  isExpired,
  offerOf,
  paymentPath,
  subscriptionState,
} from './rules.ts';

const NOW = 1_800_000_000;
const DAY = 86_400;

describe('isExpired / subscriptionState', () => {
  it.each([
    [{ end_at: NOW + DAY, cancelled_at: null }, false, 'active'],
    [{ end_at: NOW + DAY, cancelled_at: NOW - 10 }, false, 'cancelled'],
    [{ end_at: NOW, cancelled_at: null }, true, 'expired'],
    [{ end_at: NOW - 5 * DAY, cancelled_at: NOW - 9 * DAY }, true, 'expired'],
  ] as const)('%j → expired %s, %s', (s, expired, state) => {
    expect(isExpired(s, NOW)).toBe(expired);
    expect(subscriptionState(s, NOW)).toBe(state);
  });
});

describe('allowedActions', () => {
  it.each([
    ['active', { prolong: true, change: true, cancel: true, resume: false }],
    ['cancelled', { prolong: true, change: false, cancel: false, resume: true }],
    ['expired', { prolong: true, change: false, cancel: false, resume: false }],
  ] as const)('%s', (state, expected) => expect(allowedActions(state)).toEqual(expected));
});

const plan = (id: number): Plan => ({
  id,
  name: { en: `P${id}` },
  description: {},
  price: 100,
  period_days: 30,
  image: '',
});

describe('availablePlans', () => {
  it.each([
    ['none held', [], [1, 2, 3]],
    ['one valid', [{ plan_id: 1, end_at: NOW + DAY }], [2, 3]],
    ['one expired stays available', [{ plan_id: 2, end_at: NOW - DAY }], [1, 2, 3]],
    ['all held', [1, 2, 3].map((id) => ({ plan_id: id, end_at: NOW + DAY })), []],
  ])('%s', (_, mine, ids) => {
    expect(availablePlans([plan(1), plan(2), plan(3)], mine, NOW).map((p) => p.id)).toEqual(ids);
  });
});

describe('offerOf (the Georgian brand sells none: not "you hold every one")', () => {
  it.each([
    ['nothing sold here', [], [], 'none-sold'],
    ['every plan held', [], [plan(1), plan(2)], 'all-held'],
    ['plans to choose', [plan(2)], [plan(1), plan(2)], 'plans'],
  ] as const)('%s', (_, available, sold, offer) => expect(offerOf(available, sold)).toBe(offer));
});

describe('endAfterPayment', () => {
  it.each([
    ['a new subscription starts now', null, NOW + 30 * DAY],
    ['a valid one extends from its end', { end_at: NOW + 20 * DAY }, NOW + 50 * DAY],
    ['an expired one restarts now', { end_at: NOW - 5 * DAY }, NOW + 30 * DAY],
  ])('%s', (_, s, expected) => expect(endAfterPayment(s, { period_days: 30 }, NOW)).toBe(expected));
});

it('paymentPath', () => expect(paymentPath(1042)).toBe('/payment/1042'));
