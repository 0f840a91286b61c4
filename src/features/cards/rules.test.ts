import { describe, expect, it } from 'vitest';
import { cardCodeFailure, parseCardsTab } from './rules.ts';

describe('cardCodeFailure (spec §8)', () => {
  it.each([
    [500, { code: ['x'] }, { kind: 'server' }],
    [422, { code: ['Карта не найдена', 'second'] }, { kind: 'message', text: 'Карта не найдена' }],
    [422, { code: 'Одна строка' }, { kind: 'message', text: 'Одна строка' }],
    [422, { other: ['x'] }, { kind: 'unexpected' }],
    [404, ['x'], { kind: 'unexpected' }],
    [400, undefined, { kind: 'unexpected' }],
  ])('%s %o → %o', (status, errors, failure) => expect(cardCodeFailure(status, errors)).toEqual(failure));
});

describe('parseCardsTab', () => {
  it.each([
    ['payment', 'payment'],
    ['client', 'client'],
    [undefined, 'client'],
    ['x', 'client'],
  ])('%s → %s', (raw, tab) => expect(parseCardsTab(raw)).toBe(tab));
});
