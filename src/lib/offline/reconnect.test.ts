import { describe, expect, it } from 'vitest';
import { nextReconnectPhase, type ReconnectPhase, syncRetryDelay } from './reconnect.ts';

const at = (online: boolean, syncing = false, refreshFailed = false) => ({ online, syncing, refreshFailed });

describe('nextReconnectPhase', () => {
  it.each([
    ['online all along: nothing to say', 'steady', at(true), 'steady'],
    ['a sync while online all along: nothing to say', 'steady', at(true, true), 'steady'],
    ['the network goes', 'steady', at(false), 'offline'],
    ['it comes back, the sync already started', 'offline', at(true, true), 'resyncing'],
    ['it comes back, the sync not started yet', 'offline', at(true), 'reconnected'],
    ['then the sync starts', 'reconnected', at(true, true), 'resyncing'],
    ['the sync lands: say it', 'resyncing', at(true), 'back'],
    [
      'the sync failed: the stale line says it, waiting for a retry',
      'resyncing',
      at(true, false, true),
      'reconnected',
    ],
    ['the retry starts', 'reconnected', at(true, true, true), 'resyncing'],
    ['the retry lands: say it', 'resyncing', at(true), 'back'],
    ['the retries keep failing: still waiting', 'reconnected', at(true, false, true), 'reconnected'],
    ['back, and the network goes again', 'back', at(false), 'offline'],
    ['back stays until the timer ends it', 'back', at(true), 'back'],
  ] as const)('%s', (_, from: ReconnectPhase, facts, to) => {
    expect(nextReconnectPhase(from, facts)).toBe(to);
  });
});

describe('syncRetryDelay', () => {
  it.each([
    [0, null],
    [1, 2_000],
    [2, 5_000],
    [3, 15_000],
    [4, null],
    [10, null],
  ])('after %i failed syncs in a row → %s', (failures, delay) => {
    expect(syncRetryDelay(failures)).toBe(delay);
  });
});
