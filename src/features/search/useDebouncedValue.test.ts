import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from './rules.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

describe('useDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the value only after 500 ms without a change', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, SEARCH_DEBOUNCE_MS), {
      initialProps: { v: '' },
    });
    rerender({ v: 'л' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ v: 'ле' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ v: 'леб' });
    act(() => vi.advanceTimersByTime(499));
    // Typing kept resetting the wait: nothing settled yet.
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('леб');
  });

  it('settles a value typed back to the previous one without an extra change', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 500), {
      initialProps: { v: 'a' },
    });
    rerender({ v: 'ab' });
    rerender({ v: 'a' });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe('a');
  });
});
