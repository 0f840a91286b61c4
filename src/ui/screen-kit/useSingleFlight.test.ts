import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from './useSingleFlight.ts';

describe('useSingleFlight', () => {
  it('drops a second start while the first runs, and allows one after it settles (also after a failure)', async () => {
    const { result } = renderHook(() => useSingleFlight());
    const once = result.current;
    let finish: (ok: boolean) => void = () => undefined;
    const start = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          finish = (ok) => (ok ? resolve() : reject(new Error('failed')));
        }),
    );
    once(start);
    once(start);
    expect(start).toHaveBeenCalledTimes(1);
    finish(false);
    await vi.waitFor(() => {
      once(start);
      expect(start).toHaveBeenCalledTimes(2);
    });
    finish(true);
  });
});
