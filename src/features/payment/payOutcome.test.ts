import { describe, expect, it } from 'vitest';
import { HttpError, InvalidResponseError, NetworkError } from '../../lib/http/errors.ts';
import { checkResult, needsCheck, payFailure } from './payOutcome.ts';

const NOW = 1_800_000_000;
const LATER = NOW + 600;

describe('payFailure: what a failed pay call means', () => {
  it.each([
    ['no answer in time', new NetworkError('No answer in time from /api/v2/frame/order/1'), 'noAnswer', true],
    ['a dropped connection', new NetworkError('Network failure'), 'noAnswer', true],
    ['a 500', new HttpError(500, { message: 'Server Error' }), 'serverError', true],
    ['a 503', new HttpError(503, {}), 'serverError', true],
    [
      'a 2xx that cannot be read',
      new InvalidResponseError('/api/v2/frame/order/1', ['next']),
      'serverError',
      true,
    ],
    ['something else thrown', new Error('bug'), 'serverError', true],
    [
      'missing e-mail (422 on params.email)',
      new HttpError(422, { errors: { 'params.email': ['x'] } }),
      'needData',
      false,
    ],
    [
      'the expiry (422 on expired_at)',
      new HttpError(422, { errors: { expired_at: ['x'] } }),
      'expired',
      false,
    ],
    ['another 422', new HttpError(422, { errors: { order: ['x'] } }), 'other', false],
    ['a 429 (too many tries)', new HttpError(429, { message: 'Slow down' }), 'other', false],
    ['a 404', new HttpError(404, {}), 'other', false],
  ])('%s → %s (check first: %s)', (_case, e, failure, check) => {
    const got = payFailure(e, LATER, NOW);
    expect(got).toBe(failure);
    expect(needsCheck(got)).toBe(check);
  });
});

describe('checkResult: the order after an unanswered pay call', () => {
  it.each([
    [1, 'paid'],
    [null, 'notPaid'],
    [4, 'closed'],
    [2, 'closed'],
    [0, 'closed'], // waiting, but not for this customer's payment (awaiting the organiser, external)
  ] as const)('status %s → %s', (status, result) => {
    expect(checkResult({ status })).toBe(result);
  });
});
