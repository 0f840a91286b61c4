import { describe, expect, it } from 'vitest';
import { gateStartFor, isGateStartPath, langMatches } from './when.ts';

const SIGNED_IN = 'city=1; token=abc; username=%D0%90%D0%BD%D0%BD%D0%B0';

describe('isGateStartPath', () => {
  it.each([
    ['/', true],
    ['/tickets', true],
    ['/tickets/', true],
    ['/tickets/actual', true],
    ['/tickets/actual/', true],
    ['/tickets/booked', false],
    ['/tickets/used', false],
    ['/cards', false],
    ['/tickets/actualx', false],
  ])('%s → %s', (path, expected) => expect(isGateStartPath(path)).toBe(expected));
});

describe('gateStartFor', () => {
  it.each([
    ['offline, actual tab, signed in: the session', false, '/tickets/actual', SIGNED_IN, 'abc'],
    ['online', true, '/tickets/actual', SIGNED_IN, null],
    ['another route', false, '/balance', SIGNED_IN, null],
    ['signed out (no token)', false, '/tickets/actual', 'username=anna', null],
    ['an empty token', false, '/tickets/actual', 'token=; username=anna', null],
    ['a token without a name (the name is never what counts)', false, '/tickets/actual', 'token=abc', 'abc'],
  ])('%s', (_, online, pathname, cookies, expected) =>
    expect(gateStartFor({ online, pathname, cookies })).toBe(expected),
  );
});

describe('langMatches', () => {
  it.each([
    ['en', null, true],
    ['en', 'en', true],
    ['en', 'ru', false],
  ] as const)('kept %s, stored %s → %s', (kept, stored, expected) =>
    expect(langMatches(kept, stored)).toBe(expected),
  );
});
