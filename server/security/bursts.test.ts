// @vitest-environment node
// Bursts of concurrent requests against the real server (node:http over loopback): each
// burst must do exactly one thing, or exactly as much as its limit allows, whatever the interleaving.
// Distinct clients are distinct loopback addresses (127.0.0.x), as the server sees them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_MAX_CODES, CODE_LIFETIME_S, RESEND_INTERVAL_S } from '../auth/codes.ts';
import { hashingStats, MAX_CONCURRENT_HASHES } from '../auth/passwords.ts';
import { CLIENT_MAX_FAILURES, PAIR_FREE } from '../auth/rate-limit.ts';
import { MAX_LIVE_TOKENS } from '../auth/tokens.ts';
import { textIn } from '../i18n/messages.ts';
import { type Answer, bearer, form, NOW_S, signIn, startApp, type TestApp } from '../test-support.ts';

let app: TestApp;
beforeEach(async () => {
  app = await startApp();
});
afterEach(() => app.close());

const ANNA_PHONE = '375291111111';

const auth = (fields: Record<string, string>, from?: string) =>
  app.call('POST', '/api/v3/auth', {
    ...form({ country: 'BY', formToken: 'human-ok', ...fields }),
    ...(from ? { from } : {}),
  });

const statuses = (answers: Answer[]) => {
  const out: Record<number, number> = {};
  for (const a of answers) out[a.status] = (out[a.status] ?? 0) + 1;
  return out;
};

const count = (sql: string, ...params: (string | number)[]) => Number(app.db.prepare(sql).get(...params)?.n);

describe('wrong passwords at once (point 4)', { timeout: 30_000 }, () => {
  it(`40 at once for one phone: ${PAIR_FREE} are checked, the rest refused with 429`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => auth({ phone: ANNA_PHONE, password: `wrong-${i}` })),
    );
    expect(statuses(answers)).toEqual({ 422: PAIR_FREE, 429: 40 - PAIR_FREE });
    expect(answers.find((a) => a.status === 429)?.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('49 wrong and then the right one at once: no more than five checks in all, no token after', async () => {
    const wrong = Array.from({ length: 49 }, (_, i) => auth({ phone: ANNA_PHONE, password: `wrong-${i}` }));
    // All connections open together; the right one's body ends a second later, so it comes last.
    const right = app.call('POST', '/api/v3/auth', {
      ...form({ country: 'BY', formToken: 'human-ok', phone: ANNA_PHONE, password: 'demo-pass' }),
      slowBodyMs: 1000,
    });
    const answers = await Promise.all([...wrong, right]);
    const checked = answers.filter((a) => a.status === 422 || a.status === 200).length;
    expect(checked).toBe(PAIR_FREE);
    expect(statuses(answers)[429]).toBe(50 - PAIR_FREE);
    // The right password sent last was refused unchecked, and stays refused while this client waits.
    expect((await right).status).toBe(429);
    expect((await auth({ phone: ANNA_PHONE, password: 'demo-pass' })).status).toBe(429);
  });

  it(`one client guessing across phones is stopped after ${CLIENT_MAX_FAILURES} failures; others are not`, async () => {
    // Wrong codes for new numbers: every number is a fresh phone, so only the client limit applies.
    const phones = Array.from({ length: CLIENT_MAX_FAILURES + 5 }, (_, i) => `37529${7000000 + i}`);
    const guess = (phone: string, from: string) =>
      auth({ phone, sms_code: '0000', password: 'secret1', password_confirm: 'secret1' }, from);
    const answers = await Promise.all(phones.map((phone) => guess(phone, '127.0.0.5')));
    expect(statuses(answers)).toEqual({ 422: CLIENT_MAX_FAILURES, 429: 5 });
    // Another client, and the right password from another client, are not affected.
    expect((await guess('375297999999', '127.0.0.6')).status).toBe(422);
    expect((await auth({ phone: ANNA_PHONE, password: 'demo-pass' }, '127.0.0.6')).status).toBe(200);
  });
});

describe('a sign-in flood (point 5)', { timeout: 30_000 }, () => {
  it(`hashes at most ${MAX_CONCURRENT_HASHES} passwords at once; every sign-in still gets its answer`, async () => {
    // Twelve customers with Anna's password sign in at once, each from their own address.
    const phones = Array.from({ length: 12 }, (_, i) => `37529600${String(i).padStart(4, '0')}`);
    for (const phone of phones)
      app.db
        .prepare(
          `INSERT INTO users (brand, phone, country, password_hash, created_at)
           SELECT brand, ?, country, password_hash, created_at FROM users WHERE id = 1`,
        )
        .run(phone);
    hashingStats().resetPeak();
    const answers = await Promise.all(
      phones.map((phone, i) => auth({ phone, password: 'demo-pass' }, `127.0.1.${i + 1}`)),
    );
    expect(statuses(answers)).toEqual({ 200: 12 });
    expect(hashingStats().peak).toBe(MAX_CONCURRENT_HASHES);
  });

  it(`keeps at most ${MAX_LIVE_TOKENS} live tokens per customer: the oldest sessions end`, async () => {
    const first = await signIn(app, ANNA_PHONE, 'demo-pass');
    const tokens = [first];
    for (let i = 0; i < MAX_LIVE_TOKENS + 4; i++) tokens.push(await signIn(app, ANNA_PHONE, 'demo-pass'));
    const annaTokens = 'SELECT count(*) AS n FROM auth_tokens WHERE user_id = 1 AND revoked_at IS NULL';
    expect(count(annaTokens)).toBe(MAX_LIVE_TOKENS);
    // No dead rows pile up either.
    expect(count('SELECT count(*) AS n FROM auth_tokens WHERE user_id = 1')).toBe(MAX_LIVE_TOKENS);
    expect((await app.get('/api/v2/users/me', bearer(first))).status).toBe(401);
    expect((await app.get('/api/v2/users/me', bearer(tokens.at(-1) ?? ''))).status).toBe(200);
    expect((await app.get('/api/v2/users/me', bearer(tokens.at(-MAX_LIVE_TOKENS) ?? ''))).status).toBe(200);
  });
});

describe('codes (point 6)', { timeout: 30_000 }, () => {
  const resetCodes = () =>
    count("SELECT count(*) AS n FROM auth_codes WHERE phone = ? AND purpose = 'reset'", ANNA_PHONE);

  it('30 "forgot password" at once send one code; every answer is the code step', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => auth({ phone: ANNA_PHONE, resetPassword: '1' })),
    );
    expect(statuses(answers)).toEqual({ 200: 30 });
    for (const a of answers) expect(a.json()).toMatchObject({ resetPassword: true, smsSend: true });
    expect(resetCodes()).toBe(1);
  });

  it(`sends the next code only ${RESEND_INTERVAL_S} s after the last one (or once it was used)`, async () => {
    expect(RESEND_INTERVAL_S).toBe(CODE_LIFETIME_S);
    await auth({ phone: ANNA_PHONE, resetPassword: '1' });
    app.advance((RESEND_INTERVAL_S - 1) * 1000);
    expect((await auth({ phone: ANNA_PHONE, resetPassword: '1' })).status).toBe(200);
    expect(resetCodes()).toBe(1);
    app.advance(1000);
    await auth({ phone: ANNA_PHONE, resetPassword: '1' });
    expect(resetCodes()).toBe(2);
    const latest = app.db
      .prepare("SELECT created_at FROM auth_codes WHERE purpose = 'reset' ORDER BY id DESC")
      .get();
    expect(latest?.created_at).toBe(NOW_S + RESEND_INTERVAL_S);
  });

  it(`one client gets at most ${CLIENT_MAX_CODES} codes sent; another client is not affected`, async () => {
    const phones = Array.from({ length: CLIENT_MAX_CODES + 3 }, (_, i) => `37529${8000000 + i}`);
    const answers = await Promise.all(phones.map((phone) => auth({ phone }, '127.0.0.7')));
    expect(statuses(answers)).toEqual({ 200: CLIENT_MAX_CODES, 429: 3 });
    expect(count("SELECT count(*) AS n FROM auth_codes WHERE phone LIKE '375298%'")).toBe(CLIENT_MAX_CODES);
    expect((await auth({ phone: '375298999999' }, '127.0.0.8')).status).toBe(200);
  });
});

describe('subscribing (point 7)', { timeout: 30_000 }, () => {
  const subscribe = (token: string) =>
    app.call('POST', '/api/v3/users/me/subscribes', {
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ plan_id: 2 }),
    });

  it('20 at once for one plan make one payment order', async () => {
    const token = await signIn(app, ANNA_PHONE, 'demo-pass');
    const answers = await Promise.all(Array.from({ length: 20 }, () => subscribe(token)));
    expect(answers.every((a) => a.status < 300)).toBe(true);
    const ids = new Set(answers.map((a) => a.json<{ order_id: number }>().order_id));
    expect(ids.size).toBe(1);
    expect(count('SELECT count(*) AS n FROM subscription_orders WHERE user_id = 1 AND plan_id = 2')).toBe(1);
  });

  it('prolonging twice at once makes one payment order', async () => {
    const token = await signIn(app, ANNA_PHONE, 'demo-pass');
    const prolong = () =>
      app.call('PUT', '/api/v3/users/me/subscribes/1', {
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'prolong' }),
      });
    const answers = await Promise.all([prolong(), prolong(), prolong()]);
    expect(new Set(answers.map((a) => a.json<{ order_id: number }>().order_id)).size).toBe(1);
  });

  it('paying a second order for a plan extends the subscription instead of starting a parallel one', async () => {
    const token = await signIn(app, ANNA_PHONE, 'demo-pass');
    const { applySubscriptionPayment } = await import('../api/subscribes.ts');
    const first = (await subscribe(token)).json<{ order_id: number }>().order_id;
    // A second pending order for the same plan, as bursts left them before this fix.
    const second = first + 1000;
    app.db
      .prepare(
        `INSERT INTO orders (id, user_id, brand, code, kind, status, type, currency, event_at, created_at,
         expired_at, amount, total_amount) SELECT ?, user_id, brand, code || '-2', kind, status, type, currency,
         event_at, created_at, expired_at, amount, total_amount FROM orders WHERE id = ?`,
      )
      .run(second, first);
    app.db
      .prepare('INSERT INTO subscription_orders (order_id, user_id, plan_id) VALUES (?, 1, 2)')
      .run(second);
    const a = applySubscriptionPayment(app.db, first, NOW_S);
    const b = applySubscriptionPayment(app.db, second, NOW_S);
    expect(b).toBe(a);
    expect(count('SELECT count(*) AS n FROM user_subscriptions WHERE user_id = 1 AND plan_id = 2')).toBe(1);
    expect(app.db.prepare('SELECT end_at FROM user_subscriptions WHERE id = ?').get(a ?? 0)?.end_at).toBe(
      NOW_S + 60 * 86_400,
    );
  });
});

describe('the virtual card (point 8)', { timeout: 30_000 }, () => {
  it('20 requests at once with slow bodies store one code, and every answer is that code', async () => {
    const token = await signIn(app, ANNA_PHONE, 'demo-pass');
    const headers = { ...bearer(token), 'content-type': 'application/json' };
    expect((await app.call('DELETE', '/api/v2/users/me/cardcode', { headers })).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.call('POST', '/api/v2/users/me/cardcode', { headers, body: '{}', slowBodyMs: 150 }),
      ),
    );
    const stored = app.db.prepare('SELECT card_code FROM users WHERE id = 1').get()?.card_code;
    expect(stored).toMatch(/^7700\d{12}$/);
    // One created it; the ones that read the customer before it was stored answer that code; any that
    // arrived after (a slow machine) are told it exists, as a second request in a row always was.
    const late = answers.filter((a) => a.status === 422);
    for (const a of late)
      expect(a.json()).toMatchObject({ errors: { code: [textIn('ru', 'cards.codeExists')] } });
    const raced = answers.filter((a) => a.status !== 422);
    expect(raced.map((a) => a.status).every((s) => s === 200 || s === 201)).toBe(true);
    expect(statuses(answers)[201]).toBe(1);
    expect(new Set(raced.map((a) => a.json<{ code: string }>().code))).toEqual(new Set([stored]));
  });
});
