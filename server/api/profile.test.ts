// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DAY_S, jsonBody, NOW_S, signIn, startApp, type TestApp } from '../test-support.ts';
import { applySubscriptionPayment } from './subscribes.ts';

let app: TestApp;
let anna: Record<string, string>;
let nino: Record<string, string>;
beforeAll(async () => {
  app = await startApp();
  anna = bearer(await signIn(app, '+375 29 111-11-11', 'demo-pass'));
  nino = bearer(await signIn(app, '+995 555 12 34 56', 'demo-pass', 'ge.localhost'));
});
afterAll(() => app.close());

const json = (
  method: string,
  path: string,
  auth: Record<string, string>,
  body: unknown,
  host = 'localhost',
) => app.call(method, path, jsonBody(body, { ...auth, host }));

const PROFILE = {
  email: 'anna.new@example.com',
  first_name: 'Анна',
  last_name: 'Петрова',
  middle_name: '',
  dob: '1991-02-03',
  city_id: 2,
  gender: 0,
  sms_subscribe: 0,
  email_subscribe: 1,
};

describe('PUT /api/v2/users/me/profile', () => {
  it('saves the snake_case fields and answers the profile', async () => {
    const res = await json('PUT', '/api/v2/users/me/profile', anna, PROFILE);
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ ...PROFILE, middle_name: null, phone: '375291111111' });
    const me = (await app.get('/api/v2/users/me', anna)).json();
    expect(me).toMatchObject({
      email: 'anna.new@example.com',
      last_name: 'Петрова',
      city_id: 2,
      email_subscribe: 1,
    });
  });

  it.each([
    ['an empty e-mail and no city', { email: ' ', city_id: null }, ['city_id', 'email']],
    [
      'a bad e-mail, an unknown city, a date that does not exist and a gender out of range',
      { email: 'nope', city_id: 999, dob: '1990-13-45', gender: 3 },
      ['city_id', 'dob', 'email', 'gender'],
    ],
  ])('refuses %s with errors per field', async (_, bad, fields) => {
    const res = await json('PUT', '/api/v2/users/me/profile', anna, { ...PROFILE, ...bad });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json<{ errors: object }>().errors).sort()).toEqual(fields);
    expect((await app.get('/api/v2/users/me', anna)).json()).toMatchObject({ email: 'anna.new@example.com' });
  });

  it.each([
    ['a day February does not have', '2020-02-30'],
    ['February 29 of a common year', '2021-02-29'],
    ['the year 1', '0001-01-01'],
    ['before 1900', '1899-12-31'],
    ['today', '2026-11-21'],
  ])('refuses a date of birth that is %s', async (_, dob) => {
    const res = await json('PUT', '/api/v2/users/me/profile', anna, { ...PROFILE, dob });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['dob']);
  });

  it.each(['2020-02-29', '1900-01-01', '2026-11-20'])(
    'takes a real date of birth in the range: %s',
    async (dob) => {
      expect((await json('PUT', '/api/v2/users/me/profile', anna, { ...PROFILE, dob })).status).toBe(200);
    },
  );

  it.each([
    ['no signed-in customer', () => ({}), PROFILE, 401],
    ['a body that is not an object', () => anna, [1], 400],
  ])('refuses %s', async (_, auth, body, status) => {
    expect((await json('PUT', '/api/v2/users/me/profile', auth(), body)).status).toBe(status);
  });
});

const PASSPORT = {
  document_type: 'foreign_passport',
  series: 'AB',
  number: '7654321',
  last_name: 'Ivanova',
  first_name: 'Anna',
  dob: '1990-05-14',
  gender: 0,
  citizenship: 'BY',
  issued_at: '2020-01-01',
  expires_at: '2030-01-01',
};

describe('/api/v3/users/me/passports', () => {
  it("lists Anna's passport", async () => {
    const res = await app.get('/api/v3/users/me/passports', anna);
    expect(res.status).toBe(200);
    expect(res.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({ id: 1, document_type: 'passport', series: 'MP', number: '1234567' }),
    ]);
  });

  it('creates, updates and deletes a passport, persisted', async () => {
    const created = await json('POST', '/api/v3/users/me/passports', anna, PASSPORT);
    expect(created.status).toBe(201);
    const { id } = created.json<{ data: { id: number } }>().data;
    const updated = await json('PUT', `/api/v3/users/me/passports/${id}`, anna, {
      ...PASSPORT,
      number: '1111111',
    });
    expect(updated.status).toBe(200);
    expect(app.db.prepare('SELECT number FROM passports WHERE id = ?').get(id)).toEqual({
      number: '1111111',
    });
    expect((await app.call('DELETE', `/api/v3/users/me/passports/${id}`, { headers: anna })).status).toBe(
      200,
    );
    expect(app.db.prepare('SELECT id FROM passports WHERE id = ?').get(id)).toBeUndefined();
  });

  it('validates every field on the server', async () => {
    const res = await json('POST', '/api/v3/users/me/passports', anna, {
      document_type: 'diary',
      number: '1',
      first_name: '',
      dob: 'yesterday',
      citizenship: 'Belarus',
      issued_at: '2020-01-01',
      expires_at: '2019-01-01',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json<{ errors: object }>().errors).sort()).toEqual([
      'citizenship',
      'dob',
      'document_type',
      'expires_at',
      'first_name',
      'last_name',
      'number',
    ]);
  });

  it("answers 404 for another customer's passport", async () => {
    expect((await json('PUT', '/api/v3/users/me/passports/1', nino, PASSPORT, 'ge.localhost')).status).toBe(
      404,
    );
    expect(
      (
        await app.call('DELETE', '/api/v3/users/me/passports/1', {
          headers: { ...nino, host: 'ge.localhost' },
        })
      ).status,
    ).toBe(404);
    expect((await app.call('DELETE', '/api/v3/users/me/passports/abc', { headers: anna })).status).toBe(404);
  });
});

const ADDRESS = {
  full_name: 'Иванова Анна',
  country: 'Беларусь',
  region: 'Брестская область',
  city: 'Брест',
  postcode: '224000',
  address: 'ул. Советская, 1',
};

describe('/api/v3/users/me/addresses', () => {
  it('lists, creates, updates and deletes on the Belarusian brand', async () => {
    const list = await app.get('/api/v3/users/me/addresses', anna);
    expect(list.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({ id: 1, postcode: '220030' }),
    ]);
    const created = await json('POST', '/api/v3/users/me/addresses', anna, ADDRESS);
    expect(created.status).toBe(201);
    const { id } = created.json<{ data: { id: number } }>().data;
    expect(
      (await json('PUT', `/api/v3/users/me/addresses/${id}`, anna, { ...ADDRESS, city: 'Пинск' })).json(),
    ).toMatchObject({
      data: { city: 'Пинск' },
    });
    expect((await app.call('DELETE', `/api/v3/users/me/addresses/${id}`, { headers: anna })).status).toBe(
      200,
    );
  });

  it('validates, and is not offered on the Georgian brand', async () => {
    const bad = await json('POST', '/api/v3/users/me/addresses', anna, {
      ...ADDRESS,
      postcode: '!',
      address: '',
    });
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual(['address', 'postcode']);
    const ge = await app.get('/api/v3/users/me/addresses', { ...nino, host: 'ge.localhost' });
    expect(ge.status).toBe(404);
    expect((await json('PUT', '/api/v3/users/me/addresses/1', nino, ADDRESS, 'ge.localhost')).status).toBe(
      404,
    );
  });
});

describe('subscriptions', () => {
  it('lists the plans and the subscription with its plan', async () => {
    const plans = (await app.get('/api/v3/subscribes')).json<{
      data: { id: number; name: Record<string, string> }[];
    }>().data;
    expect(plans.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(plans[0]?.name.en).toBe('Theatre video pass');
    const mine = (await app.get('/api/v3/users/me/subscribes', anna)).json<{
      data: { id: number; plan_id: number; end_at: number }[];
    }>().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: 1, plan_id: 1, end_at: NOW_S + 20 * DAY_S, cancelled_at: null });
  });

  it('subscribing creates a payment order; paying it starts the subscription', async () => {
    const res = await json('POST', '/api/v3/users/me/subscribes', anna, { plan_id: 2 });
    expect(res.status).toBe(201);
    const { order_id } = res.json<{ order_id: number }>();
    expect(
      app.db.prepare('SELECT status, total_amount, user_id FROM orders WHERE id = ?').get(order_id),
    ).toEqual({
      status: 0,
      total_amount: 790,
      user_id: 1,
    });
    const id = applySubscriptionPayment(app.db, order_id, NOW_S);
    expect(applySubscriptionPayment(app.db, order_id, NOW_S)).toBe(id);
    const row = app.db.prepare('SELECT plan_id, end_at FROM user_subscriptions WHERE id = ?').get(id ?? 0);
    expect(row).toEqual({ plan_id: 2, end_at: NOW_S + 30 * DAY_S });
    // Already held: prolong instead.
    expect((await json('POST', '/api/v3/users/me/subscribes', anna, { plan_id: 2 })).status).toBe(422);
    expect((await json('POST', '/api/v3/users/me/subscribes', anna, { plan_id: 99 })).status).toBe(422);
    expect((await json('POST', '/api/v3/users/me/subscribes', anna, {})).status).toBe(422);
  });

  it('prolongs through a payment order that extends from the end date', async () => {
    const res = await json('PUT', '/api/v3/users/me/subscribes/1', anna, { action: 'prolong' });
    expect(res.status).toBe(200);
    applySubscriptionPayment(app.db, res.json<{ order_id: number }>().order_id, NOW_S);
    expect(app.db.prepare('SELECT end_at FROM user_subscriptions WHERE id = 1').get()).toEqual({
      end_at: NOW_S + 50 * DAY_S,
    });
  });

  it('changes the plan, cancels and resumes', async () => {
    const changed = await json('PUT', '/api/v3/users/me/subscribes/1', anna, {
      action: 'change',
      plan_id: 3,
    });
    expect(changed.json()).toMatchObject({ data: { plan_id: 3, plan: { id: 3 } } });
    expect(
      (await json('PUT', '/api/v3/users/me/subscribes/1', anna, { action: 'change', plan_id: 3 })).status,
    ).toBe(422);
    const cancelled = await app.call('DELETE', '/api/v3/users/me/subscribes/1', { headers: anna });
    expect(cancelled.json()).toMatchObject({ data: { auto_renew: 0, cancelled_at: NOW_S } });
    expect((await app.call('DELETE', '/api/v3/users/me/subscribes/1', { headers: anna })).status).toBe(422);
    const resumed = await json('PUT', '/api/v3/users/me/subscribes/1', anna, { action: 'resume' });
    expect(resumed.json()).toMatchObject({ data: { auto_renew: 1, cancelled_at: null } });
    expect((await json('PUT', '/api/v3/users/me/subscribes/1', anna, { action: 'dance' })).status).toBe(422);
  });

  it("answers 404 for another customer's subscription", async () => {
    expect(
      (await json('PUT', '/api/v3/users/me/subscribes/1', nino, { action: 'prolong' }, 'ge.localhost'))
        .status,
    ).toBe(404);
    expect(
      (
        await app.call('DELETE', '/api/v3/users/me/subscribes/1', {
          headers: { ...nino, host: 'ge.localhost' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('GET /api/v3/users/me/videos', () => {
  it("answers Anna's two videos with copyright and the platform's spelling", async () => {
    const res = await app.get('/api/v3/users/me/videos', anna);
    const data = res.json<{
      data: { title: string; performance: { shortDescription: string }; copyright: object }[];
    }>().data;
    expect(data).toHaveLength(2);
    expect(data.some((v) => v.performance.shortDescription.length > 130)).toBe(true);
    expect(data[0]?.copyright).toEqual({
      vatNumber: expect.any(String),
      name: expect.any(String),
      addess: expect.any(String),
    });
    expect((await app.get('/api/v3/users/me/videos', { ...nino, host: 'ge.localhost' })).json()).toEqual({
      data: [],
    });
  });
});
