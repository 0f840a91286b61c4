import { describe, expect, it } from 'vitest';
import { catalogProblems } from './translations.ts';

const po = (...entries: string[]) =>
  ['msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n', ...entries].join('\n');
const entry = (msgid: string, msgstr: string, msgctxt?: string) =>
  `${msgctxt ? `msgctxt ${JSON.stringify(msgctxt)}\n` : ''}msgid ${JSON.stringify(msgid)}\nmsgstr ${JSON.stringify(msgstr)}\n`;
/** An entry used in the given source file. */
const usedIn = (source: string, msgid: string, msgstr: string) => `#: ${source}\n${entry(msgid, msgstr)}`;

/** The problems of the given catalogs, as "lang/file: why: msgid". */
const problems = (catalogs: Record<string, string>) =>
  catalogProblems(new Map(Object.entries(catalogs))).map((p) => `${p.lang}/${p.file}: ${p.why}: ${p.msgid}`);

describe('catalogProblems', () => {
  it.each<{ name: string; catalogs: Record<string, string>; out: string[] }>([
    { name: 'complete', catalogs: { 'ru/app.po': po(entry('Sign in', 'Войти')) }, out: [] },
    {
      name: 'a missing translation',
      catalogs: { 'ru/app.po': po(entry('Sign in', 'Войти'), entry('Dismiss', '')) },
      out: ['ru/app.po: missing translation: Dismiss'],
    },
    {
      name: 'a missing translation in a context',
      catalogs: { 'be/orders.po': po(entry('Actual', 'Актуальны'), entry('Actual', '', 'tab')) },
      out: ['be/orders.po: missing translation: Actual'],
    },
    { name: 'English needs none', catalogs: { 'en/app.po': po(entry('Sign in', '')) }, out: [] },
    {
      name: 'an obsolete entry needs none',
      catalogs: { 'ru/app.po': po(entry('Sign in', 'Войти'), '#~ msgid "Gone"\n#~ msgstr ""\n') },
      out: [],
    },
    {
      name: 'Georgian in another script',
      catalogs: { 'ge/app.po': po(entry('Sign in', 'Sign in')) },
      out: ['ge/app.po: not written in Georgian script: Sign in'],
    },
    {
      name: 'Russian in another script',
      catalogs: { 'ru/app.po': po(entry('Sign in', 'Voiti')) },
      out: ['ru/app.po: not written in Cyrillic: Sign in'],
    },
    { name: 'a name kept as it is', catalogs: { 'ge/app.po': po(entry('Visa', 'Visa')) }, out: [] },
    {
      name: 'one text translated differently in two catalogs',
      catalogs: { 'ru/app.po': po(entry('Sign in', 'Войти')), 'ru/header.po': po(entry('Sign in', 'Вход')) },
      out: ['ru/header.po: translated differently in app.po ("Войти" vs "Вход"): Sign in'],
    },
    {
      name: 'two texts of one source file translated alike (a card’s venue and seat)',
      catalogs: {
        'ge/orders.po': po(
          usedIn('src/Card.tsx', 'Venue', 'ადგილი'),
          usedIn('src/Card.tsx', 'Place', 'ადგილი'),
        ),
      },
      out: ['ge/orders.po: translated like "venue" in src/Card.tsx ("ადგილი"): Place'],
    },
    {
      name: 'two texts of two source files may be translated alike',
      catalogs: {
        'az/cards.po': po(
          usedIn('src/Link.tsx', 'Link the card', 'Bağla'),
          usedIn('src/Gate.tsx', 'Close', 'Bağla'),
        ),
      },
      out: [],
    },
    {
      name: 'texts that mean the same may be translated alike',
      catalogs: {
        'ru/cards.po': po(
          usedIn('src/Cards.tsx', 'Delete', 'Удалить'),
          usedIn('src/Cards.tsx', 'Remove', 'Удалить'),
        ),
      },
      out: [],
    },
    {
      name: 'Azerbaijani points are "bal", not "xal"',
      catalogs: {
        'az/balance.po': po(
          entry('Sum, points', 'Məbləğ, xal'),
          entry('Why points help', 'Ballar niyə faydalıdır'),
        ),
      },
      out: ['az/balance.po: points are "bal" in az: Sum, points'],
    },
    {
      name: 'one text in two contexts may be translated differently',
      catalogs: { 'ru/orders.po': po(entry('Actual', 'Актуальный'), entry('Actual', 'Актуальные', 'tab')) },
      out: [],
    },
  ])('$name', ({ catalogs, out }) => {
    expect(problems(catalogs)).toEqual(out);
  });
});
