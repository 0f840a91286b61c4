import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHookWithProviders } from '../../test/render.tsx';

const firstScreen = vi.hoisted(() => ({ passed: false }));
vi.mock('../../lib/firstScreen.ts', () => ({
  isAfterFirstScreen: () => firstScreen.passed,
  afterFirstScreen: () => new Promise<void>(() => undefined),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.resetModules();
  window.history.replaceState(null, '', '/');
});

/** The hook's query, on a page opened at `path`: whether it asks (or reads the device) at once. */
const asksAtOnce = async (path: string, passed: boolean): Promise<boolean> => {
  window.history.replaceState(null, '', path);
  firstScreen.passed = passed;
  // Only whether a request starts matters: none is answered.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
  const { useFrameProfile } = await import('./useFrameProfile.ts');
  const { result } = renderHookWithProviders(() => useFrameProfile(), { i18n: false });
  return result.current.fetchStatus === 'fetching';
};

describe('useFrameProfile', () => {
  it.each([
    ['/tickets/actual', false, false],
    ['/', false, false],
    ['/tickets', false, false],
    ['/tickets/used', false, true],
    ['/tickets/booked', false, true],
    ['/tickets/actual', true, true],
    ['/balance', false, true],
    ['/cards', false, true],
    ['/profile/info', false, true],
  ])('opened at %s, first screen behind: %s → asks at once: %s', async (path, passed, asks) => {
    expect(await asksAtOnce(path, passed)).toBe(asks);
  });
});
