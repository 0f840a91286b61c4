import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryKey, type FillTable, fillCatalog, readPo, writePo } from './po.ts';

const localesDir = join(import.meta.dirname, '..', 'locales');
const catalogs = readdirSync(localesDir).flatMap((lang) =>
  readdirSync(join(localesDir, lang))
    .filter((f) => f.endsWith('.po'))
    .map((f) => `${lang}/${f}`),
);

it.each(catalogs)('%s reads and writes back the same, byte for byte', (catalog) => {
  const text = readFileSync(join(localesDir, catalog), 'utf8');
  expect(writePo(readPo(text))).toBe(text);
});

const CATALOG = `msgid ""
msgstr ""
"Content-Type: text/plain; charset=utf-8\\n"
"Language: ru\\n"

#: src/features/orders/Tabs.tsx
msgctxt "tab"
msgid "Actual"
msgstr ""

#: src/features/orders/OrderCard.tsx
msgid "Actual"
msgstr ""

#: src/app/SignedOut.tsx
msgid "Sign in"
msgstr "Войти"

#~ msgid "Gone"
#~ msgstr ""
`;

/** The translations of the catalog after filling, by entry key. */
const filled = (table: FillTable, force = false) => {
  const { text, written } = fillCatalog(CATALOG, 'ru', table, force);
  const items = readPo(text).items.filter((i) => !i.obsolete);
  return { written, out: Object.fromEntries(items.map((i) => [entryKey(i), i.msgstr[0] ?? ''])) };
};

describe('fillCatalog', () => {
  it.each<{ name: string; table: FillTable; out: Record<string, string>; written: number }>([
    {
      name: 'the text alone fills only the entry without a context',
      table: { Actual: { ru: 'Актуальный' } },
      out: { 'tab\u0004Actual': '', Actual: 'Актуальный', 'Sign in': 'Войти' },
      written: 1,
    },
    {
      name: 'the context and the text fill only the entry in that context',
      table: { 'tab\u0004Actual': { ru: 'Актуальные' } },
      out: { 'tab\u0004Actual': 'Актуальные', Actual: '', 'Sign in': 'Войти' },
      written: 1,
    },
    {
      name: 'both, each its own translation',
      table: { Actual: { ru: 'Актуальный' }, 'tab\u0004Actual': { ru: 'Актуальные' } },
      out: { 'tab\u0004Actual': 'Актуальные', Actual: 'Актуальный', 'Sign in': 'Войти' },
      written: 2,
    },
    {
      name: 'an existing translation is kept',
      table: { 'Sign in': { ru: 'Вход' } },
      out: { 'tab\u0004Actual': '', Actual: '', 'Sign in': 'Войти' },
      written: 0,
    },
    {
      name: 'another language is not written',
      table: { Actual: { be: 'Актуальны' } },
      out: { 'tab\u0004Actual': '', Actual: '', 'Sign in': 'Войти' },
      written: 0,
    },
    {
      name: 'a context unknown to the catalog fills nothing',
      table: { 'vehicle\u0004Actual': { ru: 'Актуальный' } },
      out: { 'tab\u0004Actual': '', Actual: '', 'Sign in': 'Войти' },
      written: 0,
    },
  ])('$name', ({ table, out, written }) => {
    expect(filled(table)).toEqual({ out, written });
  });

  it('--force replaces an existing translation', () => {
    expect(filled({ 'Sign in': { ru: 'Вход' } }, true).out['Sign in']).toBe('Вход');
  });

  it('an obsolete entry is left alone', () => {
    const { text } = fillCatalog(CATALOG, 'ru', { Gone: { ru: 'Нет' } });
    expect(text).toBe(CATALOG);
  });

  it('nothing to write: the catalog comes back as it was', () => {
    expect(fillCatalog(CATALOG, 'ru', {})).toEqual({ text: CATALOG, written: 0 });
  });
});
