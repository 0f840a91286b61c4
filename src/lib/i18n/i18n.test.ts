import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError } from '../chunkTimeout.ts';
import { activateLang, allTexts, i18n } from './i18n.ts';

// Each language as the build cuts it: the first part, and the rest loaded later. Here Russian's rest and
// English's first part never arrive, Georgian arrives when the test says; Belarusian and Azerbaijani load
// whole at once.
const { never, georgian } = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<{ messages: Record<string, string>; rest: undefined }>((resolve) => {
    release = () => resolve({ messages: { a: 'A-ge' }, rest: undefined });
  });
  return { never: () => new Promise<never>(() => {}), georgian: { arrived, release: () => release() } };
});
vi.mock('./catalogs/ge.ts', () => georgian.arrived);
vi.mock('./catalogs/ru.ts', () => ({ messages: { a: 'А' }, rest: never }));
vi.mock('./catalogs/en.ts', never);
vi.mock('./catalogs/be.ts', () => ({ messages: { a: 'A-be' }, rest: async () => ({ b: 'B-be' }) }));
vi.mock('./catalogs/az.ts', () => ({ messages: { a: 'A-az' }, rest: async () => ({ b: 'B-az' }) }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Settles `promise` as a value to inspect, never throwing. */
const outcome = (promise: Promise<unknown>) => {
  const seen: { error?: unknown; done: boolean } = { done: false };
  promise.then(
    () => Object.assign(seen, { done: true }),
    (error: unknown) => Object.assign(seen, { done: true, error }),
  );
  return seen;
};

describe('a language whose texts never arrive', () => {
  it('the rest a start left for later fails after the chunk limit, not a moment before', async () => {
    await activateLang('ru', { remember: false, whole: false });
    const texts = outcome(allTexts());
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(texts.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(texts.error).toBeInstanceOf(ChunkTimeoutError);
    // The first part stays active and usable.
    expect(i18n.locale).toBe('ru');
    expect(i18n.messages.a).toBe('А');
  });

  it('a switch to it fails after the chunk limit and keeps the current language', async () => {
    await activateLang('be');
    const switched = outcome(activateLang('en'));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    expect(switched.error).toBeInstanceOf(ChunkTimeoutError);
    expect(i18n.locale).toBe('be');
    expect(i18n.messages.b).toBe('B-be');
  });
});

describe('a later choice wins', () => {
  it('over an earlier one that arrives after it', async () => {
    await activateLang('be');
    const slow = activateLang('ge');
    await activateLang('az');
    georgian.release();
    await slow;
    expect(i18n.locale).toBe('az');
    expect(i18n.messages.a).toBe('A-az');
  });

  it('and an earlier one that never arrives fails silently: nothing is left to report', async () => {
    const stalled = outcome(activateLang('en'));
    await activateLang('be');
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    expect(stalled).toEqual({ done: true });
    expect(i18n.locale).toBe('be');
  });
});
