import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../../lib/http/errors.ts';
import { acceptRefusal, EXPIRY_SKEW_S } from './refusal.ts';

const NOW = 1_800_000_000;
const LATER = NOW + 600; // a deadline ten minutes ahead
const PAST = NOW - 1;
const RU_EXPIRED = 'Время оформления заказа вышло';

describe('acceptRefusal: a refused accept call by status, fields and the deadline, never by wording', () => {
  it.each([
    [
      'the expiry field, worded in English',
      new HttpError(422, { message: 'Order time is up', errors: { expired_at: ['x'] } }),
      LATER,
      'expired',
    ],
    [
      'the expiry field, worded in Russian',
      new HttpError(422, { message: RU_EXPIRED, errors: { expired_at: ['x'] } }),
      LATER,
      'expired',
    ],
    [
      'no field, the deadline has passed, any wording',
      new HttpError(422, { message: 'Zeit ist um', errors: { order: ['x'] } }),
      PAST,
      'expired',
    ],
    [
      'no field, the deadline is within the clock allowance',
      new HttpError(422, { message: 'x', errors: { order: ['x'] } }),
      NOW + EXPIRY_SKEW_S,
      'expired',
    ],
    [
      'no field, the deadline just beyond the allowance',
      new HttpError(422, { message: 'x', errors: { order: ['x'] } }),
      NOW + EXPIRY_SKEW_S + 1,
      'other',
    ],
    [
      'the Russian expiry text alone is not a marker',
      new HttpError(422, { message: RU_EXPIRED, errors: { order: ['x'] } }),
      LATER,
      'other',
    ],
    [
      'the Russian expiry text, no deadline at all',
      new HttpError(422, { message: RU_EXPIRED }),
      null,
      'other',
    ],
    [
      'a missing e-mail, in any language',
      new HttpError(422, { message: 'Enter the required data', errors: { 'params.email': ['x'] } }),
      LATER,
      'needData',
    ],
    [
      'a missing e-mail near the deadline is still missing data',
      new HttpError(422, { message: 'x', errors: { 'params.email': ['x'] } }),
      NOW + 5,
      'needData',
    ],
    [
      'a missing phone',
      new HttpError(422, { message: 'введите необходимые данные', errors: { 'params.phone': ['x'] } }),
      LATER,
      'needData',
    ],
    [
      'no contact at all',
      new HttpError(422, { message: 'Send params', errors: { params: ['x'] } }),
      LATER,
      'needData',
    ],
    [
      'the missing-data text alone is not a field',
      new HttpError(422, { message: 'введите необходимые данные', errors: { order: ['x'] } }),
      LATER,
      'other',
    ],
    [
      'another refusal',
      new HttpError(422, { message: 'Cannot', errors: { order: ['Status 1'] } }),
      LATER,
      'other',
    ],
    ['a list of errors', new HttpError(422, { message: 'Cannot', errors: ['x'] }), LATER, 'other'],
    ['not a refusal: 500', new HttpError(500, { message: RU_EXPIRED }), PAST, null],
    ['not a refusal: 404', new HttpError(404, { message: 'Not found' }), LATER, null],
    ['not a refusal: the network', new NetworkError('offline'), PAST, null],
  ] as const)('%s → %s', (_case, error, deadline, expected) =>
    expect(acceptRefusal(error, deadline, NOW)).toBe(expected),
  );
});
