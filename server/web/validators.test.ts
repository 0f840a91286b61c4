// @vitest-environment node
// The API's JSON answers on the wire: compressed by Accept-Encoding above a small size, with a
// weak validator, and a 304 without a body when the client names it.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, startApp, type TestApp } from '../test-support.ts';
import { jsonValidator, noneMatchHits } from './validators.ts';

const ORDERS = '/api/v3/users/me/orders?type=actual&page=1&lang=ru';
let app: TestApp;
let anna: Record<string, string>;
beforeAll(async () => {
  app = await startApp();
  anna = bearer(await signIn(app, '+375 29 111-11-11', 'demo-pass'));
});
afterAll(() => app.close());

describe('compression of JSON answers', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('an orders page comes as %s, varying by Accept-Encoding', async (coding, decode) => {
    const plain = await app.get(ORDERS, anna);
    const packed = await app.get(ORDERS, { ...anna, 'accept-encoding': `${coding}` });
    expect(packed.status).toBe(200);
    expect(packed.headers['content-encoding']).toBe(coding);
    expect(String(packed.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(packed.body.length).toBeLessThan(plain.body.length / 3);
    expect(decode(packed.body).toString('utf8')).toBe(plain.text);
    // One representation whatever the coding: the same weak validator.
    expect(packed.headers.etag).toBe(plain.headers.etag);
  });

  it('prefers brotli when both are accepted', async () => {
    const res = await app.get(ORDERS, { ...anna, 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('leaves a small answer and a client that accepts no coding as they are', async () => {
    const small = await app.get('/api/v2/users/me/bindings-cards', { ...anna, 'accept-encoding': 'br' });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const identity = await app.get(ORDERS, anna);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toHaveProperty('data');
  });
});

describe('validators', () => {
  it('a GET answer carries a weak validator of its JSON', async () => {
    const res = await app.get(ORDERS, anna);
    expect(res.headers.etag).toBe(jsonValidator(res.text));
    expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    '/api/v3/users/me/orders?type=actual&page=1&lang=ru',
    '/api/v2/users/me',
    '/api/v3/pages/layout',
    '/api/v2/pages/cabinet',
    '/api/v2/users/me/bindings-cards',
  ])('%s: a matching If-None-Match is a 304 without a body', async (path) => {
    const first = await app.get(path, anna);
    const etag = String(first.headers.etag);
    const again = await app.get(path, { ...anna, 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('an answer that changed comes whole, with its new validator', async () => {
    const before = await app.get('/api/v2/users/me', anna);
    // Anna's virtual card is removed: users/me no longer names its code.
    expect(before.json().cardCode).toEqual(expect.any(String));
    const removed = await app.call('DELETE', '/api/v2/users/me/cardcode', { headers: anna });
    expect(removed.status).toBe(200);
    const after = await app.get('/api/v2/users/me', {
      ...anna,
      'if-none-match': String(before.headers.etag),
    });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().cardCode ?? null).toBeNull();
  });

  it("another customer's validator, a stale one or a malformed header get the whole answer", async () => {
    for (const header of ['W/"stale"', 'nonsense', '""']) {
      const res = await app.get(ORDERS, { ...anna, 'if-none-match': header });
      expect(res.status, header).toBe(200);
    }
  });

  it('errors and other methods carry none', async () => {
    const missing = await app.get('/api/v3/users/me/orders/999999?lang=ru', anna);
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const unauthorized = await app.get(ORDERS);
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.etag).toBeUndefined();
  });

  it('CORS: preflights allow If-None-Match and answers expose ETag', async () => {
    const origin = 'https://kvitok.by';
    const preflight = await app.call('OPTIONS', ORDERS, {
      headers: {
        origin,
        host: 'api.kvitok.by',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, if-none-match',
      },
    });
    expect(preflight.status).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('If-None-Match');
    const res = await app.get(ORDERS, { ...anna, origin, host: 'api.kvitok.by' });
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(String(res.headers['access-control-expose-headers'])).toContain('ETag');
  });
});

describe('noneMatchHits', () => {
  const tag = 'W/"abc"';
  it.each([
    [undefined, false],
    ['', false],
    ['*', true],
    ['W/"abc"', true],
    ['"abc"', true],
    ['W/"x", W/"abc"', true],
    ['W/"abcd"', false],
    ['abc', false],
  ])('%s → %s', (header, hit) => expect(noneMatchHits(header, tag)).toBe(hit));
});

describe('a platform without validators or compression (PLAIN_JSON)', () => {
  it('answers whole, uncompressed, without ETag, whatever the client names', async () => {
    const plain = await startApp({ plainJson: true });
    try {
      const token = bearer(await signIn(plain, '+375 29 111-11-11', 'demo-pass'));
      const res = await plain.get(ORDERS, { ...token, 'accept-encoding': 'br, gzip', 'if-none-match': '*' });
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['content-encoding']).toBeUndefined();
      // Today's headers too: the documents' policies on JSON.
      expect(res.headers['permissions-policy']).toEqual(expect.any(String));
      expect(res.json()).toHaveProperty('data');
    } finally {
      await plain.close();
    }
  });
});
