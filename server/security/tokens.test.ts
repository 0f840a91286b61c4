// @vitest-environment node
// Secrets stay out of logs, error answers and URLs: a password sign-in, a code sign-in, authenticated
// calls, failing calls and document opens are made with a recording logger, then every log line and
// every answer is searched for the bearer token, the password, the download token and the SMS code's
// new password. Only the sign-in answer itself carries the token (spec §7), and only `t` carries the
// download token in a URL (spec §6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, form, recordingLogger, startApp, type TestApp } from '../test-support.ts';
import { ANNA_ID, downloadTokenOf, tokenFor } from './endpoints.ts';

const log = recordingLogger();
let app: TestApp;
const answers: Answer[] = [];
const PASSWORD = 'demo-pass';
const NEW_PASSWORD = 'brand-new-secret-77';
let token = '';
let newToken = '';
let downloadToken = '';

const keep = (res: Answer) => {
  answers.push(res);
  return res;
};

beforeAll(async () => {
  app = await startApp({ log });
  downloadToken = downloadTokenOf(app.db, ANNA_ID);
  const signIn = await app.call(
    'POST',
    '/api/v3/auth',
    form({ phone: '+375291111111', password: PASSWORD, country: 'BY', formToken: 'human-ok' }),
  );
  expect(signIn.status).toBe(200);
  token = signIn.json<{ token: string }>().token;
  const auth = { authorization: `Bearer ${token}` };
  keep(await app.get('/api/v2/users/me', auth));
  keep(await app.get('/api/v3/users/me/orders?type=actual&page=1', auth));
  keep(
    await app.call('PUT', '/api/v2/users/me/profile', {
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{"email":',
    }),
  );
  keep(await app.get('/api/v3/users/me/orders/999999', auth));
  keep(await app.get('/api/v2/users/me', { authorization: `Bearer ${token.slice(0, -2)}ff` }));
  keep(await app.get('/api/v2/users/me', { authorization: `Bearer ${PASSWORD}` }));
  keep(await app.get(`/api/v2/users/me/orders/1001/download?t=${downloadToken}`));
  keep(await app.get(`/api/v2/users/me/orders/999999/download?t=${downloadToken}`));
  keep(await app.get(`/api/v2/users/me/orders/1001/download?t=${downloadToken}x`));
  // A wrong password, then the reset flow: a code and a new password.
  keep(
    await app.call(
      'POST',
      '/api/v3/auth',
      form({ phone: '+375291111111', password: NEW_PASSWORD, country: 'BY', formToken: 'x' }),
    ),
  );
  keep(
    await app.call(
      'POST',
      '/api/v3/auth',
      form({ phone: '+375291111111', resetPassword: '1', country: 'BY', formToken: 'x' }),
    ),
  );
  const reset = await app.call(
    'POST',
    '/api/v3/auth',
    form({
      phone: '+375291111111',
      resetPassword: '1',
      sms_code: '1111',
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
      country: 'BY',
      formToken: 'x',
    }),
  );
  expect(reset.status, reset.text).toBe(200);
  newToken = reset.json<{ token: string }>().token;
});
afterAll(() => app.close());

describe('secrets', () => {
  it('were really used (the test can fail)', () => {
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(newToken).toMatch(/^[0-9a-f]{64}$/);
    expect(downloadToken.length).toBeGreaterThan(8);
    expect(log.lines.some((l) => l.includes('GET /api/v2/users/me 200'))).toBe(true);
    expect(log.lines.some((l) => l.includes('/download 200'))).toBe(true);
  });

  it('never reach the log: no token, password, download token or authorization header', () => {
    const logged = log.lines.join('\n');
    for (const secret of [token, newToken, PASSWORD, NEW_PASSWORD, downloadToken])
      expect(logged).not.toContain(secret);
    expect(logged.toLowerCase()).not.toContain('authorization');
    expect(logged.toLowerCase()).not.toContain('bearer');
    // One line per API request: method, path without the query, status, time.
    for (const line of log.lines.filter((l) => l.startsWith('GET ') || l.startsWith('POST ')))
      expect(line).toMatch(/^(GET|POST|PUT|DELETE) \/api\/\S+ \d{3} \d+ ms$/);
  });

  it('never come back in an answer other than the sign-in itself', () => {
    expect(answers.length).toBeGreaterThan(8);
    for (const res of answers) {
      const text = res.headers['content-type']?.startsWith('application/pdf') ? '' : res.text;
      for (const secret of [token, newToken, PASSWORD, NEW_PASSWORD]) expect(text).not.toContain(secret);
      expect(JSON.stringify(res.headers)).not.toContain(token);
      expect(JSON.stringify(res.headers)).not.toContain(downloadToken);
    }
    // The profile carries the download token by design (spec §6); error answers do not echo it.
    for (const res of answers.filter((r) => r.status >= 400)) expect(res.text).not.toContain(downloadToken);
  });

  it('a 500 is logged with method and path only', async () => {
    const before = log.lines.length;
    const broken = await startApp({ log });
    const secret = tokenFor(broken.db, ANNA_ID);
    const t = downloadTokenOf(broken.db, ANNA_ID);
    broken.db.exec('DROP TABLE user_videos');
    const res = await broken.get(`/api/v3/users/me/videos?t=${t}`, { authorization: `Bearer ${secret}` });
    await broken.close();
    expect(res.status).toBe(500);
    expect(res.text).not.toContain(secret);
    const logged = log.lines.slice(before).join('\n');
    expect(logged).toContain('GET /api/v3/users/me/videos failed');
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain(t);
  });
});
