import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Profile, ProfileSchema } from '../../shared/profile/schemas.ts';

const frame = vi.hoisted(() => ({ data: undefined as Profile | undefined }));
vi.mock('../../shared/profile/useFrameProfile.ts', () => ({ useFrameProfile: () => ({ data: frame.data }) }));

const { useOpenDocument } = await import('./useDocuments.ts');

const profile = (downloadToken: string | null): Profile =>
  v.parse(ProfileSchema, { id: 1, phone: '+375291111111', downloadToken });
const TOKEN = '0123456789abcdef0123456789abcdef';
const url = (t: string) => `/api/v2/users/me/orders/1014/download?t=${t}`;

/** A window as window.open gives it: where it was sent, whether it was closed. */
const aWindow = () => ({ opener: {} as unknown, location: { href: '' }, close: vi.fn() });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  frame.data = undefined;
});

/** Taps once with the frame's profile `loaded`; the profile a late fetch gives is `fetched`. */
const tap = async (
  loaded: Profile | undefined,
  fetch: () => Promise<Profile> = () => new Promise(() => undefined),
) => {
  frame.data = loaded;
  const fetched = fetch();
  const qc = new QueryClient();
  vi.spyOn(qc, 'fetchQuery').mockReturnValue(fetched as ReturnType<QueryClient['fetchQuery']>);
  const win = aWindow();
  const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useOpenDocument(), { wrapper });
  result.current(url);
  // The fetch's answer (or refusal) reaches the window a few microtasks later.
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return { open, win };
};

describe('useOpenDocument', () => {
  it('with the profile here, opens the document at once, without a hold on this page', async () => {
    const { open } = await tap(profile(TOKEN));
    expect(open).toHaveBeenCalledWith(url(TOKEN), '_blank', 'noopener');
  });

  it('a profile without a token: nothing happens (spec §6)', async () => {
    const { open } = await tap(profile(null));
    expect(open).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the profile comes with a token: the window gets the document',
      () => Promise.resolve(profile(TOKEN)),
      true,
    ],
    ['the profile comes without one: the window closes', () => Promise.resolve(profile(null)), false],
    ['the profile cannot be had: the window closes', () => Promise.reject(new Error('offline')), false],
  ])('tapped before the profile has come, %s', async (_, fetched, sent) => {
    const { open, win } = await tap(undefined, fetched);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(win.opener).toBeNull();
    expect(win.location.href).toBe(sent ? url(TOKEN) : '');
    expect(win.close).toHaveBeenCalledTimes(sent ? 0 : 1);
  });
});
