import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRevealInSteps } from './useRevealInSteps.ts';

const steps = { first: 3, step: 2, timeoutMs: 300 };
/** Lets every pending step run (each step is its own idle moment, after the render of the one before). */
const settle = async () => {
  for (let i = 0; i < 10; i++) await act(() => vi.advanceTimersByTimeAsync(1));
};

describe('useRevealInSteps', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The fallback path (setTimeout) is the one fake timers drive.
    vi.stubGlobal('requestIdleCallback', undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it.each([
    { total: 0, counts: [0] },
    { total: 2, counts: [2] },
    { total: 3, counts: [3] },
    { total: 4, counts: [3, 4] },
    { total: 8, counts: [3, 5, 7, 8] },
  ])('reveals $total items as $counts, one step per idle moment', async ({ total, counts }) => {
    const { result } = renderHook(() => useRevealInSteps(total, steps));
    const seen = [result.current];
    for (let i = 1; i < counts.length + 2; i++) {
      await act(() => vi.advanceTimersByTimeAsync(1));
      if (result.current !== seen.at(-1)) seen.push(result.current);
    }
    expect(seen).toEqual(counts);
  });

  it('never shows more than the list holds when it shrinks, and reveals growth in steps', async () => {
    const { result, rerender } = renderHook(({ total }) => useRevealInSteps(total, steps), {
      initialProps: { total: 5 },
    });
    await settle();
    expect(result.current).toBe(5);
    rerender({ total: 1 });
    expect(result.current).toBe(1);
    rerender({ total: 9 });
    expect(result.current).toBe(5);
    await settle();
    expect(result.current).toBe(9);
  });

  it('shows every item at once when the page is printed, and listens no more once all are shown', async () => {
    const { result } = renderHook(() => useRevealInSteps(8, steps));
    expect(result.current).toBe(3);
    act(() => {
      dispatchEvent(new Event('beforeprint'));
    });
    expect(result.current).toBe(8);
    await settle();
    expect(result.current).toBe(8);
  });
});
