import { describe, expect, it } from 'vitest';
import { nextUpcoming, SOON_WINDOW_S, wantedTags } from './periodicRefresh.ts';

const NOW = 1_800_000_000;

describe('nextUpcoming', () => {
  it.each([
    ['nothing', [], null],
    ['only past and unknown times', [NOW - 10, null, NOW], null],
    ['the earliest ahead', [NOW + 500, NOW - 1, NOW + 100, null], NOW + 100],
  ] as const)('%s', (_, times, expected) => {
    expect(nextUpcoming(times, NOW)).toBe(expected);
  });
});

describe('wantedTags', () => {
  it.each([
    ['no upcoming session: daily only', null, false],
    ['a session in a week: daily only', NOW + 7 * 86_400, false],
    ['a session in exactly 24 hours: hourly too', NOW + SOON_WINDOW_S, true],
    ['a session in 24 hours and a second: daily only', NOW + SOON_WINDOW_S + 1, false],
    ['a session in an hour: hourly too', NOW + 3600, true],
    ['a session that has begun: daily only', NOW, false],
  ] as const)('%s', (_, next, soon) => {
    expect(wantedTags(next, NOW)).toEqual({ daily: true, soon });
  });
});
