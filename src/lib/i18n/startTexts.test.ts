import { describe, expect, it } from 'vitest';
import { startTextsSuffice } from './startTexts.ts';

describe('startTextsSuffice', () => {
  it.each([
    ['/', true, true],
    ['/tickets', true, true],
    ['/tickets/actual', true, true],
    ['/tickets/actual/', true, true],
    ['/tickets/booked', true, true],
    ['/tickets/used', true, true],
    ['/tickets/all', true, true],
    ['/balance', true, false],
    ['/cards', true, false],
    ['/profile/info', true, false],
    ['/tickets/actualx', true, false],
    ['/payment/5', true, false],
    ['/balance', false, true],
    ['/profile/info', false, true],
  ])('%s, signed in %s → %s', (path, signedIn, expected) => {
    expect(startTextsSuffice(path, signedIn)).toBe(expected);
  });
});
