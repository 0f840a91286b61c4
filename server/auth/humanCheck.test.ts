// @vitest-environment node
// The sign-in's token checked at a provider's verify URL, as reCAPTCHA, hCaptcha and Turnstile have it
// done: a stand-in verify endpoint on loopback answers like they do; the sign-in passes only with a token
// it issued, once, for the login action; the provider out of reach is a 503, never a pass.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textIn } from '../i18n/messages.ts';
import { form, recordingLogger, startApp, type TestApp } from '../test-support.ts';
import { readHumanCheck } from './humanCheck.ts';

const SECRET = 'verify-secret-7f3a';

/** What the stand-in verify endpoint was asked, and what it answers per token. */
const asked: Record<string, string>[] = [];
const answers: Record<string, unknown> = {
  good: { success: true, action: 'login', score: 0.9, hostname: 'localhost' },
  turnstile: { success: true, 'error-codes': [] },
  bad: { success: false, 'error-codes': ['invalid-input-response'] },
  otherAction: { success: true, action: 'checkout', score: 0.9 },
  lowScore: { success: true, action: 'login', score: 0.1 },
  notJson: 'not json',
};
const used = new Set<string>();

const readBody = async (req: IncomingMessage): Promise<string> => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
};

let verifier: Server;
let verifyUrl: string;
let app: TestApp;
const log = recordingLogger();

beforeAll(async () => {
  verifier = createServer(async (req, res) => {
    const fields = Object.fromEntries(new URLSearchParams(await readBody(req)));
    asked.push(fields);
    const token = fields.response ?? '';
    let answer = answers[token] ?? { success: false, 'error-codes': ['invalid-input-response'] };
    if (fields.secret !== SECRET) answer = { success: false, 'error-codes': ['invalid-input-secret'] };
    else if (used.has(token)) answer = { success: false, 'error-codes': ['timeout-or-duplicate'] };
    used.add(token);
    if (token === 'down') {
      res.writeHead(502).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(typeof answer === 'string' ? answer : JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`;
  app = await startApp({
    log,
    humanCheck: readHumanCheck({ CAPTCHA_VERIFY_URL: verifyUrl, CAPTCHA_SECRET: SECRET }),
  });
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => verifier.close(resolve));
});

const signIn = (formToken: string) =>
  app.call(
    'POST',
    '/api/v3/auth',
    form({ phone: '375291111111', country: 'BY', formToken }, { 'accept-language': 'en' }),
  );

describe('the sign-in with a provider configured', () => {
  it('passes a token the provider vouches for, posting token, secret and the client address', async () => {
    const res = await signIn('good');
    expect(res.status).toBe(200);
    expect(asked.at(-1)).toEqual({ secret: SECRET, response: 'good', remoteip: '127.0.0.1' });
    // A provider without actions and scores (Turnstile, hCaptcha) passes on success alone.
    expect((await signIn('turnstile')).status).toBe(200);
  });

  it.each([
    ['the stand-in token', 'local-pass'],
    ['a token the provider refuses', 'bad'],
    ['a token already used', 'good'],
    ['a token for another action', 'otherAction'],
    ['a low score', 'lowScore'],
  ])('refuses %s with 422 on formToken', async (_what, token) => {
    const res = await signIn(token);
    expect(res.status).toBe(422);
    expect(res.json()).toMatchObject({
      error: textIn('en', 'auth.noFormToken'),
      errors: { formToken: [textIn('en', 'auth.noFormToken')] },
    });
  });

  it.each([
    ['the provider fails', 'down'],
    ['the provider answers no JSON', 'notJson'],
  ])('answers 503, try again, when %s: never a pass', async (_what, token) => {
    const res = await signIn(token);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ error: textIn('en', 'auth.humanCheckUnavailable') });
  });

  it('answers 503 and tells the operator when the provider refuses the secret; the secret is never logged', async () => {
    const wrong = await startApp({
      log,
      humanCheck: readHumanCheck({ CAPTCHA_VERIFY_URL: verifyUrl, CAPTCHA_SECRET: 'wrong' }),
    });
    try {
      const res = await wrong.call(
        'POST',
        '/api/v3/auth',
        form({ phone: '375291111111', country: 'BY', formToken: 'fresh' }),
      );
      expect(res.status).toBe(503);
    } finally {
      await wrong.close();
    }
    const lines = log.lines.join('\n');
    expect(lines).toContain('invalid-input-secret');
    expect(lines).not.toContain(SECRET);
    expect(lines).not.toContain('wrong');
  });

  it('answers 503 when the provider is out of reach', async () => {
    const gone = await startApp({
      humanCheck: readHumanCheck({
        CAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/siteverify',
        CAPTCHA_SECRET: 's',
      }),
    });
    try {
      const res = await gone.call('POST', '/api/v3/auth', form({ phone: '375291111111', formToken: 'x' }));
      expect(res.status).toBe(503);
    } finally {
      await gone.close();
    }
  });
});

describe('readHumanCheck', () => {
  it('is the local stand-in without settings, and says so', async () => {
    const setup = readHumanCheck({});
    expect(setup.summary).toContain('stand-in');
    expect(await setup.verify('by', 'local-pass', '127.0.0.1', log)).toBe('passed');
    expect(await setup.verify('by', '', '127.0.0.1', log)).toBe('refused');
  });

  it('takes per-brand settings over the common ones', async () => {
    const setup = readHumanCheck({
      CAPTCHA_VERIFY_URL: 'https://api.hcaptcha.com/siteverify',
      CAPTCHA_SECRET: 'all',
      CAPTCHA_VERIFY_URL_GE: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    });
    expect(setup.summary).toBe('verified by api.hcaptcha.com, challenges.cloudflare.com');
  });

  it.each([
    [{ CAPTCHA_SECRET: 's' }, 'human check: CAPTCHA_VERIFY_URL is missing'],
    [{ CAPTCHA_VERIFY_URL: 'https://v.example/siteverify' }, 'human check: CAPTCHA_SECRET is missing'],
    [
      { CAPTCHA_VERIFY_URL_BY: 'https://v.example/siteverify', CAPTCHA_SECRET_BY: 's' },
      'CAPTCHA_VERIFY_URL_GE, CAPTCHA_VERIFY_URL_ARENA (or CAPTCHA_VERIFY_URL) missing; CAPTCHA_SECRET_GE, CAPTCHA_SECRET_ARENA (or CAPTCHA_SECRET) missing',
    ],
    [
      { CAPTCHA_VERIFY_URL: 'http://v.example/siteverify', CAPTCHA_SECRET: 's' },
      'CAPTCHA_VERIFY_URL is not an https URL for BY, GE, ARENA',
    ],
  ])('stops the start on settings given in part or wrong: %j', (env, line) => {
    expect(() => readHumanCheck(env)).toThrow(line);
  });
});
