// @vitest-environment node
// Security headers on every kind of answer: the app shell, the SPA fallback, a static asset, a demo
// image, API answers (success, error, 404), a PDF opened with ?t=, the stand-ins and the partner list.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANG_SCRIPT_SOURCE } from '../../deploy/documents.ts';
import { DEFAULT_CSP } from '../../deploy/hosting.ts';
import { call, startApp, type TestApp } from '../test-support.ts';
import { PERMISSIONS_POLICY } from '../web/security.ts';
import { ANNA_ID, downloadTokenOf, tokenFor } from './endpoints.ts';

let app: TestApp;
let anna: Record<string, string>;
let downloadToken: string;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cabinet-headers-'));
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.info(1);');
  writeFileSync(join(dist, 'assets', 'app.js.map'), '{"version":3}');
  app = await startApp({ distDir: dist, hostOverrides: { by: ['cabinet.example.by', 'www.example.by'] } });
  anna = { authorization: `Bearer ${tokenFor(app.db, ANNA_ID)}` };
  downloadToken = downloadTokenOf(app.db, ANNA_ID);
});
afterAll(() => app.close());

const directives = (csp: string | string[] | undefined): Map<string, string> =>
  new Map(
    String(csp ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0] ?? '', d.slice(d.indexOf(' ') + 1)]),
  );

/**
 * What every answer carries, whatever it is; a JSON answer leaves off the documents' policies
 * (deploy/hosting.ts NOT_ON_JSON).
 */
const expectBase = (h: IncomingHttpHeaders, what: string, json = false) => {
  expect(h['x-content-type-options'], what).toBe('nosniff');
  if (json) {
    expect(h['referrer-policy'], what).toBeUndefined();
    expect(h['permissions-policy'], what).toBeUndefined();
  } else {
    expect(h['referrer-policy'], what).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
    expect(h['permissions-policy'], what).toBe(PERMISSIONS_POLICY);
  }
  const csp = directives(h['content-security-policy']);
  expect(csp.size, `${what}: a CSP`).toBeGreaterThan(0);
  expect(h['content-security-policy'], what).not.toContain('unsafe-inline');
  expect(h['content-security-policy'], what).not.toContain('unsafe-eval');
  expect(csp.get('frame-ancestors'), `${what}: framing rules`).toBeDefined();
  expect(csp.get('frame-ancestors'), what).not.toContain('*.');
  expect(csp.get('frame-ancestors'), what).not.toMatch(/(^| )(\*|https:|http:)( |$)/);
};

describe('the app', () => {
  it.each([
    ['the shell', '/'],
    ['a client route (SPA fallback)', '/tickets/actual'],
    ['a static asset', '/assets/app.js'],
    ['a demo image', '/demo/avatars/anna.svg'],
  ])('%s carries the app policy and the base headers', async (what, path) => {
    const res = await app.get(path);
    expect(res.status, what).toBeLessThan(500);
    expectBase(res.headers, what);
    const csp = directives(res.headers['content-security-policy']);
    // The app's files and the document's one-line language script (deploy/documents.ts).
    expect(csp.get('script-src')).toBe(`'self' ${LANG_SCRIPT_SOURCE}`);
    expect(csp.get('style-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  // An error text is not a page of the app: nothing loads in it, nobody frames it (nginx's own error
  // answers carry the same, deploy/nginx.ts).
  it.each([
    ['a missing file', '/assets/missing.js'],
    ['a dotfile', '/.env'],
    ['a source map', '/assets/app.js.map'],
    ['another method', '/'],
  ])('%s is an error text with the default policy and the base headers', async (what, path) => {
    const res = await app.call(what === 'another method' ? 'POST' : 'GET', path);
    expect(res.status, what).toBeGreaterThanOrEqual(400);
    expect(res.headers['content-type'], what).toBe('text/plain; charset=utf-8');
    expectBase(res.headers, what);
    expect(res.headers['content-security-policy'], what).toBe(DEFAULT_CSP);
  });

  it("lets only the request brand's own hosts frame it", async () => {
    const framing = async (host: string) =>
      directives((await app.get('/', { host })).headers['content-security-policy']).get('frame-ancestors');
    expect(await framing('localhost:8400')).toBe("'self' http://localhost:* http://127.0.0.1:*");
    expect(await framing('ge.localhost:8400')).toBe("'self' http://ge.localhost:*");
    expect(await framing('arena.localhost')).toBe("'self' http://arena.localhost:*");
    expect(await framing('bileti.ge')).toBe(
      "'self' https://bileti.ge https://www.bileti.ge https://cabinet.bileti.ge",
    );
    expect(await framing('arena.kvitok.by')).toBe(
      "'self' https://arena.kvitok.by https://cabinet.arena.kvitok.by",
    );
    // BRAND_HOSTS overrides the production hosts of a brand.
    expect(await framing('cabinet.example.by')).toBe(
      "'self' https://cabinet.example.by https://www.example.by",
    );
    // An unknown host (served the default brand) may not be framed by anyone else.
    expect(await framing('evil.example')).toBe("'self'");
  });

  it('lists the local widget and main-site stand-ins only on local hosts', async () => {
    const frames = async (host: string) =>
      directives((await app.get('/', { host })).headers['content-security-policy']).get('frame-src');
    expect(await frames('localhost:8400')).toBe("'self' http://widget.localhost:* http://site.localhost:*");
    expect(await frames('ge.localhost:8400')).toBe(
      "'self' http://widget.localhost:* http://site.localhost:*",
    );
    expect(await frames('bileti.ge')).toBe("'self' https://widget.bileti.ge https://bileti.ge");
    // A production host of the Belarusian brand (BRAND_HOSTS in this suite).
    expect(await frames('cabinet.example.by')).toBe("'self' https://widget.kvitok.by https://kvitok.by");
    expect(await frames('arena.kvitok.by')).toBe("'self' https://widget.kvitok.by https://arena.kvitok.by");
    expect(await frames('evil.example')).not.toContain('localhost');
  });

  it("admits its brand's human-verification provider, and only where a provider needs it", async () => {
    const withProvider = await startApp({
      distDir: dist,
      humanCheckOrigins: {
        by: ['https://www.google.com', 'https://www.gstatic.com'],
        ge: ['https://c.example'],
      },
    });
    try {
      for (const [host, origins] of [
        ['localhost:8400', ' https://www.google.com https://www.gstatic.com'],
        ['bileti.ge', ' https://c.example'],
        ['arena.kvitok.by', ''],
      ] as const) {
        const before = directives((await app.get('/', { host })).headers['content-security-policy']);
        const after = directives((await withProvider.get('/', { host })).headers['content-security-policy']);
        for (const [name, value] of before) {
          const added = ['script-src', 'frame-src', 'connect-src'].includes(name) ? origins : '';
          expect(after.get(name), `${host} ${name}`).toBe(`${value}${added}`);
        }
      }
    } finally {
      await withProvider.close();
    }
  });

  it('keeps the screen wake lock for gate mode and switches the rest off', () => {
    expect(PERMISSIONS_POLICY).toContain('screen-wake-lock=(self)');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'clipboard-read'])
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
  });
});

describe('the API', () => {
  const asAnna = (): Record<string, string> => anna;
  it.each<[string, string, string, () => Record<string, string>]>([
    ['a public answer', 'GET', '/api/v3/pages/layout', () => ({})],
    ['a signed-in answer', 'GET', '/api/v2/users/me', asAnna],
    ['a 401', 'GET', '/api/v2/users/me', () => ({})],
    ['a 404', 'GET', '/api/v9/none', () => ({})],
    ['a 405', 'GET', '/api/v3/auth', () => ({})],
    ['a preflight', 'OPTIONS', '/api/v2/users/me', () => ({ origin: 'http://arena.localhost:8400' })],
  ])('%s carries the strict default policy and X-Frame-Options DENY', async (what, method, path, headers) => {
    const res = await app.call(method, path, { headers: headers() });
    expectBase(res.headers, what, method !== 'OPTIONS');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('opens a PDF with ?t= under its own policy, no referrer and no caching', async () => {
    const res = await app.get(`/api/v2/users/me/orders/1001/download?t=${downloadToken}`);
    expect(res.status).toBe(200);
    expectBase(res.headers, 'pdf');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(directives(res.headers['content-security-policy']).get('frame-ancestors')).toBe("'none'");
  });
});

describe('the stand-ins and other answers', () => {
  it.each([
    ['the main-site stand-in', '/', { host: 'site.localhost:8400' }],
    ['the widget stand-in', '/?oid=1&seid=2', { host: 'widget.localhost:8400' }],
    ['the partner-services list', '/storage/services.json', {}],
  ] as const)('%s carries the base headers', async (what, path, headers) => {
    const res = await app.get(path, headers);
    expectBase(res.headers, what);
  });

  it('sends HSTS on answers that came over https (behind a TLS proxy), never over plain http', async () => {
    for (const path of ['/', '/api/v3/pages/layout', '/storage/services.json']) {
      const https = await app.get(path, { host: 'cabinet.kvitok.by', 'x-forwarded-proto': 'https' });
      expect(https.headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
      expect((await app.get(path)).headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  it('answers a target URL cannot parse (GET //) with a 400 and keeps serving', async () => {
    for (const target of ['//', '//[::1', '//a%20b:x']) {
      const res = await call(app.port, 'GET', target);
      expect(res.status, target).toBe(400);
      expectBase(res.headers, target);
    }
    expect((await app.get('/api/v3/pages/layout')).status).toBe(200);
  });
});

/** Sends `text` as it is on a new connection; the status and headers of the first answer. */
const raw = (text: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> =>
  new Promise((resolve, reject) => {
    const socket = connect(app.port, '127.0.0.1');
    let received = '';
    const done = () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: IncomingHttpHeaders = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    };
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      // One answer is enough: a connection kept alive would otherwise wait for its timeout.
      if (/\r\n\r\n/.test(received)) {
        const length = Number(/content-length: *(\d+)/i.exec(received)?.[1] ?? -1);
        if (length >= 0 && received.split('\r\n\r\n')[1]?.length === length) socket.destroy();
      }
    });
    socket.on('close', done);
    socket.on('error', reject);
    socket.write(text);
  });

// Answers Node and Fastify give before the pipeline runs: they had no nosniff and no CSP (Fastify's bare
// JSON, Node's empty 400 without Host).
describe("the server's own early errors", () => {
  it.each([
    ['headers too large', 431, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
    ['a bad request line', 400, 'GARBAGE\r\n\r\n'],
    ['an HTTP version that does not exist', 400, 'GET / HTTP/9.9\r\nHost: localhost\r\n\r\n'],
    ['a bad header', 400, 'GET / HTTP/1.1\r\nHost: localhost\r\nBad Header: x\r\n\r\n'],
    ['no Host', 400, 'GET /api/v3/pages/layout HTTP/1.1\r\n\r\n'],
    ['an expectation the server cannot meet', 417, 'GET / HTTP/1.1\r\nHost: localhost\r\nExpect: x\r\n\r\n'],
    ['a target the router cannot decode', 400, 'GET /%ff HTTP/1.1\r\nHost: localhost\r\n\r\n'],
  ])('%s: %i with the base headers and the default policy', async (what, status, request) => {
    const res = await raw(request);
    expect(res.status, what).toBe(status);
    expectBase(res.headers, what);
    expect(res.headers['content-security-policy'], what).toBe(DEFAULT_CSP);
    expect(res.headers['cache-control'], what).toBe('no-store');
    expect(res.body, what).not.toContain('FST_');
  });

  it('keeps serving after them', async () => {
    await raw('GARBAGE\r\n\r\n');
    expect((await app.get('/api/v3/pages/layout')).status).toBe(200);
    // HTTP/1.0 has no Host requirement: answered as usual.
    expect((await raw('GET /api/v3/pages/layout HTTP/1.0\r\n\r\n')).status).toBe(200);
  });
});
