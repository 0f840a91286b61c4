import { describe, expect, it } from 'vitest';
import { offlineShell, offlineShellHtml, withoutAppPreloads } from './shell.ts';

const SHELL = `<!doctype html>
<html lang="ru">
  <head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/start-c.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d.css">
    <link rel="modulepreload" crossorigin href="/assets/main-e.js" data-app>
    <link rel="modulepreload" crossorigin href="/assets/app-f.js" data-app>
    <link rel="modulepreload" crossorigin href="/assets/vendor-g.js" data-app="">
    <link rel="icon" href="/brand/by/data-apple.svg">
    <template data-offline><link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-b.js"></template>
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

describe('offlineShellHtml', () => {
  /** Whether `text` is live in the head (a template's content is inert: the browser fetches none of it). */
  const inHead = (html: string, text: string) =>
    html
      .slice(html.indexOf('<head>'), html.indexOf('</head>'))
      .replace(/<template[\s\S]*?<\/template>/g, '')
      .includes(text);

  it.each([
    ['/assets/main-e.js', true, false],
    ['/assets/app-f.js', true, false],
    ['/assets/vendor-g.js', true, false],
    ['/assets/index-a.js', true, true],
    ['/assets/start-c.js', true, true],
    // The entry's own import: in the template online, a preload offline.
    ['<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-b.js">', false, true],
    ['/assets/index-d.css', true, true],
  ])('%s live in the head online: %s, offline: %s', (text, online, offline) => {
    expect(inHead(SHELL, text)).toBe(online);
    expect(inHead(offlineShellHtml(SHELL), text)).toBe(offline);
  });

  it('leaves no template, and changes nothing more on a second pass', () => {
    const once = offlineShellHtml(SHELL);
    expect(once).not.toContain('<template');
    expect(offlineShellHtml(once)).toBe(once);
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
    const body = await res.text();
    expect(body).not.toContain('vendor-g.js');
    expect(body).not.toContain('<template');
  });
});
