// @vitest-environment node
// The demo's translations table: every entry in the five languages, each in its script, no text in two
// entries (a lookup by text must be unambiguous), and every text the demo rows carry to a customer has
// an entry, so no new row stays in one language unnoticed.
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/kernel/langs.ts';
import { DATA_TEXTS } from '../db/seed/translations.ts';
import { rowsOf, seededDb } from '../test-support.ts';
import { dataTexts } from './data-texts.ts';

const CYRILLIC = /[\u0400-\u04FF]/;
const GEORGIAN = /[\u10D0-\u10FF]/;

/** Texts that read the same in every language: card scheme names. */
const SAME_IN_EVERY_LANGUAGE = new Set(['Visa, Mastercard']);

/** The seeded columns whose texts reach a customer as written on the row. */
const CUSTOMER_TEXTS = [
  'SELECT section_name AS text FROM tickets UNION SELECT section_name FROM external_tickets',
  'SELECT hall_name FROM tickets UNION SELECT hall_name FROM sessions',
  'SELECT train_from FROM orders UNION SELECT train_to FROM orders UNION SELECT train_carrier FROM orders',
  'SELECT additional_terms FROM train_tickets',
  'SELECT name FROM order_items UNION SELECT name FROM order_services UNION SELECT name FROM order_coupons',
  'SELECT name FROM payment_methods UNION SELECT short_description FROM payment_methods',
  'SELECT name FROM companies UNION SELECT address FROM companies UNION SELECT address FROM objects',
];

describe('the translations table', () => {
  it.each(DATA_TEXTS.map((texts) => [texts.ru, texts] as const))(
    '%s: five languages, each in its script',
    (_, texts) => {
      for (const lang of LANGS) expect(texts[lang].trim(), lang).toBeTruthy();
      expect(texts.ru).toMatch(CYRILLIC);
      expect(texts.be).toMatch(CYRILLIC);
      expect(texts.ge).toMatch(GEORGIAN);
      for (const lang of ['en', 'az'] as const) {
        expect(texts[lang], lang).not.toMatch(CYRILLIC);
        expect(texts[lang], lang).not.toMatch(GEORGIAN);
      }
    },
  );

  it('has no text in two entries', () => {
    const entryOf = new Map<string, number>();
    for (const [entry, texts] of DATA_TEXTS.entries()) {
      for (const text of new Set(Object.values(texts))) {
        expect(entryOf.get(text), text).toBeUndefined();
        entryOf.set(text, entry);
      }
    }
  });

  it('covers every text the demo rows carry to a customer (passengers keep their names)', () => {
    const db = seededDb();
    const known = new Set(DATA_TEXTS.map((texts) => texts.ru));
    const inRu = dataTexts(db, 'ru');
    const missing = CUSTOMER_TEXTS.flatMap((sql) => rowsOf(db).all(sql))
      .map((row) => Object.values(row)[0])
      .filter((text): text is string => typeof text === 'string')
      .filter((text) => !SAME_IN_EVERY_LANGUAGE.has(text) && !known.has(inRu(text)));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('gives a text in the asked language whatever language it is written in; an unknown one as written', () => {
    const db = seededDb();
    expect(dataTexts(db, 'en')('Партер')).toBe('Stalls');
    expect(dataTexts(db, 'ru')('პარტერი')).toBe('Партер');
    expect(dataTexts(db, 'az')('დიდი დარბაზი')).toBe('Böyük zal');
    expect(dataTexts(db, 'ge')('Большой зал')).toBe('დიდი დარბაზი');
    expect(dataTexts(db, 'en')('ИВАНОВА АННА СЕРГЕЕВНА')).toBe('ИВАНОВА АННА СЕРГЕЕВНА');
    expect(dataTexts(db, 'en')(null)).toBeNull();
  });
});
