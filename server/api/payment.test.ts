// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, form, NOW_S, rowsOf, signIn, startApp, type TestApp } from '../test-support.ts';
import { safeReturnPath } from './provider-stand-in.ts';

let app: TestApp;
let auth: Record<string, string>;
/** The browser's session cookie, as the cabinet stores it (the provider page is a navigation). */
let cookie: Record<string, string>;
beforeEach(async () => {
  app = await startApp();
  const token = await signIn(app, '+375 29 111-11-11', 'demo-pass');
  auth = bearer(token);
  cookie = { cookie: `city=minsk; token=${token}; username=Anna` };
});
afterEach(() => app.close());

const accept = (id: number, query: string) =>
  app.call('PUT', `/api/v2/frame/order/${id}?view_type=cabinet&${query}`, { headers: auth });
const EMAIL = 'params%5Bemail%5D=anna%40example.com';
/** The payment ref the stand-in's page for order 1003 carries. */
const pendingRef = async () =>
  /name="ref" value="([0-9a-f]+)"/.exec(
    (await app.get('/api/v2/frame/payment/BePaid?id=1003', cookie)).text,
  )?.[1] ?? '';
/** The stand-in's form posted for order 1003. */
const outcome = (fields: Record<string, string>) =>
  app.call('POST', '/api/v2/frame/payment/BePaid', form({ id: '1003', ...fields }, cookie));

describe('GET /api/v2/frame/payment', () => {
  it('answers the order summary in minor units and the brand methods', async () => {
    const res = await app.get('/api/v2/frame/payment?order_id=1005', auth);
    expect(res.status).toBe(200);
    const body = res.json<{
      order: Record<string, unknown>;
      methods: { paymentId: number; type: string; card: unknown }[];
    }>();
    expect(body.order).toMatchObject({
      id: 1005,
      status: null,
      amount: 3000,
      commission: 150,
      discount: 0,
      total_amount: 3150,
    });
    expect(typeof body.order.expired_at).toBe('number');
    expect(body.methods.map((m) => m.paymentId)).toEqual([1, 2, 3, 4]);
    expect(body.methods[0]?.card).toMatchObject({ last4: expect.stringMatching(/^\d{4}$/) });
  });

  it('gives a paid order its status and another customer a 404', async () => {
    expect(
      (await app.get('/api/v2/frame/payment?order_id=1001', auth)).json<{ order: { status: number } }>().order
        .status,
    ).toBe(1);
    const nino = bearer(await signIn(app, '+995 555 12 34 56', 'demo-pass', 'ge.localhost'));
    expect((await app.get('/api/v2/frame/payment?order_id=1005', nino)).status).toBe(404);
    expect((await app.get('/api/v2/frame/payment?order_id=1005')).status).toBe(401);
  });
});

describe('PUT /api/v2/frame/order/{id}', () => {
  it('takes the free order 1013 with method 4 at once', async () => {
    const res = await accept(1013, `${EMAIL}&usePoints=0&paymentId=4&type=Balance`);
    expect(res.status, res.text).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, next: 'paid' });
    expect(rowsOf(app.db).one('SELECT status FROM orders WHERE id = 1013').status).toBe(1);
  });

  it('refuses the free method on a non-zero total, a missing e-mail, a wrong type', async () => {
    expect((await accept(1005, `${EMAIL}&usePoints=0&paymentId=4&type=Balance`)).status).toBe(422);
    const noEmail = await accept(1005, 'usePoints=0&paymentId=1&type=BePaid');
    expect(noEmail.status).toBe(422);
    expect(noEmail.json()).toMatchObject({ errors: { 'params.email': ['введите необходимые данные'] } });
    expect((await accept(1005, `${EMAIL}&usePoints=0&paymentId=1&type=Erip`)).status).toBe(422);
    expect((await accept(1001, `${EMAIL}&usePoints=0&paymentId=1&type=BePaid`)).status).toBe(422);
  });

  it('pays 1005 with points: balance drops, a transaction is written, tickets get a QR', async () => {
    const res = await accept(1005, `${EMAIL}&usePoints=1&paymentId=4&type=Balance`);
    expect(res.status, res.text).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, points: 315, amount: 0 });
    const db = rowsOf(app.db);
    expect(db.one('SELECT balance FROM users WHERE id = 1').balance).toBe(935);
    expect(
      db.one('SELECT debit, sum FROM transactions WHERE order_id = 1005 ORDER BY id DESC'),
    ).toMatchObject({
      debit: 31500,
      sum: 93500,
    });
    expect(db.one('SELECT count(*) AS n FROM tickets WHERE order_id = 1005 AND qr IS NULL').n).toBe(0);
    // Paying twice is refused.
    expect((await accept(1005, `${EMAIL}&usePoints=1&paymentId=4&type=Balance`)).status).toBe(422);
  });

  it('refuses an expired order', async () => {
    app.advance(16 * 60 * 1000);
    const res = await accept(1003, `${EMAIL}&usePoints=0&paymentId=1&type=BePaid`);
    expect(res.status).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Время оформления заказа вышло',
      errors: { expired_at: ['Время оформления заказа вышло'] },
    });
  });
});

describe('the provider stand-in', () => {
  it('serves a labelled page with its own CSP, and Pay settles the order', async () => {
    expect((await accept(1003, `${EMAIL}&usePoints=0&paymentId=1&type=BePaid`)).json()).toMatchObject({
      next: 'provider',
      amount: 6300,
    });
    const page = await app.get(
      '/api/v2/frame/payment/BePaid?id=1003&register=1&view_type=cabinet&redirect_to=%2Fthank-you',
      cookie,
    );
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).toContain('Local stand-in');
    expect(page.text).not.toMatch(/<script>/);
    const ref = /name="ref" value="([0-9a-f]+)"/.exec(page.text)?.[1] ?? '';
    const done = await app.call(
      'POST',
      '/api/v2/frame/payment/BePaid',
      form({ id: '1003', ref, outcome: 'pay', redirect_to: 'https://evil.example/x' }, cookie),
    );
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe('/thank-you?order_id=1003');
    expect(rowsOf(app.db).one('SELECT status FROM orders WHERE id = 1003').status).toBe(1);
  });

  it('points pay part, the card the rest; the points are debited only when the card payment succeeds', async () => {
    app.db.prepare('UPDATE users SET balance = 100 WHERE id = 1').run();
    const accepted = await accept(1003, `${EMAIL}&usePoints=1&paymentId=1&type=BePaid`);
    expect(accepted.json()).toMatchObject({ next: 'provider', amount: 5300, points: 100 });
    expect(rowsOf(app.db).one('SELECT balance FROM users WHERE id = 1').balance).toBe(100);
    await outcome({ ref: await pendingRef(), outcome: 'pay' });
    expect(rowsOf(app.db).one('SELECT balance FROM users WHERE id = 1').balance).toBe(0);
  });

  it('Fail returns to the payment page with an error and leaves the order unpaid', async () => {
    await accept(1003, `${EMAIL}&usePoints=0&paymentId=1&type=BePaid`);
    const res = await outcome({ ref: await pendingRef(), outcome: 'fail' });
    expect(res.headers.location).toBe('/payment/1003?payment=failed');
    expect(rowsOf(app.db).one('SELECT status FROM orders WHERE id = 1003').status).toBe(0);
  });

  it.each([
    ['a path', '/thank-you', '/thank-you'],
    ['a path with a query', '/payment/1003?x=1', '/payment/1003?x=1'],
    ['this origin', 'http://localhost/thank-you', '/thank-you'],
    ['another origin', 'https://evil.example/x', '/fallback'],
    ['a protocol-relative URL', '//evil.example/x', '/fallback'],
    ['a tab that browsers drop', '/\t/evil.example/phish', '/fallback'],
    ['a newline that browsers drop', '/\n/evil.example/phish', '/fallback'],
    ['a backslash', '/\\evil.example/x', '/fallback'],
    ['dot segments that collapse to //', '/.//evil.example/x', '/fallback'],
    ['CR/LF (a header injection)', '/thank-you\r\nSet-Cookie: a=b', '/fallback'],
    ['a javascript: URL', 'javascript:alert(1)', '/fallback'],
  ])('the return path: %s', (_, value, expected) => {
    expect(safeReturnPath(value, 'localhost', '/fallback')).toBe(expected);
  });

  it('checks the return path before paying: CR/LF is never a 500 after the order was paid', async () => {
    await accept(1003, `${EMAIL}&usePoints=0&paymentId=1&type=BePaid`);
    const ref = await pendingRef();
    const done = await outcome({ ref, outcome: 'pay', redirect_to: '/thank-you\r\nSet-Cookie: a=b' });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe('/thank-you?order_id=1003');
    expect(done.headers['set-cookie']).toBeUndefined();
    expect(rowsOf(app.db).one('SELECT status FROM orders WHERE id = 1003').status).toBe(1);
  });

  it('refuses a page without a pending payment', async () => {
    expect((await app.get('/api/v2/frame/payment/BePaid?id=1005', cookie)).status).toBe(409);
  });

  it("shows the page and takes the outcome only in the order's own customer's browser", async () => {
    await accept(1003, `${EMAIL}&usePoints=0&paymentId=1&type=BePaid`);
    const ref = /name="ref" value="([0-9a-f]+)"/.exec(
      (await app.get('/api/v2/frame/payment/BePaid?id=1003', cookie)).text,
    )?.[1];
    expect(ref).toMatch(/^[0-9a-f]+$/);
    const nino = await signIn(app, '+995 555 12 34 56', 'demo-pass', 'ge.localhost');
    for (const who of [{}, { cookie: `token=${nino}` }, bearer(nino)]) {
      const page = await app.get('/api/v2/frame/payment/BePaid?id=1003', who);
      expect(page.status).toBe(404);
      expect(page.text).not.toContain(ref);
      const post = await app.call(
        'POST',
        '/api/v2/frame/payment/BePaid',
        form({ id: '1003', ref: ref ?? '', outcome: 'pay' }, who),
      );
      expect(post.status).toBe(404);
    }
    expect(rowsOf(app.db).one('SELECT status FROM orders WHERE id = 1003').status).toBe(0);
    expect(
      rowsOf(app.db).one('SELECT status FROM payments WHERE order_id = 1003 ORDER BY id DESC').status,
    ).toBe('pending');
  });
});

describe('ERIP and the widget host', () => {
  it('chooses ERIP for a payable order', async () => {
    const res = await app.get('/api/v2/frame/payment/erip?id=1005', auth);
    expect(res.status, res.text).toBe(200);
    expect(res.json()).toMatchObject({ order_id: 1005, amount: 3150 });
    expect((await app.get('/api/v2/frame/payment/erip?id=1001', auth)).status).toBe(422);
  });

  it('holds the order once: choosing ERIP again later does not move the end of the window', async () => {
    const first = await app.get('/api/v2/frame/payment/erip?id=1005', auth);
    const end = first.json<{ expires_at: number }>().expires_at;
    const held = () => rowsOf(app.db).one('SELECT expired_at FROM orders WHERE id = 1005').expired_at;
    expect(held()).toBe(end);
    app.advance(10 * 60 * 1000);
    const again = await app.get('/api/v2/frame/payment/erip?id=1005', auth);
    expect(again.status).toBe(200);
    expect(again.json<{ expires_at: number }>().expires_at).toBe(end);
    expect(held()).toBe(end);
    app.advance((end - NOW_S) * 1000 - 10 * 60 * 1000);
    expect((await app.get('/api/v2/frame/payment/erip?id=1005', auth)).status).toBe(422);
  });

  it('answers widget.localhost with the stand-in page and its script', async () => {
    const page = await app.get('/?oid=1&seid=2&lang=ru', { host: 'widget.localhost:8330' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Local stand-in of the sale widget');
    expect(page.headers['content-security-policy']).toContain('frame-ancestors http://localhost:*');
    expect((await app.get('/widget.js', { host: 'widget.localhost:8330' })).text).toContain('requestToken');
  });
});

describe('paying a subscription order', () => {
  it('prolongs the subscription once the order is paid with points', async () => {
    const prolong = await app.call('PUT', '/api/v3/users/me/subscribes/1', {
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'prolong' }),
    });
    expect(prolong.status, prolong.text).toBe(200);
    const orderId = prolong.json<{ order_id: number }>().order_id;
    const before = rowsOf(app.db).one('SELECT end_at FROM user_subscriptions WHERE id = 1').end_at as number;
    const paid = await accept(orderId, `${EMAIL}&usePoints=1&paymentId=4&type=Balance`);
    expect(paid.status, paid.text).toBe(200);
    expect(rowsOf(app.db).one('SELECT status FROM orders WHERE id = ?', orderId).status).toBe(1);
    const after = rowsOf(app.db).one('SELECT end_at FROM user_subscriptions WHERE id = 1').end_at as number;
    expect(after).toBeGreaterThan(before);
  });
});
