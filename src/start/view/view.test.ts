import { describe, expect, it } from 'vitest';
import { allowedAttribute, asStartView, matchesStart, type StartView, startViewPath } from './view.ts';

describe('startViewPath', () => {
  it.each([
    ['/', '/tickets/actual'],
    ['/tickets', '/tickets/actual'],
    ['/tickets/', '/tickets/actual'],
    ['/tickets/actual', '/tickets/actual'],
    ['/tickets/used/', '/tickets/used'],
    ['/cards', '/cards'],
    ['/balance', '/balance'],
    ['/profile', null],
    ['/payment/1005', null],
    ['/tickets/all', null],
  ])('%s → %s', (path, expected) => {
    expect(startViewPath(path)).toBe(expected);
  });
});

describe('allowedAttribute', () => {
  it.each([
    ['a', 'href', '/tickets/actual', '/tickets/actual'],
    ['a', 'href', '#main', '#main'],
    ['a', 'href', 'https://kvitok.by/minsk', 'https://kvitok.by/minsk'],
    ['a', 'href', 'mailto:help@kvitok.by', 'mailto:help@kvitok.by'],
    ['a', 'href', 'javascript:alert(1)', null],
    ['a', 'href', ' javascript:alert(1)', null],
    ['a', 'href', '//evil.example/x', null],
    ['a', 'href', 'data:text/html,<script>', null],
    ['div', 'href', '/x', null],
    ['img', 'src', 'data:image/svg+xml;charset=utf-8,%3Csvg', 'data:image/svg+xml;charset=utf-8,%3Csvg'],
    ['img', 'src', '/demo/performances/swan.svg', '/demo/performances/swan.svg'],
    ['img', 'src', 'https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['img', 'src', 'javascript:alert(1)', null],
    ['img', 'src', 'data:text/html;base64,PHNjcmlwdD4=', null],
    ['iframe', 'src', '/x', null],
    ['button', 'onclick', 'alert(1)', null],
    ['img', 'onerror', 'alert(1)', null],
    ['div', 'style', 'height: 12px', 'height: 12px'],
    ['div', 'style', 'background: url(https://evil.example/t)', null],
    ['div', 'class', 'order-card', 'order-card'],
    ['div', 'aria-label', 'Tickets', 'Tickets'],
    ['div', 'data-testid', 'order-1001', null],
    ['main', 'id', 'main', null],
    ['div', 'data-state', 'saved', 'saved'],
    ['input', 'value', 'anna@example.com', null],
    ['path', 'd', 'M4 7a2 2 0 0 1', 'M4 7a2 2 0 0 1'],
    ['div', 'srcdoc', '<b>', null],
  ])('<%s %s="%s"> → %s', (tag, name, value, expected) => {
    expect(allowedAttribute(tag, name, value)).toBe(expected);
  });
});

const VIEW: StartView = {
  v: 1,
  build: 'b1',
  lang: 'ru',
  phone: true,
  path: '/tickets/actual',
  html: { lang: 'ru', style: '--brand: #c8102e;', title: 'Мои заказы' },
  css: ['/assets/app.css'],
  root: [{ t: 'div', a: [['class', 'app']], c: ['text', { t: 'svg', svg: true, c: [{ t: 'path' }] }] }],
};

describe('asStartView', () => {
  it('takes a well-formed view', () => {
    expect(asStartView(structuredClone(VIEW))).toEqual(VIEW);
  });
  it.each([
    ['another version', { ...VIEW, v: 2 }],
    ['no build', { ...VIEW, build: 1 }],
    ['a tag that is not a name', { ...VIEW, root: [{ t: 'img src=x' }] }],
    ['attributes that are not pairs', { ...VIEW, root: [{ t: 'div', a: [['class']] }] }],
    ['a child of another shape', { ...VIEW, root: [{ t: 'div', c: [42] }] }],
    ['stylesheets that are not paths', { ...VIEW, css: [1] }],
    ['nothing', null],
  ])('refuses %s', (_, row) => {
    expect(asStartView(row)).toBeNull();
  });
  it('refuses a tree nested deeper than any page', () => {
    let node: { t: string; c?: unknown[] } = { t: 'div' };
    for (let i = 0; i < 100; i += 1) node = { t: 'div', c: [node] };
    expect(asStartView({ ...VIEW, root: [node] })).toBeNull();
  });
});

describe('matchesStart', () => {
  const start = { build: 'b1', path: '/tickets/actual', phone: true, lang: (l: string) => l === 'ru' };
  it.each([
    ['the same start', {}, true],
    ['another build', { build: 'b2' }, false],
    ['another route', { path: '/cards' }, false],
    ['another width', { phone: false }, false],
    ['another language', { lang: () => false }, false],
  ])('%s → %s', (_, change, expected) => {
    expect(matchesStart(VIEW, { ...start, ...change })).toBe(expected);
  });
});
