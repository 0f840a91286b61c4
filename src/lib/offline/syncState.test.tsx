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

  /** The line's state as it renders, and how many times it rendered. */
  const line = (atOnce: boolean) => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useSyncLine(atOnce);
    });
    return { now: () => result.current, renders: () => renders };
  };

  it('renders a sync that ends sooner than it is said once, at its end, with the new time', () => {
    vi.useFakeTimers();
    act(() => setSyncState({ syncing: false, syncedAt: 1000 }));
    const l = line(false);
    act(() => setSyncState({ syncing: true }));
    act(() => vi.advanceTimersByTime(SYNCING_SAID_AFTER_MS - 1));
    expect(l.now().syncing).toBe(false);
    expect(l.renders()).toBe(1);
    act(() => setSyncState({ syncing: false, refreshFailed: false, syncedAt: 2000 }));
    expect(l.renders()).toBe(2);
    expect(l.now()).toMatchObject({ syncing: false, syncedAt: 2000 });
    // Its timer went with it: no "Syncing…" later.
    act(() => vi.advanceTimersByTime(SYNCING_SAID_AFTER_MS));
    expect(l.renders()).toBe(2);
  });

  it('says a longer sync once it has run SYNCING_SAID_AFTER_MS, until it ends', () => {
    vi.useFakeTimers();
    const l = line(false);
    act(() => setSyncState({ syncing: true }));
    act(() => vi.advanceTimersByTime(SYNCING_SAID_AFTER_MS));
    expect(l.now().syncing).toBe(true);
    act(() => setSyncState({ syncing: false, syncedAt: 3000 }));
    expect(l.now()).toMatchObject({ syncing: false, syncedAt: 3000 });
    // The next sync waits its own time again.
    act(() => setSyncState({ syncing: true }));
    expect(l.now().syncing).toBe(false);
  });

  it('follows a sync from its start when asked to (a reconnection waits for its sync)', () => {
    vi.useFakeTimers();
    const l = line(true);
    act(() => setSyncState({ syncing: true }));
    expect(l.now().syncing).toBe(true);
  });
});
