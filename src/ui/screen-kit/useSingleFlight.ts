import { useCallback, useRef } from 'react';

/**
 * Guards a submit against double clicks. `run(start)` calls `start` unless an earlier run is still in
 * flight; the lock is a ref, so it holds even for a second click that arrives before React has
 * re-rendered the button as disabled (a mutation's `isPending` reaches the screen a task later).
 * Failures are the mutation's own business (its onError shows them); here they only release the lock.
 */
export const useSingleFlight = () => {
  const running = useRef(false);
  return useCallback((start: () => Promise<unknown>): void => {
    if (running.current) return;
    running.current = true;
    void start()
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
  }, []);
};
