import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SYNCING_SAID_AFTER_MS,
  setSyncState,
  useSyncedOnce,
  useSyncLine,
  whenNotSyncing,
} from './syncState.ts';

describe('useSyncedOnce', () => {
  it('renders again only when the lists are first kept, not on every change of the sync', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useSyncedOnce();
    });
    expect(result.current).toBe(false);
    act(() => setSyncState({ syncing: true }));
    act(() => setSyncState({ refreshFailed: true }));
    expect(renders).toBe(1);
    act(() => setSyncState({ syncing: false, syncedAt: 1000 }));
    expect(result.current).toBe(true);
    expect(renders).toBe(2);
    act(() => setSyncState({ syncing: true }));
    act(() => setSyncState({ syncing: false, syncedAt: 2000 }));
    expect(renders).toBe(2);
  });
});

describe('whenNotSyncing', () => {
  afterEach(() => {
    vi.useRealTimers();
    setSyncState({ syncing: false });
  });

  const settledYet = (p: Promise<void>) => {
    let done = false;
    void p.then(() => {
      done = true;
    });
    return () => done;
  };

  /** A sync under way (on a fake clock), and the wait for it with a 10 s cap. */
  const waitWhileSyncing = () => {
    vi.useFakeTimers();
    setSyncState({ syncing: true });
    return settledYet(whenNotSyncing(10_000));
  };

  it('resolves at once when no sync is under way', async () => {
    setSyncState({ syncing: false });
    const done = settledYet(whenNotSyncing(10_000));
    await Promise.resolve();
    expect(done()).toBe(true);
  });

  it('waits for the sync under way to end', async () => {
    const done = waitWhileSyncing();
    await vi.advanceTimersByTimeAsync(5_000);
    setSyncState({ refreshFailed: false });
    await Promise.resolve();
    expect(done()).toBe(false);
    setSyncState({ syncing: false });
    await Promise.resolve();
    expect(done()).toBe(true);
  });

  it('does not wait past its cap for a sync that never ends', async () => {
    const done = waitWhileSyncing();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });
});

describe('useSyncLine', () => {
  afterEach(() => {
    act(() => setSyncState({ syncing: false, refreshFailed: false }));
    vi.useRealTimers();
  });

  /** The line's state as it renders. */
  const line = () => renderHook(() => useSyncLine()).result;

  it('says a sync that ends sooner than SYNCING_SAID_AFTER_MS never, and its timer goes with it', () => {
    vi.useFakeTimers();
    const l = line();
    act(() => setSyncState({ syncing: true }));
    expect(l.current).toMatchObject({ syncing: true, saysSyncing: false });
    act(() => vi.advanceTimersByTime(SYNCING_SAID_AFTER_MS - 1));
    expect(l.current.saysSyncing).toBe(false);
    act(() => setSyncState({ syncing: false, syncedAt: 2000 }));
    act(() => vi.advanceTimersByTime(SYNCING_SAID_AFTER_MS));
    expect(l.current).toMatchObject({ syncing: false, saysSyncing: false, syncedAt: 2000 });
  });

  it('says a longer sync once it has run SYNCING_SAID_AFTER_MS, until it ends; the next waits again', () => {
    vi.useFakeTimers();
    const l = line();
    act(() => setSyncState({ syncing: true }));
    act(() => vi.advanceTimersByTime(SYNCING_SAID_AFTER_MS));
    expect(l.current.saysSyncing).toBe(true);
    act(() => setSyncState({ syncing: false, syncedAt: 3000 }));
    expect(l.current).toMatchObject({ syncing: false, saysSyncing: false, syncedAt: 3000 });
    act(() => setSyncState({ syncing: true }));
    expect(l.current.saysSyncing).toBe(false);
  });

  it('says a sync started with sayAtOnce (the first of a page load) at once', () => {
    const l = line();
    act(() => setSyncState({ syncing: true }, { sayAtOnce: true }));
    expect(l.current.saysSyncing).toBe(true);
  });
});
