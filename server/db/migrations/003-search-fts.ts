// Migration 2: full-text search over the site-search catalogue (GET /api/v2/search). An FTS5 index
// of the Russian, English and Georgian names, kept in step with search_items by triggers.
//
// unicode61 folds case in every script (Cyrillic, Georgian has none, Latin) and, with
// remove_diacritics 2, drops Latin accents; it does not fold the Cyrillic ё into е, so both the index
// and the query (server/api/search.ts) spell ё as е.

const folded = (expr: string) => `replace(replace(${expr}, 'ё', 'е'), 'Ё', 'Е')`;
const name = (row: string, lang: string) => folded(`coalesce(json_extract(${row}.names, '$.${lang}'), '')`);
const values = (row: string) => `${row}.id, ${name(row, 'ru')}, ${name(row, 'en')}, ${name(row, 'ge')}`;

export const searchFts = `
CREATE VIRTUAL TABLE search_fts USING fts5(ru, en, ge, tokenize = 'unicode61 remove_diacritics 2');
INSERT INTO search_fts (rowid, ru, en, ge) SELECT ${values('search_items')} FROM search_items;
CREATE TRIGGER search_items_fts_insert AFTER INSERT ON search_items BEGIN
  INSERT INTO search_fts (rowid, ru, en, ge) VALUES (${values('new')});
END;
CREATE TRIGGER search_items_fts_delete AFTER DELETE ON search_items BEGIN
  DELETE FROM search_fts WHERE rowid = old.id;
END;
CREATE TRIGGER search_items_fts_update AFTER UPDATE ON search_items BEGIN
  DELETE FROM search_fts WHERE rowid = old.id;
  INSERT INTO search_fts (rowid, ru, en, ge) VALUES (${values('new')});
END;
`;
