import { describe, expect, it } from 'vitest';
import { JUST_FETCHED_MS, justFetched } from '../lib/offline/wholeQuery.ts';
import {
  FOREGROUND_SYNC_AFTER_MS,
  foregroundNeedsSync,
  TELL_ALWAYS,
  TELL_IF_KEPT,
  TELL_NEVER,
  type Tell,
  tellsOtherTabs,
} from './keptSync.ts';

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

describe('tellsOtherTabs (each tell makes every other tab ask for every answer whole)', () => {
  it.each<[string, Tell, boolean | null, boolean]>([
    ['a check that kept something', TELL_IF_KEPT, true, true],
    ['a check that found nothing changed', TELL_IF_KEPT, false, false],
    ['a check that failed', TELL_IF_KEPT, null, false],
    ['an action, its change already kept by the screen', TELL_ALWAYS, false, true],
    ['an action that kept something', TELL_ALWAYS, true, true],
    ['an action whose sync failed', TELL_ALWAYS, null, false],
    ["another tab's news, kept", TELL_NEVER, true, false],
    ["another tab's news, nothing new", TELL_NEVER, false, false],
  ])('%s → %s', (_, tell, changed, expected) => {
    expect(tellsOtherTabs(tell, changed)).toBe(expected);
  });
});
