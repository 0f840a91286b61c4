import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_TIMEOUT_MS,
  ChunkTimeoutError,
  timedImport,
  timeRouteChunks,
  withChunkTimeout,
} from './chunkTimeout.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const never = () => new Promise<never>(() => {});

describe('withChunkTimeout', () => {
  it('is the spec limit of 120 s', () => expect(CHUNK_TIMEOUT_MS).toBe(120_000));

  it('passes a chunk that arrives in time through', async () => {
    await expect(withChunkTimeout(Promise.resolve('code'))).resolves.toBe('code');
  });

  it('passes a failed import through as it is', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(withChunkTimeout(failed)).rejects.toThrow(TypeError);
  });

  it('fails with ChunkTimeoutError once the limit passes, not a moment before', async () => {
    const settled = vi.fn();
    const timed = withChunkTimeout(never(), 1000);
    timed.catch(settled);
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.any(ChunkTimeoutError));
  });

  it('gives the same load one deadline however often it is asked for', async () => {
    const load = never();
    const first = withChunkTimeout(load, 1000);
    await vi.advanceTimersByTimeAsync(600);
    const second = withChunkTimeout(load, 1000);
    expect(second).toBe(first);
    const failed = vi.fn();
    second.catch(failed);
    await vi.advanceTimersByTimeAsync(400);
    expect(failed).toHaveBeenCalledWith(expect.any(ChunkTimeoutError));
  });
});

it('timedImport wraps a lazy importer', async () => {
  const lazyImport = timedImport(never, 50);
  const result = lazyImport();
  const failed = vi.fn();
  result.catch(failed);
  await vi.advanceTimersByTimeAsync(50);
  expect(failed).toHaveBeenCalledWith(expect.any(ChunkTimeoutError));
});

describe('timeRouteChunks', () => {
  const lazyComponent = (load: () => Promise<unknown>) => Object.assign(() => null, { preload: load });

  it("puts a deadline on each split component's preload and leaves loaded ones alone", async () => {
    const stalled = lazyComponent(never);
    const loaded = () => null;
    const routes = [{ options: { component: stalled, errorComponent: loaded } }, { options: {} }];
    timeRouteChunks(routes, 1000);
    const failed = vi.fn();
    stalled.preload()?.catch(failed);
    await vi.advanceTimersByTimeAsync(1000);
    expect(failed).toHaveBeenCalledWith(expect.any(ChunkTimeoutError));
    expect(Reflect.get(loaded, 'preload')).toBeUndefined();
  });

  it('lets a chunk that arrives in time through', async () => {
    const ok = lazyComponent(() => Promise.resolve({ component: 'x' }));
    timeRouteChunks([{ options: { component: ok } }], 1000);
    await expect(ok.preload()).resolves.toEqual({ component: 'x' });
  });
});
