// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_LIFETIME_S, LOCAL_CODE } from '../auth/codes.ts';
import { PAIR_BASE_S, PAIR_FREE, WINDOW_S } from '../auth/rate-limit.ts';
import { textIn } from '../i18n/messages.ts';
import { bearer, form, NOW_S, recordingLogger, startApp, type TestApp } from '../test-support.ts';

const log = recordingLogger();
let app: TestApp;
beforeAll(async () => {
  app = await startApp({ log });
});
afterAll(() => app.close());

const auth = (fields: Record<string, string>, host = 'localhost') =>
  app.call('POST', '/api/v3/auth', form({ country: 'BY', formToken: 'local-ok', ...fields }, { host }));

const STEP = { newUser: false, static: false, resetPassword: false, smsSend: false };

describe('POST /api/v3/auth, existing customer', () => {
  it('asks for the password when only the phone is sent', async () => {
    const res = await auth({ phone: '+375 29 111-11-11' });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ ...STEP, notifyType: 'sms' });
  });

  it('signs in with the right password and gives a working token', async () => {
    const res = await auth({ phone: '+375 (29) 111-11-11', password: 'demo-pass' });
    expect(res.status).toBe(200);
    const body = res.json<{ token: string }>();
    expect(body).toEqual({
      ...STEP,
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      user: { avatar: '/demo/avatars/anna.svg', phone: '375291111111', username: 'Анна Иванова' },
    });
    expect((await app.get('/api/v2/users/me', bearer(body.token))).status).toBe(200);
    expect(log.lines.join('\n')).not.toContain(body.token);
  });

  it('accepts a local number with the country', async () => {
    expect((await auth({ phone: '29 111 11 11', password: 'demo-pass' })).status).toBe(200);
    const nino = await auth({ phone: '555 12 34 56', country: 'GE', password: 'demo-pass' }, 'ge.localhost');
    expect(nino.json()).toMatchObject({ user: { username: 'Nino Beridze', phone: '995555123456' } });
  });

  it('refuses a wrong password with 422 and the dialog text', async () => {
    const res = await auth({ phone: '375291111111', password: 'wrong-pass' });
    expect(res.status).toBe(422);
    expect(res.json()).toMatchObject({
      error: 'Неверный код или пароль',
      message: 'Неверный код или пароль',
    });
    expect(res.json()).not.toHaveProperty('token');
  });

  it('answers static for the static-password account, password or not', async () => {
    const attempts: Record<string, string>[] = [
      { phone: '+375 29 333-33-33' },
      { phone: '+375 29 333-33-33', password: 'demo-pass' },
    ];
    for (const fields of attempts) {
      const res = await auth(fields);
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ ...STEP, static: true });
    }
  });

  it('refuses the banned account with 403 and the ban text, even with its password', async () => {
    const attempts: Record<string, string>[] = [
      { phone: '+375 29 444-44-44' },
      { phone: '+375 29 444-44-44', password: 'demo-pass' },
    ];
    for (const fields of attempts) {
      const res = await auth(fields);
      expect(res.status).toBe(403);
      expect(res.json()).toMatchObject({ error: 'Ваш аккаунт заблокирован' });
    }
  });
});

describe('POST /api/v3/auth, new customer', () => {
  it('sends an SMS code (1111, logged, valid 180 s)', async () => {
    const res = await auth({ phone: '+375 29 222-22-22' });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ ...STEP, newUser: true, smsSend: true, notifyType: 'sms' });
    const code = app.db.prepare("SELECT * FROM auth_codes WHERE phone = '375292222222'").get();
    expect(code).toMatchObject({ code: LOCAL_CODE, channel: 'sms', purpose: 'register', created_at: NOW_S });
    expect(code?.expires_at).toBe(NOW_S + CODE_LIFETIME_S);
    expect(log.lines.some((l) => l.includes('1111') && l.includes('+375292222222'))).toBe(true);
    expect(app.db.prepare("SELECT id FROM users WHERE phone = '375292222222'").get()).toBeUndefined();
  });

  it('sends the code by e-mail to a foreign customer who gave one', async () => {
    const res = await auth({ phone: '+48 600 000 000', country: 'PL', email: 'jan@example.com' });
    expect(res.json()).toEqual({
      ...STEP,
      newUser: true,
      smsSend: true,
      notifyType: 'email',
      maskEmail: 'j***@example.com',
    });
    expect(log.lines.some((l) => l.includes('1111') && l.includes('jan@example.com'))).toBe(true);
  });
});

describe('POST /api/v3/auth, bad requests', () => {
  it('refuses a JSON body with 415 and an error text', async () => {
    const res = await app.call('POST', '/api/v3/auth', {
      body: JSON.stringify({ phone: '375291111111', formToken: 'x' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(415);
    expect(res.json()).toMatchObject({ error: expect.stringContaining('application/x-www-form-urlencoded') });
  });

  it('refuses a missing or invalid phone and a missing formToken with 422', async () => {
    const noPhone = await app.call('POST', '/api/v3/auth', form({ formToken: 'x' }));
    expect(noPhone.status).toBe(422);
    expect(noPhone.json()).toMatchObject({ error: 'Неверный номер', errors: { phone: ['Неверный номер'] } });
    const badPhone = await app.call('POST', '/api/v3/auth', form({ phone: 'call me', formToken: 'x' }));
    expect(badPhone.json()).toMatchObject({ error: 'Неверный номер' });
    const noToken = await app.call(
      'POST',
      '/api/v3/auth',
      form({ phone: '375291111111', password: 'demo-pass' }),
    );
    expect(noToken.status).toBe(422);
    expect(noToken.json()).toMatchObject({
      error: expect.any(String),
      errors: { formToken: [expect.any(String)] },
    });
    expect(noToken.json()).not.toHaveProperty('token');
  });
});

describe('POST /api/v3/auth, rate limit', () => {
  it(`makes a client wait after ${PAIR_FREE} wrong passwords, longer after each one more`, async () => {
    const phone = '+995 555 12 34 56';
    for (let i = 0; i < PAIR_FREE; i += 1) {
      expect((await auth({ phone, password: `wrong-${i}` }, 'ge.localhost')).status).toBe(422);
      app.advance(10_000);
    }
    const wait = PAIR_BASE_S - 10;
    const locked = await auth({ phone, password: 'demo-pass' }, 'ge.localhost');
    expect(locked.status).toBe(429);
    // The Georgian host answers in Georgian (its default language).
    expect(locked.json()).toMatchObject({ error: textIn('ge', 'auth.tooManyAttempts', { minutes: 1 }) });
    expect(locked.headers['retry-after']).toBe(String(wait));
    // Other phones are not affected.
    expect((await auth({ phone: '375291111111', password: 'demo-pass' })).status).toBe(200);
    // After the wait one more try; wrong again, the next wait is twice as long.
    app.advance(wait * 1000);
    expect((await auth({ phone, password: 'wrong-again' }, 'ge.localhost')).status).toBe(422);
    expect((await auth({ phone, password: 'demo-pass' }, 'ge.localhost')).headers['retry-after']).toBe(
      String(2 * PAIR_BASE_S),
    );
    app.advance(2 * PAIR_BASE_S * 1000);
    expect((await auth({ phone, password: 'demo-pass' }, 'ge.localhost')).status).toBe(200);
    // A success clears the count: one more wrong password is a plain 422.
    expect((await auth({ phone, password: 'wrong' }, 'ge.localhost')).status).toBe(422);
    app.advance(WINDOW_S * 1000);
  });
});

describe('POST /api/v3/auth/fields', () => {
  const fields = async (phone: string, host = 'localhost') => {
    const res = await app.call('POST', '/api/v3/auth/fields', form({ phone }, { host }));
    expect(res.status).toBe(200);
    return res.json<{ fields: string[] }>().fields;
  };

  it('asks a new foreign customer for an e-mail', async () => {
    expect(await fields('+48 600 000 000')).toEqual(['email']);
  });

  it('asks nothing more for Belarusian, Georgian and known numbers, nor on the Georgian host', async () => {
    expect(await fields('+375 29 222-22-22')).toEqual([]);
    expect(await fields('+375 29 111-11-11')).toEqual([]);
    expect(await fields('+995 555 00 00 00')).toEqual([]);
    expect(await fields('+48 600 000 000', 'ge.localhost')).toEqual([]);
  });

  it('refuses a missing phone (422) and JSON (415)', async () => {
    expect((await app.call('POST', '/api/v3/auth/fields', form({}))).status).toBe(422);
    const json = await app.call('POST', '/api/v3/auth/fields', {
      body: '{"phone":"48600000000"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(415);
  });
});
