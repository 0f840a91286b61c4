// @vitest-environment node
// Every demo order is in the tab spec §4 puts it in, at the seeding moment and once
// the pay deadlines have passed; a booking paid by card moves to the actual tab.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, form, signIn, startApp, type TestApp } from '../test-support.ts';

let app: TestApp;
let anna: Record<string, string>;
let token: string;
beforeEach(async () => {
  app = await startApp();
  token = await signIn(app, '+375 29 111-11-11', 'demo-pass');
  anna = bearer(token);
});
afterEach(() => app.close());

type Tab = 'actual' | 'booked' | 'used';

/** The tab of every demo order (demo-data.md), and why. */
const AT_SEEDING: Record<number, { tab: Tab; why: string }> = {
  1001: { tab: 'actual', why: 'paid, event ahead' },
  1002: { tab: 'actual', why: 'paid, one ticket returned' },
  1003: { tab: 'booked', why: 'a booking, within its deadline' },
  1004: { tab: 'actual', why: 'awaiting confirmation' },
  1005: { tab: 'actual', why: 'waiting for payment, within its deadline' },
  1006: { tab: 'actual', why: 'return pending: the customer follows it' },
  1007: { tab: 'actual', why: 'paid train ahead' },
  1008: { tab: 'actual', why: 'paid transfer ahead' },
  1009: { tab: 'actual', why: 'paid subscription items' },
  1010: { tab: 'actual', why: 'linked external ticket ahead' },
  1011: { tab: 'used', why: 'returned: over' },
  1012: { tab: 'used', why: 'expired (status 4): over' },
  1013: { tab: 'actual', why: 'free order, within its deadline' },
  1014: { tab: 'actual', why: 'paid, event ahead' },
  1015: { tab: 'actual', why: 'paid, event ahead' },
  ...Object.fromEntries(
    Array.from({ length: 25 }, (_, i) => [1016 + i, { tab: 'used', why: 'event over' }] as const),
  ),
};

/** 20 minutes later: the deadlines of 1003 (+15 min), 1005 (+20 min) and 1013 (+15 min) have passed. */
const PAST_DEADLINES: Record<number, Tab> = { 1003: 'used', 1005: 'used', 1013: 'used' };

const tabsOf = async (): Promise<Map<number, Tab[]>> => {
  const found = new Map<number, Tab[]>();
  for (const tab of ['actual', 'booked', 'used'] as const) {
    for (let page = 1; ; page += 1) {
      const res = await app.get(`/api/v3/users/me/orders?type=${tab}&page=${page}`, anna);
      expect(res.status).toBe(200);
      const body = res.json<{ data: { id: number }[]; last_page: number }>();
      for (const { id } of body.data) found.set(id, [...(found.get(id) ?? []), tab]);
      if (page >= body.last_page) break;
    }
  }
  return found;
};

describe('every demo order is in exactly one tab, the one §4 puts it in', () => {
  it('at the seeding moment', async () => {
    const found = await tabsOf();
    expect([...found.keys()].sort()).toEqual(Object.keys(AT_SEEDING).map(Number).sort());
    for (const [id, { tab, why }] of Object.entries(AT_SEEDING)) {
      expect(found.get(Number(id)), `${id}: ${why}`).toEqual([tab]);
    }
  });

  it('once the pay deadlines have passed, the unpaid orders are over (used)', async () => {
    app.advance(20 * 60 * 1000);
    const found = await tabsOf();
    for (const [id, { tab }] of Object.entries(AT_SEEDING)) {
      expect(found.get(Number(id)), `order ${id}`).toEqual([PAST_DEADLINES[Number(id)] ?? tab]);
    }
  });

  it('a booking paid by card moves from booked to actual', async () => {
    // The cabinet accepts the order, the card provider's page (the stand-in) is paid.
    const accepted = await app.call(
      'PUT',
      '/api/v2/frame/order/1003?view_type=cabinet&params%5Bemail%5D=anna%40example.com&usePoints=0&paymentId=1&type=BePaid',
      { headers: anna },
    );
    expect(accepted.status, accepted.text).toBe(200);
    const cookie = { cookie: `city=minsk; token=${token}; username=Anna` };
    const page = await app.get('/api/v2/frame/payment/BePaid?id=1003', cookie);
    const ref = /name="ref" value="([0-9a-f]+)"/.exec(page.text)?.[1] ?? '';
    const paid = await app.call(
      'POST',
      '/api/v2/frame/payment/BePaid',
      form({ id: '1003', ref, outcome: 'pay' }, cookie),
    );
    expect(paid.status).toBe(303);
    const found = await tabsOf();
    expect(found.get(1003)).toEqual(['actual']);
  });
});
