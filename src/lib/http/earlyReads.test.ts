import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchOrders } from '../../features/orders/api.ts';
import type { OrderTab } from '../../features/orders/schemas.ts';
import { brand } from '../brand/current.ts';
import { earlyReads } from './earlyReads.ts';

afterEach(() => vi.unstubAllGlobals());

/** The address the app's orders call asks for, as sent. */
const askedBy = async (tab: OrderTab, lang: string): Promise<string> => {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ data: [], current_page: 1, last_page: 1 })));
  vi.stubGlobal('fetch', fetch);
  await fetchOrders(tab, 1, lang).catch(() => undefined);
  return String((fetch.mock.calls[0] as unknown[] | undefined)?.[0]);
};

const sorted = (url: string) => {
  const u = new URL(url, 'http://localhost/');
  u.searchParams.sort();
  return u.href;
};

describe('earlyReads', () => {
  it.each([
    ['/', 'actual'],
    ['/tickets', 'actual'],
    ['/tickets/', 'actual'],
    ['/tickets/actual', 'actual'],
    ['/tickets/booked', 'booked'],
    ['/tickets/used', 'used'],
    ['/tickets/all', 'all'],
  ] as const)('%s reads the %s tab as the app then asks for it', async (path, tab) => {
    const [read, ...more] = earlyReads(path, 'be');
    expect(more).toEqual([]);
    expect(sorted(`${brand.api}${read}`)).toBe(sorted(await askedBy(tab, 'be')));
  });

  it.each(['/balance', '/cards', '/profile/info', '/payment/1003', '/tickets/actual/x'])(
    '%s starts nothing early',
    (path) => {
      expect(earlyReads(path, 'ru')).toEqual([]);
    },
  );
});
