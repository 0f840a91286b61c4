// GET /api/v2/search?target=site&search[query]=…&search[type]=1: the site search of the header.
// SQLite FTS5 over the seeded catalogue (migration 005): every word of the query, cut to its stem, is a
// prefix, all must match, in any of the Russian, Belarusian, English and Georgian names; case and
// accents do not matter (server/search/query.ts, docs/decisions-search.md).
// Hits come grouped by kind, best first, at most PER_KIND of each, named in `lang` (default: the
// brand's language).

import type { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import { isLang, type Lang } from '../../src/kernel/langs.ts';
import { num, numOrNull, type Row, str, strOrNull, texts } from '../db/row.ts';
import { t } from '../i18n/messages.ts';
import { ftsQuery } from '../search/query.ts';
import { ok } from '../web/reply.ts';
import type { ApiRouter } from './context.ts';
import { parse, single } from './schema.ts';

const KINDS = ['objects', 'posts', 'videos', 'names', 'tours', 'performances'] as const;
export type Kind = (typeof KINDS)[number];

const PER_KIND = 5;
const MAX_QUERY = 100;

type Hit = Record<string, unknown>;

const isKind = (value: string): value is Kind => (KINDS as readonly string[]).includes(value);

const hitOf = (row: Row, kind: Kind, lang: Lang): Hit => {
  const names = texts(row, 'names');
  const label = names[lang] ?? names.en ?? names.ru ?? '';
  const id = num(row, 'ref_id');
  const region = str(row, 'region');
  const image = strOrNull(row, 'image');
  switch (kind) {
    case 'objects':
      return { id, name: label, types: [{ id: numOrNull(row, 'type_id') }], region };
    case 'performances':
      return {
        id,
        name: label,
        type: { id: numOrNull(row, 'type_id'), slug: strOrNull(row, 'type_slug') },
        region,
        image,
      };
    case 'posts':
      return { id, title: label, category: { id: numOrNull(row, 'category_id') }, region };
    case 'videos':
      return { id, title: label, region, image };
    case 'names':
      return { id, name: label };
    case 'tours':
      return { id, name: label, region };
  }
};

export const search = (db: DatabaseSync, query: string, lang: Lang): Record<Kind, Hit[]> => {
  const groups: Record<Kind, Hit[]> = {
    objects: [],
    posts: [],
    videos: [],
    names: [],
    tours: [],
    performances: [],
  };
  const match = ftsQuery(query);
  if (!match) return groups;
  const rows = db
    .prepare(
      `SELECT s.* FROM search_fts f JOIN search_items s ON s.id = f.rowid
       WHERE search_fts MATCH ? ORDER BY bm25(search_fts), s.id`,
    )
    .all(match);
  for (const row of rows) {
    const kind = str(row, 'kind');
    if (!isKind(kind)) continue;
    const group = groups[kind];
    if (group.length < PER_KIND) group.push(hitOf(row, kind, lang));
  }
  return groups;
};

/** `target=site&search[query]=…&search[type]=1&lang=…`, one problem at a time. */
const SEARCH_QUERY = v.object({
  target: v.pipe(
    single('target'),
    v.picklist(['site'], () => t('fields.oneOf', { name: 'target', values: 'site' })),
  ),
  // `search` that is not an object holds no query (refused as a missing one).
  search: v.pipe(
    v.unknown(),
    v.transform((x) => (typeof x === 'object' && x !== null && !Array.isArray(x) ? x : {})),
    v.object({
      query: v.pipe(
        single('query'),
        v.minLength(1, () => t('fields.required', { name: 'search.query' })),
        v.maxLength(MAX_QUERY, () => t('fields.max', { name: 'search.query', max: MAX_QUERY })),
      ),
      type: v.pipe(
        single('type'),
        v.picklist(['', '1'], () => t('fields.oneOf', { name: 'search.type', values: '1' })),
      ),
    }),
  ),
  lang: single('lang'),
});

export const registerSearch = (router: ApiRouter): void => {
  router.get('/api/v2/search', (ctx) => {
    const { search: params, lang } = parse(SEARCH_QUERY, ctx.query, { first: true });
    return ok(search(ctx.db, params.query, isLang(lang) ? lang : ctx.brand.defaultLang));
  });
};
