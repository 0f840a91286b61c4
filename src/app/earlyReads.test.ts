import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClientCards } from '../features/cards/index.ts';
import type { OrderTab } from '../features/orders/data.ts';
import { fetchOrders } from '../features/orders/index.ts';
import { brand } from '../lib/brand/current.ts';
import { earlyReads, opensOnCodes } from '../lib/http/earlyReads.ts';
import { fetchLayout } from '../shared/layout/api.ts';
import { fetchProfile } from '../shared/profile/api.ts';

afterEach(() => vi.unstubAllGlobals());

/** The address an API call of the app asks for, as sent. */
const askedBy = async (call: () => Promise<unknown>): Promise<string> => {
  const fetch = vi.fn(async () => new Response('{}'));
  vi.stubGlobal('fetch', fetch);
  await call().catch(() => undefined);
  return String((fetch.mock.calls[0] as unknown[] | undefined)?.[0]);
};
const orders = (tab: OrderTab) => () => fetchOrders(tab, 1, 'be');

const sorted = (url: string) => {
  const u = new URL(url, 'http://localhost/');
  u.searchParams.sort();
  return u.href;
};

const layout = async () => sorted(await askedBy(() => fetchLayout()));
const profile = async () => sorted(await askedBy(() => fetchProfile()));

describe('earlyReads', () => {
  it.each([
    ['/', orders('actual')],
    ['/tickets', orders('actual')],
    ['/tickets/', orders('actual')],
    ['/tickets/actual', orders('actual')],
  ] as const)(
    '%s reads the actual tab and the layout (the profile after the first screen)',
    async (path, call) => {
      const reads = earlyReads(path, 'be').map((r) => sorted(`${brand.api}${r}`));
      expect(reads).toEqual([sorted(await askedBy(call)), await layout()]);
      expect(opensOnCodes(path)).toBe(true);
    },
  );

  it.each([
    ['/tickets/booked', orders('booked')],
    ['/tickets/used', orders('used')],
    ['/tickets/all', orders('all')],
  ] as const)('%s reads its list, the profile and the layout', async (path, call) => {
    const reads = earlyReads(path, 'be').map((r) => sorted(`${brand.api}${r}`));
    expect(reads).toEqual([sorted(await askedBy(call)), await profile(), await layout()]);
    expect(opensOnCodes(path)).toBe(false);
  });

  it('/cards reads its list, the profile and the layout as the app then asks for them', async () => {
    const reads = earlyReads('/cards', 'be').map((r) => sorted(`${brand.api}${r}`));
    expect(reads).toEqual([sorted(await askedBy(() => fetchClientCards())), await profile(), await layout()]);
    expect(opensOnCodes('/cards')).toBe(false);
  });

  it.each(['/balance', '/profile/info', '/payment/1003', '/tickets/actual/x'])(
    '%s reads only the profile and the layout',
    async (path) => {
      expect(earlyReads(path, 'ru').map((r) => sorted(`${brand.api}${r}`))).toEqual([
        await profile(),
        await layout(),
      ]);
      expect(opensOnCodes(path)).toBe(false);
    },
  );
});
