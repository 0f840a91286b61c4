import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSyncState } from '../lib/offline/syncState.ts';
import { captureStartView } from './capture.ts';
import { keepStartViews } from './keep.ts';

vi.mock('./capture.ts', () => ({ captureStartView: vi.fn(() => null) }));

describe('keepStartViews', () => {
  afterEach(() => {
    setSyncState({ syncing: false });
    vi.useRealTimers();
  });

  it('does not keep the screen while a sync is under way, even one the line does not say yet', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/tickets/actual');
    const capture = vi.mocked(captureStartView);
    setSyncState({ syncing: true });
    const stop = keepStartViews({
      root: document.body,
      build: 'test',
      lang: () => 'ru',
      signedIn: () => true,
      onNavigated: () => () => undefined,
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(capture).not.toHaveBeenCalled();
    setSyncState({ syncing: false });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(capture).toHaveBeenCalled();
    stop();
  });
});
