import { describe, expect, it } from 'vitest';
import { safeHref, safeImageSrc } from './safeUrl.ts';

it.each([
  ['https://kvitok.by/ru', 'https://kvitok.by/ru'],
  ['/ru/about', '/ru/about'],
  ['mailto:a@b.c', 'mailto:a@b.c'],
  ['tel:+375', 'tel:+375'],
  ['javascript:alert(1)', undefined],
  [' JavaScript:alert(1)', undefined],
  ['data:text/html,<b>', undefined],
  ['', undefined],
  [null, undefined],
])('%s → %s', (url, out) => expect(safeHref(url)).toBe(out));

it('resolves relative links against the main site', () => {
  expect(safeHref('/ru/concerts', 'https://kvitok.by')).toBe('https://kvitok.by/ru/concerts');
  expect(safeHref('javascript:x', 'https://kvitok.by')).toBeUndefined();
});

describe('safeImageSrc', () => {
  it.each([
    ['https://cdn.kvitok.by/p/1.jpg', 'https://cdn.kvitok.by/p/1.jpg'],
    ['http://localhost:8080/demo/avatars/anna.svg', 'http://localhost:8080/demo/avatars/anna.svg'],
    ['/demo/avatars/anna.svg', '/demo/avatars/anna.svg'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['data:image/svg+xml,%3Csvg%2F%3E', 'data:image/svg+xml,%3Csvg%2F%3E'],
    ['javascript:alert(1)', undefined],
    [' JavaScript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['data:,hello', undefined],
    ['vbscript:x', undefined],
    ['ftp://example.com/a.png', undefined],
    ['blob:https://evil.example/1', undefined],
    ['mailto:a@b.c', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (url, out) => expect(safeImageSrc(url)).toBe(out));

  it('resolves a relative address against the API host, and still refuses other schemes', () => {
    expect(safeImageSrc('/demo/p.svg', 'https://api.kvitok.by')).toBe('https://api.kvitok.by/demo/p.svg');
    expect(safeImageSrc('javascript:x', 'https://api.kvitok.by')).toBeUndefined();
  });
});
