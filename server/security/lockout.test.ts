// @vitest-environment node
// Nobody is locked out by a stranger: a stranger's wrong passwords for Anna's phone
// slow the stranger down, cost Anna's own devices nothing (or a short backoff on a new one), and never
// block the SMS reset. Guessing from many addresses: server/auth/rate-limit.test.ts.
// Clients are distinct loopback addresses (127.0.x.y), as the server sees them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAIR_FREE, PHONE_FREE, PHONE_MAX_S, WINDOW_S } from '../auth/rate-limit.ts';
import { form, startApp, type TestApp } from '../test-support.ts';

let app: TestApp;
beforeEach(async () => {
  app = await startApp();
});
afterEach(() => app.close());

const ANNA = '375291111111';
const STRANGER = '127.0.0.7';
const ANNAS_PHONE = '127.0.0.8';

const auth = (fields: Record<string, string>, from: string) =>
  app.call('POST', '/api/v3/auth', { ...form({ country: 'BY', formToken: 'human-ok', ...fields }), from });

/** `count` wrong passwords for Anna at once, from `from` or each from an address of its own. */
const guess = (count: number, from?: string) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      auth({ phone: ANNA, password: `guess-${i}` }, from ?? `127.0.1.${i + 1}`),
    ),
  );

describe('a stranger guessing Anna’s password', { timeout: 60_000 }, () => {
  it('costs Anna’s own (known) device nothing, from one address or many', async () => {
    expect((await auth({ phone: ANNA, password: 'demo-pass' }, ANNAS_PHONE)).status).toBe(200);
    await guess(PAIR_FREE * 3, STRANGER);
    expect((await auth({ phone: ANNA, password: 'guess-more' }, STRANGER)).status).toBe(429);
    expect((await auth({ phone: ANNA, password: 'demo-pass' }, ANNAS_PHONE)).status).toBe(200);
    await guess(PHONE_FREE * 3);
    expect((await auth({ phone: ANNA, password: 'demo-pass' }, ANNAS_PHONE)).status).toBe(200);
  });

  it('costs a device Anna never used at most a short backoff, never a 15-minute wall', async () => {
    await guess(PHONE_FREE * 3);
    const waited = await auth({ phone: ANNA, password: 'demo-pass' }, ANNAS_PHONE);
    expect(waited.status).toBe(429);
    const retryAfter = Number(waited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(PHONE_MAX_S);
    app.advance(retryAfter * 1000);
    expect((await auth({ phone: ANNA, password: 'demo-pass' }, ANNAS_PHONE)).status).toBe(200);
  });

  it('never blocks the SMS reset: "forgot password", the code and a new password still work', async () => {
    await guess(PAIR_FREE * 3, STRANGER);
    await guess(PHONE_FREE * 3);
    const reset = await auth({ phone: ANNA, resetPassword: '1' }, ANNAS_PHONE);
    expect(reset.json()).toMatchObject({ resetPassword: true, smsSend: true });
    const done = await auth(
      { phone: ANNA, sms_code: '1111', password: 'new-pass-1', password_confirm: 'new-pass-1' },
      ANNAS_PHONE,
    );
    expect(done.status).toBe(200);
    expect(done.json()).toHaveProperty('token');
  });

  it('the stranger’s own client waits longer and longer; after the window it starts over', async () => {
    for (const answer of await guess(PAIR_FREE, STRANGER)) expect(answer.status).toBe(422);
    const first = await auth({ phone: ANNA, password: 'x' }, STRANGER);
    app.advance(Number(first.headers['retry-after']) * 1000);
    expect((await auth({ phone: ANNA, password: 'y' }, STRANGER)).status).toBe(422);
    const second = await auth({ phone: ANNA, password: 'z' }, STRANGER);
    expect(Number(second.headers['retry-after'])).toBe(2 * Number(first.headers['retry-after']));
    app.advance(WINDOW_S * 1000);
    expect((await auth({ phone: ANNA, password: 'w' }, STRANGER)).status).toBe(422);
  });
});
