import { describe, expect, it } from 'vitest';
import { CLIENT_CARDS, LAYOUT, ordersPage, PROFILE } from '../../kernel/endpoints.ts';
import { earlyReads, opensOnCodes } from './earlyReads.ts';

describe('earlyReads', () => {
  it.each([
    ['/', 'actual'],
    ['/tickets', 'actual'],
    ['/tickets/', 'actual'],
    ['/tickets/actual', 'actual'],
  ])('%s reads the actual tab and the layout (the profile after the first screen)', (path, tab) => {
    expect(earlyReads(path, 'be')).toEqual([ordersPage(tab, 1, 'be'), LAYOUT]);
    expect(opensOnCodes(path)).toBe(true);
  });

  it.each([
    ['/tickets/booked', 'booked'],
    ['/tickets/used', 'used'],
    ['/tickets/all', 'all'],
  ])('%s reads its list, the profile and the layout', (path, tab) => {
    expect(earlyReads(path, 'be')).toEqual([ordersPage(tab, 1, 'be'), PROFILE, LAYOUT]);
    expect(opensOnCodes(path)).toBe(false);
  });

  it('/cards reads its list, the profile and the layout', () => {
    expect(earlyReads('/cards', 'be')).toEqual([CLIENT_CARDS, PROFILE, LAYOUT]);
    expect(opensOnCodes('/cards')).toBe(false);
  });

  it.each(['/balance', '/profile/info', '/payment/1003', '/tickets/actual/x'])(
    '%s reads only the profile and the layout',
    (path) => {
      expect(earlyReads(path, 'ru')).toEqual([PROFILE, LAYOUT]);
      expect(opensOnCodes(path)).toBe(false);
    },
  );
});
