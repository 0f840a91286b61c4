import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSyncState, useSyncedOnce } from './syncState.ts';

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
