// For what decorates the first screen but must not compete with it: the avatar's request, started by
// the frame's first render, was the last request before the first screen in Lighthouse's simulated
// graph of a cold start, and so its end (docs/decisions-bench.md).
import { afterFirstScreen, isAfterFirstScreen } from './firstScreen.ts';
import { useResolved } from './useResolved.ts';

/** False until the first screen is behind us (lib/firstScreen.ts), then true. */
export const useAfterFirstScreen = (): boolean => useResolved(afterFirstScreen, isAfterFirstScreen());
