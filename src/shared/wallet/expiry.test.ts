import { describe, expect, it } from 'vitest';
import { refreshAfterMs, tappable } from './expiry.ts';

describe('refreshAfterMs', () => {
  it.each([
    ['five minutes: a minute before', 300, 240_000],
    ['two minutes: a minute before', 120, 60_000],
    ['one minute: half-way', 60, 30_000],
    ['ten seconds: half-way', 10, 5_000],
  ])('%s', (_, expiresIn, ms) => {
    expect(refreshAfterMs(expiresIn)).toBe(ms);
  });
});

describe('tappable', () => {
  const at = 1_000_000;
  it.each([
    ['just received', at, true],
    ['when asked again (4 min)', at + 240_000, true],
    ['15 s before the end', at + 285_000, false],
    ['expired', at + 300_000, false],
    ['a clock set back before the answer', at - 1, false],
  ])('%s', (_, now, ok) => {
    expect(tappable(at, 300, now)).toBe(ok);
  });
});
