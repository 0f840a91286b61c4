// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_LIFETIME_S, LOCAL_CODE } from '../auth/codes.ts';
import { bearer, form, recordingLogger, startApp, type TestApp } from '../test-support.ts';

const log = recordingLogger();
let app: TestApp;
beforeAll(async () => {
  app = await startApp({ log });
});
afterAll(() => app.close());

const post = (path: string, fields: Record<string, string>, host = 'localhost') =>
  app.call('POST', path, form({ country: 'BY', formToken: 'local-ok', ...fields }, { host }));
const auth = (fields: Record<string, string>, host = 'localhost') => post('/api/v3/auth', fields, host);
const withCode = (phone: string, password: string, extra: Record<string, string> = {}) =>
  auth({ phone, sms_code: LOCAL_CODE, password, password_confirm: password, ...extra });

const STEP = { newUser: false, static: false, resetPassword: false, smsSend: false };

describe('new customer: code 1111 + password + confirmation', () => {
  const phone = '+375 29 555-55-55';

  it('refuses a short password, a mismatch and a wrong code with 422 and field errors', async () => {
    expect((await auth({ phone })).json()).toMatchObject({ newUser: true, smsSend: true });
    const short = await withCode(phone, '12345');
    expect(short.status).toBe(422);
    expect(short.json()).toMatchObject({ errors: { password: [expect.any(String)] } });
    const mismatch = await auth({
      phone,
      sms_code: '1111',
      password: 'secret1',
      password_confirm: 'secret2',
    });
    expect(mismatch.json()).toMatchObject({ errors: { password_confirm: [expect.any(String)] } });
    const wrong = await auth({ phone, sms_code: '2222', password: 'secret1', password_confirm: 'secret1' });
    expect(wrong.status).toBe(422);
    expect(wrong.json()).toMatchObject({
      error: 'Неверный код или пароль',
      errors: { sms_code: [expect.any(String)] },
    });
    expect(app.db.prepare("SELECT id FROM users WHERE phone = '375295555555'").get()).toBeUndefined();
  });

  it('creates the account, signs in, and the code cannot be used twice', async () => {
    const res = await withCode(phone, 'secret1');
    expect(res.status).toBe(200);
    const body = res.json<{ token: string }>();
    expect(body).toMatchObject({
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      user: { phone: '375295555555' },
    });
    expect((await app.get('/api/v2/users/me', bearer(body.token))).status).toBe(200);
    const row = app.db.prepare("SELECT country, password_hash FROM users WHERE phone = '375295555555'").get();
    expect(row?.country).toBe('BY');
    expect(String(row?.password_hash)).toMatch(/^scrypt\$/);
    expect(String(row?.password_hash)).not.toContain('secret1');
    // Now an existing customer: the password step, and the same code is spent.
    expect((await auth({ phone })).json()).toEqual({ ...STEP, notifyType: 'sms' });
    expect((await auth({ phone, password: 'secret1' })).status).toBe(200);
    expect((await withCode(phone, 'other-pass', { resetPassword: '1' })).status).toBe(422);
  });

  it('refuses a code older than 180 s', async () => {
    const late = '+375 29 666-66-66';
    await auth({ phone: late });
    app.advance(CODE_LIFETIME_S * 1000);
    const res = await withCode(late, 'secret1');
    expect(res.status).toBe(422);
    expect(res.json()).toMatchObject({ errors: { sms_code: [expect.stringContaining('истёк')] } });
    // A fresh code (resend) works.
    await auth({ phone: late });
    app.advance((CODE_LIFETIME_S - 1) * 1000);
    expect((await withCode(late, 'secret1')).status).toBe(200);
  });
});

describe('forgot password (resetPassword=1)', () => {
  it('sends a reset code, sets the new password, ends other sessions', async () => {
    const phone = '+375 29 111-11-11';
    const old = (await auth({ phone, password: 'demo-pass' })).json<{ token: string }>().token;
    const sent = await auth({ phone, resetPassword: '1' });
    expect(sent.json()).toEqual({ ...STEP, resetPassword: true, smsSend: true, notifyType: 'sms' });
    expect(log.lines.some((l) => l.includes('reset code 1111') && l.includes('+375291111111'))).toBe(true);
    const oldT = String(
      app.db.prepare("SELECT download_token FROM users WHERE phone = '375291111111'").get()?.download_token,
    );
    expect((await app.get(`/api/v2/users/me/orders/1001/download?t=${oldT}`)).status).toBe(200);
    const res = await withCode(phone, 'new-pass', { resetPassword: '1' });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ user: { username: 'Анна Иванова' } });
    expect((await app.get('/api/v2/users/me', bearer(old))).status).toBe(401);
    // Document links handed out before (the download token `t`) stop working too; the new one works.
    expect((await app.get(`/api/v2/users/me/orders/1001/download?t=${oldT}`)).status).toBe(401);
    const token = res.json<{ token: string }>().token;
    const newT = (await app.get('/api/v2/users/me', bearer(token))).json<{ downloadToken: string }>()
      .downloadToken;
    expect(newT).toMatch(/^[0-9a-f]{64}$/);
    expect(newT).not.toBe(oldT);
    expect((await app.get(`/api/v2/users/me/orders/1001/download?t=${newT}`)).status).toBe(200);
    expect((await auth({ phone, password: 'demo-pass' })).status).toBe(422);
    expect((await auth({ phone, password: 'new-pass' })).status).toBe(200);
    // Put the demo password back for the other tests.
    await auth({ phone, resetPassword: '1' });
    expect((await withCode(phone, 'demo-pass', { resetPassword: '1' })).status).toBe(200);
  });

  it('answers static and banned accounts as on the first step', async () => {
    expect((await auth({ phone: '+375 29 333-33-33', resetPassword: '1' })).json()).toMatchObject({
      static: true,
    });
    expect((await auth({ phone: '+375 29 444-44-44', resetPassword: '1' })).status).toBe(403);
  });
});

describe('foreign new customer: e-mail, code by e-mail, password', () => {
  const phone = '+48 600 000 000';

  it('needs a valid e-mail on v3', async () => {
    for (const email of [undefined, 'jan@']) {
      const res = await auth({ phone, country: 'PL', ...(email ? { email } : {}) });
      expect(res.status).toBe(422);
      expect(res.json()).toMatchObject({ errors: { email: [expect.any(String)] } });
    }
  });

  it('creates the account with the e-mail the code went to', async () => {
    const sent = await auth({ phone, country: 'PL', email: 'jan@example.com' });
    expect(sent.json()).toMatchObject({ notifyType: 'email', maskEmail: 'j***@example.com' });
    const res = await withCode(phone, 'secret1', { country: 'PL', email: 'jan@example.com' });
    expect(res.status).toBe(200);
    const row = app.db.prepare("SELECT country, email FROM users WHERE phone = '48600000000'").get();
    expect(row).toEqual({ country: 'PL', email: 'jan@example.com' });
  });

  it('stores the country the number was typed for in capitals, or ZZ when none was given', async () => {
    for (const [number, country, stored] of [
      ['+48 600 333 333', 'pl', 'PL'],
      ['+48 600 444 444', '', 'ZZ'],
    ] as const) {
      const email = { country, email: 'jan@example.com' };
      expect((await auth({ phone: number, ...email })).status, country).toBe(200);
      expect((await withCode(number, 'secret1', email)).status, country).toBe(200);
      const row = app.db.prepare('SELECT country FROM users WHERE phone = ?').get(number.replace(/\D/g, ''));
      expect(row, country).toEqual({ country: stored });
    }
  });

  it('on the Georgian host a foreign number gets an SMS code', async () => {
    const res = await auth({ phone: '+48 600 111 111', country: 'PL' }, 'ge.localhost');
    expect(res.json()).toMatchObject({ newUser: true, notifyType: 'sms' });
  });
});

describe('POST /api/v2/auth (older)', () => {
  const v2 = (fields: Record<string, string>) => post('/api/v2/auth', fields);

  it('has the same core behaviour, without the e-mail step', async () => {
    expect((await v2({ phone: '+375 29 111-11-11' })).json()).toEqual({ ...STEP, notifyType: 'sms' });
    expect((await v2({ phone: '+375 29 111-11-11', password: 'demo-pass' })).json()).toHaveProperty('token');
    expect((await v2({ phone: '+375 29 333-33-33' })).json()).toMatchObject({ static: true });
    expect((await v2({ phone: '+375 29 444-44-44' })).status).toBe(403);
    expect((await v2({ phone: '+48 600 222 222', country: 'PL' })).json()).toMatchObject({
      newUser: true,
      notifyType: 'sms',
    });
    const created = await v2({
      phone: '+48 600 222 222',
      country: 'PL',
      sms_code: '1111',
      password: 'secret1',
      password_confirm: 'secret1',
    });
    expect(created.json()).toHaveProperty('token');
  });

  it('refuses JSON and a missing phone', async () => {
    const json = await app.call('POST', '/api/v2/auth', {
      body: '{"phone":"375291111111"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(415);
    expect((await v2({})).status).toBe(422);
  });
});
