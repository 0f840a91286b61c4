// Data in the request's language. A text the platform keeps on a row in one language (a seat plan's
// "Партер", a station, a payment method, an organiser's address) is answered as its translation into
// the asked language when the translations table has one, else as written. Names kept per language in
// their own rows (venues, performances, cities, transfer points) are picked by their readers.
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { Lang } from '../../src/kernel/langs.ts';

const statements = new WeakMap<DatabaseSync, StatementSync>();

const lookup = (db: DatabaseSync): StatementSync => {
  let statement = statements.get(db);
  if (!statement) {
    statement = db.prepare(
      `SELECT t.text FROM translations s JOIN translations t ON t.entry = s.entry AND t.lang = ?
       WHERE s.text = ? ORDER BY s.entry LIMIT 1`,
    );
    statements.set(db, statement);
  }
  return statement;
};

export type Translate = {
  (text: string): string;
  (text: string | null): string | null;
};

/** Gives a text in `lang`: its translation, or the text as written. One per answer (it remembers). */
export const dataTexts = (db: DatabaseSync, lang: Lang): Translate => {
  const statement = lookup(db);
  const known = new Map<string, string>();
  function translate(text: string): string;
  function translate(text: string | null): string | null;
  function translate(text: string | null): string | null {
    if (text === null) return null;
    let out = known.get(text);
    if (out === undefined) {
      const row = statement.get(lang, text);
      out = typeof row?.text === 'string' ? row.text : text;
      known.set(text, out);
    }
    return out;
  }
  return translate;
};
