import { describe, expect, it } from 'vitest';
import { openedPath, opensActualTab } from './routeFacts.ts';

describe('the route a start opens', () => {
  it.each([
    ['/', '/tickets/actual', true],
    ['/tickets', '/tickets/actual', true],
    ['/tickets/', '/tickets/actual', true],
    ['/tickets/actual', '/tickets/actual', true],
    ['/tickets/actual/', '/tickets/actual', true],
    ['/tickets/booked', '/tickets/booked', false],
    ['/tickets/all', '/tickets/all', false],
    ['/cards/', '/cards', false],
    ['/tickets/actualx', '/tickets/actualx', false],
  ])('%s opens %s (the actual tab: %s)', (pathname, opened, actual) => {
    expect(openedPath(pathname)).toBe(opened);
    expect(opensActualTab(pathname)).toBe(actual);
  });
});
