// Migration 5: the search index gets the Belarusian names (a `be` column beside ru, en and ge), so
// Belarusian word forms find what Russian ones do (docs/decisions-search.md). The index is rebuilt
// from search_items; the triggers keep it in step as before.
//
// unicode61 folds case in every script and, with remove_diacritics 2, drops Latin accents; it does
// not fold the Cyrillic ё into е, so both the index and the query (server/api/search.ts) spell ё as е.

const folded = (expr: string) => `replace(replace(${expr}, 'ё', 'е'), 'Ё', 'Е')`;
const name = (row: string, lang: string) => folded(`coalesce(json_extract(${row}.names, '$.${lang}'), '')`);
const values = (row: string) =>
  `${row}.id, ${name(row, 'ru')}, ${name(row, 'be')}, ${name(row, 'en')}, ${name(row, 'ge')}`;

export const searchBelarusian = `
DROP TRIGGER search_items_fts_insert;
DROP TRIGGER search_items_fts_delete;
DROP TRIGGER search_items_fts_update;
DROP TABLE search_fts;
CREATE VIRTUAL TABLE search_fts USING fts5(ru, be, en, ge, tokenize = 'unicode61 remove_diacritics 2');
INSERT INTO search_fts (rowid, ru, be, en, ge) SELECT ${values('search_items')} FROM search_items;
CREATE TRIGGER search_items_fts_insert AFTER INSERT ON search_items BEGIN
  INSERT INTO search_fts (rowid, ru, be, en, ge) VALUES (${values('new')});
END;
CREATE TRIGGER search_items_fts_delete AFTER DELETE ON search_items BEGIN
  DELETE FROM search_fts WHERE rowid = old.id;
END;
CREATE TRIGGER search_items_fts_update AFTER UPDATE ON search_items BEGIN
  DELETE FROM search_fts WHERE rowid = old.id;
  INSERT INTO search_fts (rowid, ru, be, en, ge) VALUES (${values('new')});
END;
`;
