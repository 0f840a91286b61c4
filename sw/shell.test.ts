import { describe, expect, it } from 'vitest';
import { offlineShell, withoutAppPreloads } from './shell.ts';

const SHELL = `<!doctype html>
<html lang="ru">
  <head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-b.js">
    <link rel="modulepreload" crossorigin href="/assets/start-c.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d.css">
    <link rel="modulepreload" crossorigin href="/assets/main-e.js" data-app>
    <link rel="modulepreload" crossorigin href="/assets/app-f.js" data-app>
    <link rel="modulepreload" crossorigin href="/assets/vendor-g.js" data-app="">
    <link rel="icon" href="/brand/by/data-apple.svg">
  </head>
  <body><div id="root"></div></body>
</html>
`;

describe('withoutAppPreloads', () => {
  it.each([
    ['/assets/main-e.js', false],
    ['/assets/app-f.js', false],
    ['/assets/vendor-g.js', false],
    ['/assets/index-a.js', true],
    ['/assets/start-c.js', true],
    ['/assets/rolldown-runtime-b.js', true],
    ['/assets/index-d.css', true],
    ['/brand/by/data-apple.svg', true],
    ['<div id="root"></div>', true],
  ])('%s kept: %s', (text, kept) => {
    expect(withoutAppPreloads(SHELL).includes(text)).toBe(kept);
  });

  it('changes nothing in a shell without app preloads', () => {
    const plain = withoutAppPreloads(SHELL);
    expect(withoutAppPreloads(plain)).toBe(plain);
  });
});

describe('offlineShell', () => {
  it('keeps the status and headers, drops the stale length', async () => {
    const res = await offlineShell(
      new Response(SHELL, {
        status: 200,
        headers: { 'content-type': 'text/html', 'content-length': String(SHELL.length) },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html');
    expect(res.headers.get('content-length')).toBeNull();
    expect(await res.text()).not.toContain('vendor-g.js');
  });
});
