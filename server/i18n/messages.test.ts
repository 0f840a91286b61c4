// @vitest-environment node
// The server's message table: every text in all five languages, each in its script, with the same
// placeholders as the English one; and no customer-facing literal left outside the table.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/kernel/langs.ts';
import { withLang } from './context.ts';
import { MESSAGE_AREAS, MESSAGES, type MessageKey, placeholders, t, textIn } from './messages.ts';

const CYRILLIC = /[\u0400-\u04FF]/;
const GEORGIAN = /[\u10D0-\u10FF]/;
const LATIN = /[A-Za-z]/;

const keys = Object.keys(MESSAGES) as MessageKey[];

describe('the message table', () => {
  it('keeps each area under its own prefix, so no two areas share a key', () => {
    let count = 0;
    for (const [area, texts] of Object.entries(MESSAGE_AREAS)) {
      for (const key of Object.keys(texts)) expect(key.startsWith(`${area}.`), key).toBe(true);
      count += Object.keys(texts).length;
    }
    expect(keys.length).toBe(count);
  });

  it.each(keys)('%s: five languages, each in its script, the same placeholders', (key) => {
    const texts: Record<string, string> = MESSAGES[key];
    expect(Object.keys(texts).sort()).toEqual([...LANGS].sort());
    for (const lang of LANGS) expect(texts[lang]?.trim(), `${key} ${lang}`).toBeTruthy();
    const words = (lang: string) => (texts[lang] ?? '').replace(/\{\w+\}/g, '');
    expect(words('ru'), `${key} ru`).toMatch(CYRILLIC);
    expect(words('be'), `${key} be`).toMatch(CYRILLIC);
    expect(words('ge'), `${key} ge`).toMatch(GEORGIAN);
    for (const lang of ['en', 'az']) {
      expect(words(lang), `${key} ${lang}`).toMatch(LATIN);
      expect(words(lang), `${key} ${lang}`).not.toMatch(CYRILLIC);
      expect(words(lang), `${key} ${lang}`).not.toMatch(GEORGIAN);
    }
    const wanted = placeholders(texts.en ?? '').sort();
    for (const lang of LANGS)
      expect(placeholders(texts[lang] ?? '').sort(), `${key} ${lang}`).toEqual(wanted);
  });

  it('fills placeholders and follows the request language (Russian outside a request)', () => {
    expect(textIn('en', 'orders.refundLine', { id: 1011 })).toBe('Refund to the balance for order №1011');
    expect(t('orders.ticketNumberUnknown')).toBe('Билет с таким номером не найден.');
    expect(withLang('ge', () => t('orders.ticketNumberUnknown'))).toBe('ამ ნომრით ბილეთი ვერ მოიძებნა.');
  });
});

// Places that put a text into an answer (an error helper's arguments, a `message`/`error` field, an
// errors list) must take it from the table. A quoted sentence there is a text only Russian (or English)
// readers get; a field name ('params') or a table key ('orders.printed') is not a sentence.
const TEXT_PLACES = [
  /\b(?:httpError|fieldError|authError|refuse|invalid|codeError|fail)\((.*)/,
  /\b(?:message|error):\s*(.*)/,
  /\b(?:message|text)\s*=\s*(.*)/,
  /:\s*\[\s*(.*)/,
];
const LITERAL = /'([^']*)'|`([^`]*)`/g;
const isSentence = (text: string) =>
  /\p{L}{2}/u.test(text) &&
  (/\s/.test(text.replace(/\$\{[^}]*\}/g, 'x')) ||
    /[А-Яа-яЁё\u10D0-\u10FF]/.test(text) ||
    /[a-z][.!?]$/i.test(text));
/** Texts that are not for customers: the platform's 401 marker and an operator's setup hint. */
const ALLOWED = [/'Unauthenticated\.'/, /No layout for brand/];

const sentencesIn = (line: string): string[] =>
  TEXT_PLACES.flatMap((place) => {
    const args = place.exec(line)?.[1] ?? '';
    return [...args.matchAll(LITERAL)].map((m) => m[1] ?? m[2] ?? '').filter(isSentence);
  });

const serverRoot = join(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['db', 'demo-assets', 'i18n', 'stand-ins', 'security'].includes(entry.name) && dir === serverRoot
        ? []
        : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

describe('answers take their texts from the table', () => {
  const files = ['api', 'web', 'orders', 'payment', 'auth'].flatMap((dir) => sources(join(serverRoot, dir)));

  it('scans the handler folders', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files.map((f) => relative(serverRoot, f)))('%s', (file) => {
    const offending = readFileSync(join(serverRoot, file), 'utf8')
      .split('\n')
      .filter((line) => !line.trim().startsWith('//') && !line.trim().startsWith('*'))
      .filter((line) => sentencesIn(line).length > 0)
      .filter((line) => !ALLOWED.some((allowed) => allowed.test(line)));
    expect(offending).toEqual([]);
  });
});
