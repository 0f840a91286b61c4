import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Profile, ProfileSchema } from '../../../shared/profile/schemas.ts';
import { renderHookWithProviders, testQueryClient } from '../../../test/render.tsx';

const { useOpenDocument } = await import('./useDocuments.ts');
const { profileQuery } = await import('../../../shared/profile/queries.ts');

const profile = (downloadToken: string | null): Profile =>
  v.parse(ProfileSchema, { id: 1, phone: '+375291111111', downloadToken });
const TOKEN = '0123456789abcdef0123456789abcdef';
const url = (t: string) => `/api/v2/users/me/orders/1014/download?t=${t}`;

/** A window as window.open gives it: where it was sent, whether it was closed. */
const aWindow = () => ({ opener: {} as unknown, location: { href: '' }, close: vi.fn() });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Taps once with the profile `loaded` in the query cache; the profile a late fetch gives is `fetched`. */
const tap = async (
  loaded: Profile | undefined,
  fetch: () => Promise<Profile> = () => new Promise(() => undefined),
) => {
  const fetched = fetch();
  const qc = testQueryClient();
  if (loaded) qc.setQueryData(profileQuery().queryKey, loaded);
  vi.spyOn(qc, 'fetchQuery').mockReturnValue(fetched as ReturnType<QueryClient['fetchQuery']>);
  const win = aWindow();
  const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
  const { result } = renderHookWithProviders(() => useOpenDocument(), { client: qc, i18n: false });
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

  it('subscribes to nothing: the profile landing renders no card again, and a tap then uses it', async () => {
    let renders = 0;
    const { client: qc, result } = renderHookWithProviders(
      () => {
        renders += 1;
        return useOpenDocument();
      },
      { i18n: false },
    );
    const first = result.current;
    await act(async () => {
      qc.setQueryData(profileQuery().queryKey, profile(TOKEN));
    });
    expect(renders).toBe(1);
    expect(result.current).toBe(first);
    const open = vi.spyOn(window, 'open').mockReturnValue(aWindow() as unknown as Window);
    result.current(url);
    expect(open).toHaveBeenCalledWith(url(TOKEN), '_blank', 'noopener');
  });
});
