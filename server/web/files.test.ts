// @vitest-environment node
// Static hosting of the built app: SPA fallback, caching, security headers, gzip, traversal, 503.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANG_SCRIPT_SOURCE } from '../../deploy/documents.ts';
import { BRAND_INDEX, INDEX, SCRIPT, SECRET, writeTestDist } from '../test-dist.ts';
import { startApp, type TestApp } from '../test-support.ts';

let root: string;
let app: TestApp;
let unbuilt: TestApp;

beforeAll(async () => {
  let dist: string;
  ({ root, dist } = writeTestDist('cabinet-files-'));
  app = await startApp({ distDir: dist });
  unbuilt = await startApp({ distDir: join(root, 'no-dist-here') });
});
afterAll(async () => {
  await app.close();
  await unbuilt.close();
});

describe('the built app', () => {
  it('serves index.html at / with no-cache and the security headers', async () => {
    const res = await app.get('/');
    expect(res.status).toBe(200);
    expect(res.text).toBe(BRAND_INDEX.by);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${LANG_SCRIPT_SOURCE};`);
    expect(res.headers['content-security-policy']).toContain("frame-src 'self' http://widget.localhost:*");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('falls back to index.html for client routes, not for missing files', async () => {
    for (const path of ['/tickets/actual', '/payment/1005?x=1', '/profile/']) {
      const res = await app.get(path);
      expect(res.status).toBe(200);
      expect(res.text).toBe(BRAND_INDEX.by);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.get('/assets/missing-123.js')).status).toBe(404);
    expect((await app.get('/favicon.ico')).status).toBe(404);
  });

  it("answers the shell with the document of the request's brand", async () => {
    const shell = async (host: string, path: string) => (await app.get(path, { host })).text;
    for (const path of ['/', '/index.html', '/tickets/actual']) {
      expect(await shell('localhost:8400', path), path).toBe(BRAND_INDEX.by);
      expect(await shell('ge.localhost:8400', path), path).toBe(BRAND_INDEX.ge);
      expect(await shell('arena.localhost', path), path).toBe(BRAND_INDEX.arena);
      expect(await shell('bileti.ge', path), path).toBe(BRAND_INDEX.ge);
      expect(await shell('evil.example', path), path).toBe(BRAND_INDEX.by);
    }
    for (const id of ['by', 'ge', 'arena'] as const)
      expect((await app.get(`/index-${id}.html`)).headers['cache-control']).toBe('no-cache');
  });

  it('answers index.html when the build has no documents per brand', async () => {
    const older = join(root, 'older-dist');
    mkdirSync(older);
    writeFileSync(join(older, 'index.html'), INDEX);
    const server = await startApp({ distDir: older });
    try {
      for (const path of ['/', '/index.html', '/tickets/actual'])
        expect((await server.get(path, { host: 'ge.localhost' })).text, path).toBe(INDEX);
    } finally {
      await server.close();
    }
  });

  it('caches hashed assets for a year and the service worker files never', async () => {
    const asset = await app.get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/sw.js', '/registerSW.js', '/manifest.webmanifest', '/index.html']) {
      expect((await app.get(path)).headers['cache-control']).toBe('no-cache');
    }
    expect((await app.get('/manifest.webmanifest')).headers['content-type']).toMatch(
      /^application\/manifest\+json/,
    );
    expect((await app.get('/robots.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('gzips text when the client accepts it', async () => {
    const zipped = await app.get('/assets/app-abc123.js', { 'accept-encoding': 'br, gzip;q=0.8' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(zipped.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(gunzipSync(zipped.body).toString()).toBe(SCRIPT);
    const plain = await app.get('/assets/app-abc123.js', { 'accept-encoding': 'gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
  });

  it('sends the build copy in brotli first, its gzip copy next, with Vary and one ETag per encoding', async () => {
    const path = '/assets/pre-abc123.js';
    const br = await app.get(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.body).toString()).toBe(`${SCRIPT}//br`);
    const gz = await app.get(path, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(`${SCRIPT}//gz`);
    const noBr = await app.get(path, { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBr.headers['content-encoding']).toBe('gzip');
    const plain = await app.get(path, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    expect(
      (await app.get(path, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })).status,
    ).toBe(304);
    expect(
      (await app.get(path, { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) })).status,
    ).toBe(200);
  });

  it('answers 304 to a matching ETag and HEAD without a body', async () => {
    const first = await app.get('/assets/app-abc123.js');
    const etag = String(first.headers.etag);
    expect((await app.get('/assets/app-abc123.js', { 'if-none-match': etag })).status).toBe(304);
    const head = await app.call('HEAD', '/assets/app-abc123.js');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(SCRIPT.length));
    expect(head.body.length).toBe(0);
  });

  it('refuses other methods', async () => {
    const res = await app.call('POST', '/tickets');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('never serves a file outside DIST_DIR, a dotfile or a symlink out', async () => {
    const attempts = [
      '/../secret.txt',
      '/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e%5c%2e%2e%5csecret.txt',
      '/.env',
      '/%2eenv',
      '/index.html%00.js',
      '/linked.txt',
      '/%E0%A4%A',
    ];
    for (const path of attempts) {
      const res = await app.get(path);
      expect([400, 404], path).toContain(res.status);
      expect(res.text, path).not.toContain(SECRET);
    }
  });
});

describe('without a build', () => {
  it('answers 503 telling to run npm run build, while the API works', async () => {
    for (const path of ['/', '/tickets/actual', '/assets/app.js']) {
      const res = await unbuilt.get(path);
      expect(res.status).toBe(503);
      expect(res.text).toContain('npm run build');
    }
    expect((await unbuilt.get('/api/v3/pages/layout')).status).toBe(200);
  });
});

describe('demo images', () => {
  it('are served under /demo with long caching, even without a build', async () => {
    const res = await unbuilt.get('/demo/performances/swan-lake.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000');
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.text).toContain('Лебединое озеро');
  });

  it('answer 404 for a missing image and refuse paths out of the folder', async () => {
    expect((await app.get('/demo/performances/nothing.svg')).status).toBe(404);
    expect((await app.get('/demo/nothing')).status).toBe(404);
    const out = await app.get('/demo/..%2fbuild.ts');
    expect(out.status).toBe(400);
  });
});
