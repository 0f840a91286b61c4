// Developer tool: `npm run search:compare` measures search methods on the seeded catalogue against
// the judged queries of server/search/judgements.ts and prints the table of docs/decisions-search.md.
//   prefix    – unicode61 words, each query word a prefix (the earlier method)
//   trigram   – FTS5 trigram tokenizer, each query word a substring
//   trigram+stem – trigram, each query word cut to its stem first
//   stem      – unicode61 words, each query word cut to its stem and used as a prefix (chosen)
import type { DatabaseSync } from 'node:sqlite';
import { search } from '../server/api/search.ts';
import { JUDGEMENTS, type Judgement, score } from '../server/search/judgements.ts';
import { searchStem } from '../server/search/query.ts';
import { seededDb } from '../server/test-support.ts';

const db = seededDb();
const LANGS = ['ru', 'be', 'en', 'ge'] as const;

const words = (query: string) => query.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const fold = (word: string) => word.toLowerCase().replace(/ё/g, 'е');

const buildTable = (name: string, tokenize: string) => {
  const cols = LANGS.map((l) => `replace(coalesce(json_extract(names, '$.${l}'), ''), 'ё', 'е')`).join(', ');
  db.exec(`CREATE VIRTUAL TABLE ${name} USING fts5(${LANGS.join(', ')}, tokenize = '${tokenize}');
    INSERT INTO ${name} (rowid, ${LANGS.join(', ')}) SELECT id, ${cols} FROM search_items;`);
};
buildTable('cmp_prefix', 'unicode61 remove_diacritics 2');
buildTable('cmp_trigram', 'trigram remove_diacritics 1');

const matching = (d: DatabaseSync, table: string, expr: string): Set<string> => {
  if (!expr) return new Set();
  const rows = d
    .prepare(
      `SELECT s.kind, s.ref_id FROM ${table} f JOIN search_items s ON s.id = f.rowid WHERE ${table} MATCH ?`,
    )
    .all(expr);
  return new Set(rows.map((r) => `${String(r.kind)}:${String(r.ref_id)}`));
};

const quoted = (word: string) => `"${word.replace(/"/g, '')}"`;

const METHODS: Record<string, (query: string) => Set<string>> = {
  prefix: (q) =>
    matching(
      db,
      'cmp_prefix',
      words(q)
        .map((w) => `${quoted(fold(w))}*`)
        .join(' '),
    ),
  trigram: (q) =>
    matching(
      db,
      'cmp_trigram',
      words(q)
        .map((w) => quoted(fold(w)))
        .join(' '),
    ),
  'trigram+stem': (q) =>
    matching(
      db,
      'cmp_trigram',
      words(q)
        .map((w) => quoted(searchStem(w)))
        .join(' '),
    ),
  stem: (q) => {
    const groups = search(db, q, 'ru');
    return new Set(
      Object.entries(groups).flatMap(([kind, hits]) => hits.map((h) => `${kind}:${String(h.id)}`)),
    );
  },
};

const pct = (x: number) => `${Math.round(x * 100)} %`;
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
const subset = (lang: Judgement['lang']) => JUDGEMENTS.filter((j) => j.lang === lang && j.relevant.length);

console.info(
  row([
    'method',
    'precision',
    'recall',
    'F1',
    'exact answers',
    'recall ru',
    'recall be',
    'recall en',
    'recall ge',
  ]),
);
console.info(row(Array(9).fill('---')));
for (const [name, hitsOf] of Object.entries(METHODS)) {
  const all = score(hitsOf);
  const byLang = LANGS.map((l) => pct(score(hitsOf, subset(l)).recall));
  console.info(
    row([
      name,
      pct(all.precision),
      pct(all.recall),
      all.f1.toFixed(2),
      `${all.exact} of ${all.queries}`,
      ...byLang,
    ]),
  );
}

console.info('\nQueries a method does not answer exactly (missed ⊖, extra ⊕):');
for (const [name, hitsOf] of Object.entries(METHODS)) {
  const misses = JUDGEMENTS.flatMap(({ query, relevant }) => {
    const hits = hitsOf(query);
    const missed = relevant.filter((r) => !hits.has(r));
    const extra = [...hits].filter((h) => !relevant.includes(h));
    return missed.length || extra.length
      ? [
          `"${query}"${missed.length ? ` ⊖${missed.join(',')}` : ''}${extra.length ? ` ⊕${extra.join(',')}` : ''}`,
        ]
      : [];
  });
  console.info(`- ${name}: ${misses.join('; ') || 'none'}`);
}
db.close();
