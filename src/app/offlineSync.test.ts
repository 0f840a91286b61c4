import { describe, expect, it } from 'vitest';
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
