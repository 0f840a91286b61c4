import { describe, expect, it } from 'vitest';
import { JUST_FETCHED_MS, justFetched } from '../lib/offline/part.ts';
import { FOREGROUND_SYNC_AFTER_MS, foregroundNeedsSync } from './offlineSync.ts';

describe('foregroundNeedsSync', () => {
  it.each([
    [0, false],
    [FOREGROUND_SYNC_AFTER_MS, false],
    [FOREGROUND_SYNC_AFTER_MS + 1, true],
  ])('hidden %i ms → %s', (ms, expected) => {
    expect(foregroundNeedsSync(ms)).toBe(expected);
  });
});

describe('justFetched (the sync does not ask again for what this page load just fetched)', () => {
  const load = 1_000_000;
  it.each([
    ['fetched by this load a moment ago', load + 500, load + 1500, true],
    ['fetched by this load, just under the limit', load, load + JUST_FETCHED_MS - 1, true],
    ['fetched by this load, at the limit', load, load + JUST_FETCHED_MS, false],
    ['seeded from the device, saved just before this load', load - 2000, load + 500, false],
    ['restored by the persister long ago', load - 3_600_000, load + 500, false],
    ['never fetched', 0, load + 500, false],
  ])('%s → %s', (_, at, now, expected) => {
    expect(justFetched(at, now, load)).toBe(expected);
  });
});
