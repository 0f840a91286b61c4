// The shell's document per brand: what the built index.html becomes for each brand, and the one inline
// script, run as the browser runs it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BRANDS } from '../src/kernel/brand/brands.ts';
import { brandDocument, LANG_SCRIPT, LANG_SCRIPT_SOURCE } from './documents.ts';
import { contentSecurityPolicy } from './hosting.ts';

const TEMPLATE = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');

describe('brandDocument', () => {
  it.each([
    ['by', 'ru', 'Kvitok', '#c8102e', 'Kvitok: билеты, заказы, баллы и карты'],
    ['ge', 'ka', 'Bileti', '#0b6e4f', 'Bileti: ბილეთები, შეკვეთები, ქულები და ბარათები'],
    ['arena', 'ru', 'Arena Pass', '#4f2bb8', 'Arena Pass: билеты, заказы, баллы и карты'],
  ] as const)('makes index.html the %s brand’s document', (id, lang, title, theme, description) => {
    const doc = new DOMParser().parseFromString(brandDocument(TEMPLATE, BRANDS[id]), 'text/html');
    expect(doc.documentElement.lang).toBe(lang);
    expect(doc.title).toBe(title);
    expect(doc.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(theme);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(description);
    expect(doc.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      `/manifest-${id}.webmanifest`,
    );
    // The Home Screen's label is the short name, as the manifest's short_name.
    expect(doc.querySelector('meta[name="apple-mobile-web-app-title"]')?.getAttribute('content')).toBe(
      BRANDS[id].shortName,
    );
    expect(doc.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe(
      `/brand/${id}/apple-touch-icon.png`,
    );
    expect(doc.querySelector('meta[name="apple-mobile-web-app-capable"]')?.getAttribute('content')).toBe(
      'yes',
    );
    const inline = [...doc.querySelectorAll('script:not([src])')].map((s) => s.textContent);
    expect(inline).toEqual([LANG_SCRIPT]);
    // The language is set before anything else of the head is read.
    expect(doc.head.firstElementChild?.getAttribute('charset')).toBe('UTF-8');
    expect(doc.head.children[1]?.textContent).toBe(LANG_SCRIPT);
  });

  it('fails the build when the template lost what it replaces', () => {
    expect(() => brandDocument(TEMPLATE.replace(/<title>.*<\/title>/, ''), BRANDS.ge)).toThrow(/<title>/);
    expect(() => brandDocument(`${TEMPLATE}<title>x</title>`, BRANDS.ge)).toThrow(/found 2/);
  });
});

describe('the language script', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.lang = '';
  });

  const run = (stored: string | null, brandLang = 'ka') => {
    document.documentElement.lang = brandLang;
    if (stored !== null) localStorage.setItem('cabinet.lang', stored);
    new Function(LANG_SCRIPT)();
    return document.documentElement.lang;
  };

  it.each([
    [null, 'ka'],
    ['en', 'en'],
    ['ru', 'ru'],
    ['be', 'be'],
    ['az', 'az'],
    ['ge', 'ka'],
    ['ka', 'ka'],
    ['constructor', 'ka'],
    ['__proto__', 'ka'],
    ['', 'ka'],
  ])('stored %j: <html lang="%s">', (stored, lang) => {
    expect(run(stored)).toBe(lang);
  });

  it('keeps the brand’s language when storage cannot be read', () => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    try {
      expect(run(null, 'ru')).toBe('ru');
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });

  it('is the one inline script the app’s policy allows, by its hash', () => {
    const hash = `'sha256-${createHash('sha256').update(LANG_SCRIPT).digest('base64')}'`;
    expect(LANG_SCRIPT_SOURCE).toBe(hash);
    const scriptSrc = contentSecurityPolicy('ge.localhost')
      .split('; ')
      .find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${hash}`);
  });
});
