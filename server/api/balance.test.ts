// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textIn } from '../i18n/messages.ts';
import { bearer, jsonBody, NOW_S, rowsOf, signIn, startApp, type TestApp } from '../test-support.ts';

type Tx = { id: number; createdAt: number; credit: number; debit: number; sum: number; message: string };
type Page = { data: Tx[]; last_page: number; current_page: number; total: number };

let app: TestApp;
let anna: string;
let nino: string;
const json = (code: unknown, token: string, host = 'localhost') =>
  jsonBody({ params: { code } }, { host, ...bearer(token) });

beforeAll(async () => {
  app = await startApp();
  anna = await signIn(app, '375291111111', 'demo-pass');
  nino = await signIn(app, '995555123456', 'demo-pass', 'ge.localhost');
});
afterAll(() => app.close());

const page = async (n: number | string, token = anna) =>
  app.call('GET', `/api/v2/users/me/transactions?page=${n}`, { headers: bearer(token) });

describe('GET /api/v2/users/me/transactions', () => {
  it("pages Anna's 45 operations 20 at a time, newest first, amounts in hundredths of a point", async () => {
    const first = (await page(1)).json<Page>();
    expect(first.data).toHaveLength(20);
    expect(first.last_page).toBe(3);
    expect(first.total).toBe(45);
    // The newest sum is the balance after it: 1250 points.
    expect(first.data[0]?.sum).toBe(125_000);
    const times = first.data.map((t) => t.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const third = (await page(3)).json<Page>();
    expect(third.data).toHaveLength(5);
    const all = [...first.data, ...(await page(2)).json<Page>().data, ...third.data];
    expect(new Set(all.map((t) => t.id)).size).toBe(45);
    expect(all.filter((t) => t.message === 'transfer_user')).toHaveLength(1);
    for (const t of all) expect(t.credit === 0 || t.debit === 0).toBe(true);
  });

  it('answers an empty last page past the end and refuses a bad page', async () => {
    const past = (await page(9)).json<Page>();
    expect(past.data).toEqual([]);
    expect(past.last_page).toBe(3);
    for (const bad of ['0', '-1', 'x']) {
      const res = await page(bad);
      expect(res.status).toBe(422);
      expect(res.json()).toMatchObject({ errors: { page: [expect.any(String)] } });
    }
  });

  it('needs a signed-in customer', async () => {
    expect((await app.get('/api/v2/users/me/transactions')).status).toBe(401);
  });
});

describe('POST /api/v2/promocodes/activate', () => {
  const activate = (code: unknown, token: string, host?: string) =>
    app.call('POST', '/api/v2/promocodes/activate', json(code, token, host));

  it('refuses an empty and a wrong code with the platform texts, in the host’s language', async () => {
    const empty = await activate('  ', nino, 'ge.localhost');
    expect(empty.status).toBe(422);
    expect(empty.json()).toMatchObject({ errors: { code: [textIn('ge', 'fields.empty')] } });
    const wrong = await activate('NOPE', nino, 'ge.localhost');
    expect(wrong.status).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { code: [textIn('ge', 'points.promoRejected')] } });
    const noWrapper = await app.call(
      'POST',
      '/api/v2/promocodes/activate',
      jsonBody({ code: 'PROMO100' }, bearer(nino)),
    );
    expect(noWrapper.status).toBe(422);
  });

  it('PROMO100 adds 100 points once per customer, persisted with a history entry', async () => {
    const res = await activate('PROMO100', nino, 'ge.localhost');
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ points: 100, balance: 400 });
    const me = await app.call('GET', '/api/v2/users/me', { headers: bearer(nino) });
    expect(me.json().balance).toBe(400);
    const newest = (await page(1, nino)).json<Page>().data[0];
    expect(newest).toMatchObject({ credit: 10_000, debit: 0, sum: 40_000, createdAt: NOW_S });
    const again = await activate('PROMO100', nino, 'ge.localhost');
    expect(again.status).toBe(422);
    expect(rowsOf(app.db).one('SELECT balance FROM users WHERE id = ?', me.json().id as number)).toEqual({
      balance: 400,
    });
    // Another customer may still use it.
    expect((await activate('promo100', anna)).status).toBe(200);
  });

  it('needs a signed-in customer', async () => {
    const res = await app.call(
      'POST',
      '/api/v2/promocodes/activate',
      jsonBody({ params: { code: 'PROMO100' } }),
    );
    expect(res.status).toBe(401);
  });
});
