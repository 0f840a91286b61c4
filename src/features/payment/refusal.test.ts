import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../../lib/http/errors.ts';
import { acceptRefusal, ORDER_EXPIRED_MESSAGE } from './refusal.ts';

describe('acceptRefusal: a refused accept call by status and fields, never by wording', () => {
  it.each([
    [
      'the expiry field',
      new HttpError(422, { message: 'Order time is up', errors: { expired_at: ['x'] } }),
      'expired',
    ],
    [
      "the platform's expiry text (its only marker in the contract)",
      new HttpError(422, { message: ORDER_EXPIRED_MESSAGE, errors: { order: ['x'] } }),
      'expired',
    ],
    [
      'a missing e-mail, in any language',
      new HttpError(422, { message: 'Enter the required data', errors: { 'params.email': ['x'] } }),
      'needData',
    ],
    [
      'a missing phone',
      new HttpError(422, { message: 'введите необходимые данные', errors: { 'params.phone': ['x'] } }),
      'needData',
    ],
    [
      'no contact at all',
      new HttpError(422, { message: 'Send params', errors: { params: ['x'] } }),
      'needData',
    ],
    [
      'the missing-data text alone is not a field',
      new HttpError(422, { message: 'введите необходимые данные', errors: { order: ['x'] } }),
      'other',
    ],
    ['another refusal', new HttpError(422, { message: 'Cannot', errors: { order: ['Status 1'] } }), 'other'],
    ['a list of errors', new HttpError(422, { message: 'Cannot', errors: ['x'] }), 'other'],
    ['not a refusal: 500', new HttpError(500, { message: ORDER_EXPIRED_MESSAGE }), null],
    ['not a refusal: 404', new HttpError(404, { message: 'Not found' }), null],
    ['not a refusal: the network', new NetworkError('offline'), null],
  ] as const)('%s → %s', (_case, error, expected) => expect(acceptRefusal(error)).toBe(expected));
});
