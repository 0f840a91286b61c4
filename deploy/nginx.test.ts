// @vitest-environment node
// The generated nginx config, run for real: a throwaway nginx (deploy/nginx-instance.ts) serves a small
// build and proxies the platform's paths to the reference server, and every answer that matters carries
// the same status and security and caching headers as the reference server's own answer. Plus what only
// a web server in front does: precompressed files, ranges, validators. Skipped with a message when nginx
// is not installed, except in CI, where that fails.
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_INDEX, SCRIPT, SECRET, SOURCE_MAP, writeTestDist } from '../server/test-dist.ts';
import { call, startApp, type TestApp } from '../server/test-support.ts';
import { COMMITTED_CONFIG, productionOptions, providerVerdict } from './generate-nginx.ts';
import { DEFAULT_CSP } from './hosting.ts';
import { nginxConfig } from './nginx.ts';
import { type NginxInstance, nginxMissing, startNginx } from './nginx-instance.ts';

it('the committed production config is the one the hosting rules generate (npm run deploy:nginx)', () => {
  expect(readFileSync(COMMITTED_CONFIG, 'utf8')).toBe(nginxConfig(productionOptions({})));
});

it('puts each brand on its hosts with its own framing rules, and the API origin in connect-src', () => {
  const text = nginxConfig(
    productionOptions({ BRAND_HOSTS: 'ge=cabinet.example.ge', API_BASE_GE: 'https://api.example.ge' }),
  );
  expect(text).toContain('server_name cabinet.example.ge;');
  expect(text).toContain("frame-ancestors 'self' https://cabinet.example.ge\"");
  expect(text).toContain("connect-src 'self' https://api.example.ge;");
  expect(text).toContain('proxy_pass https://api.example.ge;');
  expect(text).toContain("frame-ancestors 'self' https://arena.kvitok.by https://cabinet.arena.kvitok.by\"");
  // The reference server's demo images are not the platform's.
  expect(text).not.toContain('/demo/');
});

it("admits exactly the build's human-verification provider, per brand, where a provider needs it", () => {
  const directivesOf = (text: string, host: string) => {
    const block = text.slice(text.indexOf(`server_name ${host}`));
    const csp = /Content-Security-Policy "(default-src 'self'[^"]+)"/.exec(block)?.[1] ?? '';
    return new Map(csp.split('; ').map((d) => [d.split(' ')[0] ?? '', d.split(' ').slice(1)]));
  };
  const without = nginxConfig(productionOptions({}));
  const withProvider = nginxConfig(
    productionOptions({
      // The same variables as the build's (README, Configuration).
      VITE_CAPTCHA_SCRIPT_BY: 'https://www.google.com/recaptcha/api.js',
      VITE_CAPTCHA_SITEKEY_BY: 'site-key',
      VITE_CAPTCHA_ORIGINS_BY: 'https://www.gstatic.com',
      VITE_CAPTCHA_SCRIPT_GE: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
      VITE_CAPTCHA_SITEKEY_GE: 'site-key',
    }),
  );
  const expected = {
    'kvitok.by': ['https://www.google.com', 'https://www.gstatic.com'],
    'bileti.ge': ['https://challenges.cloudflare.com'],
    'arena.kvitok.by': [],
    // Any other host serves the default brand, or one renamed by BRAND_HOSTS: every provider.
    _: ['https://www.google.com', 'https://www.gstatic.com', 'https://challenges.cloudflare.com'],
  };
  for (const [host, origins] of Object.entries(expected)) {
    const before = directivesOf(without, host);
    const after = directivesOf(withProvider, host);
    expect(before.size, host).toBeGreaterThan(10);
    for (const [name, sources] of before) {
      const added = ['script-src', 'frame-src', 'connect-src'].includes(name) ? origins : [];
      expect(after.get(name), `${host} ${name}`).toEqual([...(sources ?? []), ...added]);
    }
  }
});

it('takes the client address from the balancers named in REAL_IP_FROM, and nothing else', () => {
  const text = nginxConfig(productionOptions({ REAL_IP_FROM: '10.0.0.0/8, 2001:db8::1' }));
  expect(text.match(/set_real_ip_from 10\.0\.0\.0\/8;/g)).toHaveLength(4);
  expect(text).toContain('set_real_ip_from 2001:db8::1;');
  expect(text).toContain('real_ip_header X-Forwarded-For;');
  expect(text).toContain('real_ip_recursive on;');
  expect(nginxConfig(productionOptions({}))).not.toContain('real_ip');
  for (const entry of ['10.0.0.0/33', 'lb.example', '10.0.0.1; allow all', '*'])
    expect(() => nginxConfig(productionOptions({ REAL_IP_FROM: entry })), entry).toThrow('REAL_IP_FROM');
});

it("refuses a deployment config without every brand's provider, as the build does", () => {
  const deployment = { BRAND_HOSTS: 'by=kvitok.by', CABINET_ROOT: '/srv/cabinet/dist' };
  expect(providerVerdict(deployment).kind).toBe('refused');
  expect(providerVerdict({ ...deployment, ALLOW_LOCAL_HUMAN_CHECK: '1' }).kind).toBe('allowed');
  const providers = Object.fromEntries(
    ['BY', 'GE', 'ARENA'].flatMap((id) => [
      [`VITE_CAPTCHA_SCRIPT_${id}`, 'https://c.example/api.js'],
      [`VITE_CAPTCHA_SITEKEY_${id}`, 'k'],
    ]),
  );
  expect(providerVerdict({ ...deployment, ...providers }).kind).toBe('provided');
  // The committed reference file: no deployment settings.
  expect(providerVerdict({}).kind).toBe('local');
});

const missing = nginxMissing();
if (missing && !process.env.CI) console.warn(`deploy/nginx.test.ts: ${missing}.`);

describe.skipIf(missing !== null && !process.env.CI)('nginx with the generated config', () => {
  let app: TestApp;
  let nginx: NginxInstance;

  beforeAll(async () => {
    const { dist } = writeTestDist('cabinet-nginx-dist-');
    app = await startApp({ distDir: dist });
    nginx = await startNginx({ distDir: dist, upstreamPort: app.port });
  }, 30_000);
  afterAll(async () => {
    await nginx?.stop();
    await app?.close();
  });

  /** The headers that make an answer safe and cacheable, as one comparable record. */
  const policy = (h: IncomingHttpHeaders, status: number) => ({
    status,
    csp: h['content-security-policy'],
    nosniff: h['x-content-type-options'],
    referrer: h['referrer-policy'],
    permissions: h['permissions-policy'],
    frameOptions: h['x-frame-options'],
    hsts: h['strict-transport-security'],
    // Only answers with a body worth caching carry a caching rule.
    cache: status === 200 || status === 304 ? h['cache-control'] : undefined,
  });

  const HOSTS = ['localhost', 'ge.localhost:8400', 'arena.localhost', 'evil.example'];
  const PATHS = [
    '/',
    '/index.html',
    '/index-ge.html',
    '/tickets/actual',
    '/assets/app-abc123.js',
    '/assets/missing.js',
    '/assets/app-abc123.js.map',
    '/sw.js',
    '/registerSW.js',
    '/manifest-by.webmanifest',
    '/robots.txt',
    '/.env',
    '/api/v3/pages/layout',
    '/api/v9/none',
    '/api',
    '/storage/services.json',
    '/demo/avatars/anna.svg',
    '/demo/avatars/none.svg',
  ];

  it.each(HOSTS)(
    'answers every path on %s as the reference server does (status, security and caching headers)',
    async (host) => {
      for (const proto of [undefined, 'https']) {
        const headers: Record<string, string> = { host, ...(proto ? { 'x-forwarded-proto': proto } : {}) };
        for (const path of PATHS) {
          const direct = await call(app.port, 'GET', path, { headers });
          const through = await call(nginx.port, 'GET', path, { headers });
          expect(policy(through.headers, through.status), `${host} ${proto ?? 'http'} ${path}`).toEqual(
            policy(direct.headers, direct.status),
          );
        }
      }
    },
  );

  it('never answers the platform paths with the shell, and refuses other methods on files', async () => {
    for (const path of ['/api/v9/none', '/api', '/api/', '/storage/none']) {
      const res = await call(nginx.port, 'GET', path);
      expect(res.text, path).not.toContain('<!doctype html>');
    }
    expect((await call(nginx.port, 'GET', '/api/v9/none')).json()).toMatchObject({
      message: expect.any(String),
    });
    expect((await call(nginx.port, 'GET', '/tickets/actual')).text).toBe(BRAND_INDEX.by);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      expect((await call(nginx.port, method, '/')).status, method).toBe(405);
      expect((await call(nginx.port, method, '/assets/app-abc123.js')).status, method).toBe(405);
    }
    // A POST to the API goes through (a form sign-in).
    const signIn = await call(nginx.port, 'POST', '/api/v3/auth', {
      body: new URLSearchParams({
        phone: '+375291111111',
        password: 'demo-pass',
        country: 'BY',
        formToken: 't',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.json().token).toEqual(expect.any(String));
  });

  it("answers the shell with the document of the request's brand", async () => {
    const shell = async (host: string, path: string) =>
      (await call(nginx.port, 'GET', path, { headers: { host } })).text;
    for (const path of ['/', '/index.html', '/tickets/actual', '/profile/']) {
      expect(await shell('localhost', path), path).toBe(BRAND_INDEX.by);
      expect(await shell('ge.localhost:8400', path), path).toBe(BRAND_INDEX.ge);
      expect(await shell('arena.localhost', path), path).toBe(BRAND_INDEX.arena);
      expect(await shell('evil.example', path), path).toBe(BRAND_INDEX.by);
    }
  });

  it('sends the build’s precompressed copies, brotli first, and varies on Accept-Encoding', async () => {
    const get = (encoding: string) =>
      call(nginx.port, 'GET', '/assets/pre-abc123.js', { headers: { 'accept-encoding': encoding } });
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(`${SCRIPT}//gz`);
    expect(gz.headers.vary).toContain('Accept-Encoding');
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
    if (nginx.brotli || process.env.CI) {
      const br = await get('br, gzip');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe(`${SCRIPT}//br`);
    } else console.warn('deploy/nginx.test.ts: no brotli static module here; brotli not checked.');
  });

  it("compresses the API's JSON whatever the platform sends, and passes its validators and 304s", async () => {
    const auth = await call(nginx.port, 'POST', '/api/v3/auth', {
      body: new URLSearchParams({
        phone: '+375291111111',
        password: 'demo-pass',
        country: 'BY',
        formToken: 't',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const headers = { authorization: `Bearer ${auth.json().token}` };
    const orders = '/api/v3/users/me/orders?type=actual&page=1&lang=ru';
    const plain = await call(nginx.port, 'GET', orders, { headers });
    // The reference server compresses nothing when asked not to (x-no-compression): the platform sends
    // identity, and nginx compresses it.
    const get = (encoding: string, more: Record<string, string> = {}) =>
      call(nginx.port, 'GET', orders, {
        headers: { ...headers, 'accept-encoding': encoding, 'x-no-compression': '1', ...more },
      });
    const gz = await get('gzip');
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(String(gz.headers.vary)).toContain('Accept-Encoding');
    expect(gunzipSync(gz.body).toString()).toBe(plain.text);
    expect(gz.headers.etag).toBe(plain.headers.etag);
    if (nginx.brotliFilter || process.env.CI) {
      const br = await get('gzip, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe(plain.text);
    } else console.warn('deploy/nginx.test.ts: no brotli filter module here; brotli JSON not checked.');
    // What the platform compressed itself passes as it is.
    const upstream = await call(nginx.port, 'GET', orders, {
      headers: { ...headers, 'accept-encoding': 'br' },
    });
    expect(upstream.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(upstream.body).toString()).toBe(plain.text);
    const again = await get('gzip, br', { 'if-none-match': String(plain.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(plain.headers.etag);
  });

  it('answers ranges and revalidation of files', async () => {
    const range = await call(nginx.port, 'GET', '/assets/app-abc123.js', {
      headers: { range: 'bytes=0-11' },
    });
    expect(range.status).toBe(206);
    expect(range.text).toBe(SCRIPT.slice(0, 12));
    const first = await call(nginx.port, 'GET', '/sw.js');
    const etag = String(first.headers.etag);
    expect(etag).not.toBe('undefined');
    const again = await call(nginx.port, 'GET', '/sw.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('never serves a source map, though the build left one in its folder', async () => {
    for (const path of ['/assets/app-abc123.js.map', '/assets/APP-abc123.js.MAP']) {
      const res = await call(nginx.port, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain(SOURCE_MAP);
    }
  });

  /** One request written as it is on a connection of its own (what no HTTP client would send); its head. */
  const raw = (text: string): Promise<{ status: number; head: string }> =>
    new Promise((resolve, reject) => {
      const socket = connect(nginx.port, '127.0.0.1', () => socket.write(text));
      let out = '';
      socket.on('data', (chunk: Buffer) => {
        out += chunk.toString('latin1');
        const end = out.indexOf('\r\n\r\n');
        if (end < 0) return;
        socket.destroy();
        const head = out.slice(0, end);
        resolve({ status: Number(head.split(' ')[1]), head: head.toLowerCase() });
      });
      socket.on('error', reject);
    });

  it("carries the security headers on nginx's own error answers too", async () => {
    const requests: [string, number][] = [
      ['TRACE / HTTP/1.1\r\nHost: localhost\r\n\r\n', 405],
      ['NOT A REQUEST\r\n\r\n', 400],
      ['GET /../secret.txt HTTP/1.1\r\nHost: localhost\r\n\r\n', 400],
      ['GET / HTTP/1.1\r\nHost: a..b\r\n\r\n', 400],
      [`GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 400],
      [`GET /${'a'.repeat(10_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`, 414],
      ['POST /api/v3/auth HTTP/1.1\r\nHost: localhost\r\nContent-Length: 50000000\r\n\r\n', 413],
      ['POST / HTTP/1.1\r\nHost: ge.localhost\r\nContent-Length: 0\r\n\r\n', 405],
    ];
    for (const [text, status] of requests) {
      const res = await raw(text);
      const what = text.slice(0, 40);
      expect(res.status, what).toBe(status);
      expect(res.head, what).toContain('x-content-type-options: nosniff');
      expect(res.head, what).toContain(`content-security-policy: ${DEFAULT_CSP.toLowerCase()}`);
      expect(res.head, what).toContain('referrer-policy: strict-origin-when-cross-origin');
    }
  });

  it('keeps no query string in its access log: a document link’s t opens the customer’s PDFs', async () => {
    const token = 'd0wnl0ad-t0ken-of-anna';
    await call(nginx.port, 'GET', `/api/v2/users/me/orders/1001/download?t=${token}`);
    await call(nginx.port, 'GET', `/tickets/actual?t=${token}`);
    await expect
      .poll(() => nginx.accessLog())
      .toContain('GET /api/v2/users/me/orders/1001/download HTTP/1.1');
    await expect.poll(() => nginx.accessLog()).toContain('GET /tickets/actual HTTP/1.1');
    expect(nginx.accessLog()).not.toContain(token);
  });

  // Symlinks: nginx follows them (`disable_symlinks` would switch brotli_static off, tried); a build
  // output has none. The reference server refuses one pointing out of dist (server/web/files.test.ts).
  it('never serves a dotfile or a file out of the build', async () => {
    for (const path of ['/.env', '/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const res = await call(nginx.port, 'GET', path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.text, path).not.toContain(SECRET);
    }
  });
});
