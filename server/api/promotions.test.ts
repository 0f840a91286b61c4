// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, NOW_S, signIn, startApp, type TestApp } from '../test-support.ts';

type Entry = {
  promocodeCode: string;
  promotion: { id: number; name: string; imageUrl: string; shortDescription: string; categoryId: number };
  coupon: { endAt: number };
};
type Page = { data: Entry[]; last_page: number };

let app: TestApp;
let anna: string;
beforeAll(async () => {
  app = await startApp();
  anna = await signIn(app, '375291111111', 'demo-pass');
});
afterAll(() => app.close());

const list = (query: string, token = anna) =>
  app.call('GET', `/api/v2/users/me/coupons?${query}`, { headers: bearer(token) });

describe('GET /api/v2/users/me/coupons', () => {
  it('pages the 6 actual coupons 4 at a time, soonest end first', async () => {
    const one = (await list('archive=0&page=1&perPage=4')).json<Page>();
    expect(one.last_page).toBe(2);
    expect(one.data).toHaveLength(4);
    expect(one.data[0]).toMatchObject({
      promocodeCode: 'KIDS10',
      promotion: { id: 6, categoryId: 2, imageUrl: '/demo/promotions/kids.svg' },
    });
    for (const e of one.data) expect(e.coupon.endAt).toBeGreaterThan(NOW_S);
    const two = (await list('archive=0&page=2&perPage=4')).json<Page>();
    expect(two.data).toHaveLength(2);
    const codes = [...one.data, ...two.data].map((e) => e.promocodeCode);
    expect(new Set(codes).size).toBe(6);
  });

  it('lists the 3 archived ones with archive=1', async () => {
    const arc = (await list('archive=1&page=1&perPage=4')).json<Page>();
    expect(arc.last_page).toBe(1);
    expect(arc.data.map((e) => e.promocodeCode)).toEqual(['MUSEUM30', 'JAZZ25', 'BIRTHDAY']);
    for (const e of arc.data) expect(e.coupon.endAt).toBeLessThan(NOW_S);
  });

  it('gives another customer an empty list, and refuses bad parameters', async () => {
    const nino = await signIn(app, '995555123456', 'demo-pass', 'ge.localhost');
    const empty = (await list('archive=0', nino)).json<Page>();
    expect(empty).toMatchObject({ data: [], last_page: 1 });
    expect((await list('archive=2')).status).toBe(422);
    expect((await list('archive=0&perPage=0')).status).toBe(422);
    expect((await app.get('/api/v2/users/me/coupons')).status).toBe(401);
  });
});
