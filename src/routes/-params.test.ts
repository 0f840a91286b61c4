import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { oneOf, page, recordId, recordIdOrZero, withoutAbsent } from './-params.ts';

// The router hands validateSearch what it parsed from the URL: JSON values where they parse (`?page=2`
// is the number 2), text otherwise. A value a route does not expect reads as absent, never an error.
describe('URL parameters', () => {
  const search = v.object({ tab: oneOf(['history']), page, order_id: recordId });

  it.each([
    [{}, { page: 1 }],
    [
      { tab: 'history', page: 3, order_id: 12 },
      { tab: 'history', page: 3, order_id: 12 },
    ],
    [
      { tab: 'History', page: '3', order_id: '12' },
      { page: 3, order_id: 12 },
    ],
    [{ tab: 5, page: 0, order_id: 0 }, { page: 1 }],
    [{ page: -2, order_id: -1 }, { page: 1 }],
    [{ page: 'abc', order_id: 'abc' }, { page: 1 }],
    [{ page: 1.5, order_id: 1.5 }, { page: 1 }],
    [{ order_id: 2 ** 53 }, { page: 1 }],
    [{ tab: ['history'], page: { n: 2 } }, { page: 1 }],
  ])('%j reads as %j', (input, expected) => {
    expect(withoutAbsent(v.parse(search, input))).toEqual(expected);
  });

  it.each([
    ['12', 12],
    ['0012', 12],
    ['0', 0],
    ['-3', 0],
    ['abc', 0],
    [undefined, 0],
  ])('a path id %j reads as %d', (raw, id) => expect(v.parse(recordIdOrZero, raw)).toBe(id));
});
