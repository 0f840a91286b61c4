import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const firstScreen = vi.hoisted(() => ({ passed: false }));
vi.mock('../lib/firstScreen.ts', () => ({
  isAfterFirstScreen: () => firstScreen.passed,
  afterFirstScreen: () => new Promise<void>(() => undefined),
}));

const TOKEN = 'token=frame-reads-test; path=/';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.resetModules();
  window.history.replaceState(null, '', '/');
  // biome-ignore lint/suspicious/noDocumentCookie: the session lives in a plain cookie (spec §9).
  document.cookie = `${TOKEN}; max-age=0`;
});

type Hook = 'profile' | 'layout';

/** The hook's query, on a page opened at `path`: whether it asks (or reads the device) at once. */
const asksAtOnce = async (hook: Hook, path: string, signedIn: boolean, passed: boolean): Promise<boolean> => {
  window.history.replaceState(null, '', path);
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  if (signedIn) document.cookie = TOKEN;
  firstScreen.passed = passed;
  // Only whether a request starts matters: none is answered.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
  const use =
    hook === 'profile'
      ? (await import('./profile/useFrameProfile.ts')).useFrameProfile
      : (await import('./layout/useFrameLayout.ts')).useFrameLayout;
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => use(), { wrapper });
  return result.current.fetchStatus === 'fetching';
};

describe.each(['profile', 'layout'] as const)('the frame’s %s', (hook) => {
  it.each([
    ['/tickets/actual', true, false, false],
    ['/', true, false, false],
    ['/tickets', true, false, false],
    ['/tickets/actual', false, false, true],
    ['/tickets/used', true, false, true],
    ['/tickets/booked', true, false, true],
    ['/tickets/actual', true, true, true],
    ['/balance', true, false, true],
    ['/cards', true, false, true],
    ['/profile/info', true, false, true],
  ])(
    'opened at %s, signed in: %s, first screen behind: %s → asks at once: %s',
    async (path, signedIn, passed, asks) => {
      expect(await asksAtOnce(hook, path, signedIn, passed)).toBe(asks);
    },
  );
});
