// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeToken } from '../auth/tokens.ts';
import { bearer, NOW_S, signIn, startApp, type TestApp } from '../test-support.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

describe('GET /api/v2/users/me', () => {
  it("answers Anna's profile to her token from /api/v3/auth", async () => {
    const token = await signIn(app, '+375 29 111-11-11', 'demo-pass');
    const res = await app.get('/api/v2/users/me', bearer(token));
    expect(res.status).toBe(200);
    const me = res.json();
    expect(me).toEqual({
      id: 1,
      email: 'anna@example.com',
      phone: '375291111111',
      balance: 1250,
      hasSubscribe: 1,
      downloadToken: expect.stringMatching(/^[0-9a-f]{32}$/),
      cardCode: '7700123456789012',
      first_name: 'Анна',
      last_name: 'Иванова',
      middle_name: 'Сергеевна',
      gender: 0,
      city_id: 1,
      dob: '1990-05-14',
      sms_subscribe: 1,
      email_subscribe: 0,
      avatar: '/demo/avatars/anna.svg',
      socials: [],
    });
  });

  it("answers Nino's profile on the Georgian host", async () => {
    const token = await signIn(app, '+995 555 12 34 56', 'demo-pass', 'ge.localhost');
    const me = (await app.get('/api/v2/users/me', { ...bearer(token), host: 'ge.localhost' })).json();
    expect(me).toMatchObject({
      id: 4,
      phone: '995555123456',
      balance: 300,
      hasSubscribe: 0,
      city_id: 7,
      cardCode: null,
    });
  });

  it('answers 401 without a token, with an unknown one, and with a revoked one', async () => {
    const token = await signIn(app, '375291111111', 'demo-pass');
    revokeToken(app.db, token, NOW_S);
    const cases: Record<string, string>[] = [
      {},
      bearer('0'.repeat(64)),
      bearer('not-a-token'),
      { authorization: 'Basic YW5uYTpkZW1vLXBhc3M=' },
      bearer(token),
    ];
    for (const headers of cases) {
      const res = await app.get('/api/v2/users/me', headers);
      expect(res.status).toBe(401);
      expect(res.json()).toMatchObject({ message: 'Unauthenticated.' });
    }
  });
});
