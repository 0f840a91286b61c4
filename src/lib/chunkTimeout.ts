// Code that arrives on demand (spec §9: chunk load timeout 120 s). A route's screen or a dialog whose
// code does not arrive within the limit fails with ChunkTimeoutError, which the screen turns into a
// translated error with a retry, instead of leaving the customer before a blank page for ever. Nothing
// here runs at start beyond wrapping functions: the timer starts when a chunk is asked for.

import { msg } from '@lingui/core/macro';
import { wrapSplitLoads } from './splitRoutes.ts';

/** Spec §9. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** What a screen or dialog says when its code did not arrive. */
export const CODE_TIMED_OUT = msg`This part of the app did not load in time. Check the connection and try again.`;

export class ChunkTimeoutError extends Error {
  override name = 'ChunkTimeoutError';
}

// One deadline per load: a route's chunk is asked for by the start, by a hover (preload) and by the
// navigation, and all of them get the same pending import back; the limit counts from the first ask.
const deadlines = new WeakMap<Promise<unknown>, Promise<unknown>>();

/** `load`, or a ChunkTimeoutError once `ms` pass without it settling. */
export const withChunkTimeout = <T>(load: Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> => {
  const known = deadlines.get(load);
  if (known) return known as Promise<T>;
  const timed = new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError('chunk load timeout')), ms);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
  deadlines.set(load, timed);
  return timed;
};

/** An importer for `React.lazy` whose chunk must arrive in time. */
export const timedImport =
  <T>(importer: () => Promise<T>, ms?: number) =>
  (): Promise<T> =>
    withChunkTimeout(importer(), ms);

/**
 * Gives every code-split route component a deadline: a rejected load lands in the route's error
 * component, so a stalled chunk becomes the route's error after `ms`.
 */
export const timeRouteChunks = (routes: Iterable<{ options: object }>, ms?: number): void =>
  wrapSplitLoads(routes, (preload) => () => {
    const load = preload();
    return load ? withChunkTimeout(load, ms) : load;
  });
