// @vitest-environment node
// The request pipeline end to end: errors as JSON, limits, content types, CORS, security headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textIn } from '../i18n/messages.ts';
import { form, recordingLogger, startApp, type TestApp } from '../test-support.ts';
import { readJson } from './body.ts';
import { allowedOrigin } from './cors.ts';
import { ok } from './reply.ts';

const SECRET = 'a'.repeat(64);
const log = recordingLogger();
let app: TestApp;

beforeAll(async () => {
  app = await startApp({
    log,
    extend: (router) => {
      router.get('/api/test/boom', () => {
        throw new Error('kaboom');
      });
      router.get('/api/test/async-boom', async () => {
        await Promise.resolve();
        throw new TypeError('async kaboom');
      });
      router.post('/api/test/echo', async (ctx) => ok({ got: await readJson(ctx.req) }));
    },
  });
});
afterAll(() => app.close());

describe('a handler that throws', () => {
  it('becomes a 500 JSON error, and the server keeps serving', async () => {
    for (const path of ['/api/test/boom?t=secret-download-token', '/api/test/async-boom']) {
      const res = await app.call('GET', path, { headers: { authorization: `Bearer ${SECRET}` } });
      expect(res.status).toBe(500);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        message: textIn('ru', 'http.serverError'),
        errors: [textIn('ru', 'http.serverErrorDetail')],
      });
    }
    expect((await app.get('/api/v3/pages/layout')).status).toBe(200);
  });

  it('is logged with method and path, without the token or the query', () => {
    const logged = log.lines.join('\n');
    expect(logged).toContain('GET /api/test/boom failed');
    expect(logged).toContain('kaboom');
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toContain('secret-download-token');
    expect(logged.toLowerCase()).not.toContain('authorization');
  });
});

describe('a request the client gives up on', () => {
  it('is logged as aborted, in one line without a stack, not as a failure', async () => {
    const { request } = await import('node:http');
    await new Promise<void>((resolve) => {
      const req = request({
        host: '127.0.0.1',
        port: app.port,
        method: 'POST',
        path: '/api/test/echo',
        headers: { host: 'localhost', 'content-type': 'application/json', 'content-length': '100' },
      });
      req.on('error', () => resolve());
      req.write('{"a":');
      setTimeout(() => req.destroy(), 50);
    });
    await expect.poll(() => log.lines.some((l) => l.includes('POST /api/test/echo'))).toBe(true);
    const lines = log.lines.filter((l) => l.includes('POST /api/test/echo'));
    expect(lines).toEqual(['POST /api/test/echo aborted by the client']);
  });
});

describe('bodies', () => {
  it('echoes good JSON and refuses malformed JSON with 400', async () => {
    const good = await app.call('POST', '/api/test/echo', {
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(good.json()).toEqual({ got: { a: 1 } });
    const bad = await app.call('POST', '/api/test/echo', {
      body: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json()).toEqual({
      message: textIn('ru', 'http.badJson'),
      errors: [textIn('ru', 'http.badJson')],
    });
  });

  it('refuses a JSON endpoint called with another content type (415)', async () => {
    const res = await app.call('POST', '/api/test/echo', {
      body: 'a=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(res.json<{ message: string }>().message).toMatch(/application\/json/);
  });

  it('limits bodies to 64 kB (413), announced or streamed', async () => {
    const big = { phone: '375291111111', formToken: 'x', password: 'p'.repeat(70 * 1024) };
    const announced = await app.call('POST', '/api/v3/auth', form(big));
    expect(announced.status).toBe(413);
    expect(announced.json<{ message: string }>().message).toBe(
      textIn('ru', 'http.bodyTooLarge', { limit: 65536 }),
    );
    const streamed = await app.call('POST', '/api/test/echo', {
      body: JSON.stringify({ x: 'y'.repeat(80 * 1024) }),
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    });
    expect(streamed.status).toBe(413);
  });
});

describe('routing', () => {
  it('answers an unknown /api path with a 404 JSON error', async () => {
    for (const path of ['/api/v9/nothing', '/api', '/api/v3/pages/layout/extra']) {
      const res = await app.get(path);
      expect(res.status).toBe(404);
      expect(res.json()).toMatchObject({
        message: textIn('ru', 'http.notFound'),
        errors: [expect.stringContaining(path)],
      });
    }
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const res = await app.get('/api/v3/auth');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });

  it('sets the security headers on API answers and keeps them out of shared caches', async () => {
    const res = await app.get('/api/v3/pages/layout');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    // The documents' policies stay off JSON (deploy/hosting.ts NOT_ON_JSON).
    expect(res.headers['referrer-policy']).toBeUndefined();
    expect(res.headers['permissions-policy']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('CORS', () => {
  it('allows the cabinets of the brands the API serves: local on any port, production over https', () => {
    expect(allowedOrigin('http://localhost:5173', 'localhost:8080')).toBe('http://localhost:5173');
    expect(allowedOrigin('http://127.0.0.1:5173', 'localhost:8080')).toBe('http://127.0.0.1:5173');
    expect(allowedOrigin('http://arena.localhost:5173', 'arena.localhost:8080')).toBe(
      'http://arena.localhost:5173',
    );
    expect(allowedOrigin('https://bileti.ge', 'api.bileti.ge')).toBe('https://bileti.ge');
    expect(allowedOrigin('https://cabinet.kvitok.by', 'api.kvitok.by')).toBe('https://cabinet.kvitok.by');
    // Kvitok and Arena share their API.
    expect(allowedOrigin('https://arena.kvitok.by', 'api.kvitok.by')).toBe('https://arena.kvitok.by');
    expect(allowedOrigin('https://kvitok.by', 'kvitok.by')).toBe('https://kvitok.by');
    expect(allowedOrigin('https://x.example', 'x.example', { by: ['x.example'] })).toBe('https://x.example');
    expect(allowedOrigin('https://x.example', 'api.kvitok.by', { by: ['x.example'] })).toBe(
      'https://x.example',
    );
  });

  it.each([
    ['another brand, locally', 'http://arena.localhost:5173', 'localhost:8080'],
    ['another brand on its API host', 'https://bileti.ge', 'api.kvitok.by'],
    ['another brand on a brand host', 'https://cabinet.kvitok.by', 'bileti.ge'],
    ['the Georgian brand on an unknown host', 'https://bileti.ge', 'api.example'],
    ['plain http in production', 'http://bileti.ge', 'api.bileti.ge'],
    ['another site', 'https://evil.example', 'api.kvitok.by'],
    ['a look-alike', 'https://kvitok.by.evil.example', 'api.kvitok.by'],
    ['null', 'null', 'api.kvitok.by'],
    ['no origin', undefined, 'api.kvitok.by'],
  ])('refuses %s', (_, origin, host) => {
    expect(allowedOrigin(origin, host)).toBeNull();
  });

  it("answers preflights with 204 and allows only the host's own brand", async () => {
    const preflight = (origin: string, host: string) =>
      app.call('OPTIONS', '/api/v2/users/me', {
        headers: { origin, host, 'access-control-request-method': 'GET' },
      });
    const allowed = await preflight('http://arena.localhost:5173', 'arena.localhost:8080');
    expect(allowed.status).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://arena.localhost:5173');
    expect(allowed.headers['access-control-allow-headers']).toMatch(/Authorization/);
    for (const [origin, host] of [
      ['https://evil.example', 'localhost'],
      ['http://arena.localhost:8080', 'localhost:8080'],
      ['http://ge.localhost:8080', 'arena.localhost:8080'],
    ] as const) {
      const denied = await preflight(origin, host);
      expect(denied.status, origin).toBe(204);
      expect(denied.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it("marks answers to the brand's own origin only", async () => {
    const own = await app.get('/api/v3/pages/layout', { origin: 'https://bileti.ge', host: 'api.bileti.ge' });
    expect(own.headers['access-control-allow-origin']).toBe('https://bileti.ge');
    expect(own.headers.vary).toMatch(/Origin/);
    const other = await app.get('/api/v3/pages/layout', {
      origin: 'https://bileti.ge',
      host: 'api.kvitok.by',
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    // The cabinet reads the server's clock from the Date header (src/lib/serverClock.ts).
    expect(own.headers['access-control-expose-headers']).toMatch(/\bDate\b/);
    expect(own.headers.date).toBeTruthy();
  });
});
