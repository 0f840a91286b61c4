// The endpoint table is the one place its addresses are written: a path of endpoints.ts written as a
// literal anywhere else in src/ or sw/ (code or test) is a second copy that the next change misses.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as rest from './endpoints.ts';
import * as start from './startEndpoints.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const table = { ...start, ...rest };
const TABLE = ['endpoints.ts', 'startEndpoints.ts'].map((file) => join(import.meta.dirname, file));

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Where a literal address starts: a quote, a template's `}` or an origin (`http://host`). */
const STARTS = String.raw`(?:['"\x60}]|//[\w.:-]+)`;
/** A parameter's stand-in, to find where a built path's fixed part ends. */
const MARK = '~param~';

/**
 * Each entry as the pattern of it written out: a path as it is or with a query (`/users/me/cards` under
 * `/users/me` is another address, which only its own api.ts asks for); a built path's fixed part up to
 * its first parameter (`ordersPage` up to its query).
 */
const patterns = Object.entries(table).map(([name, entry]) => {
  if (typeof entry === 'string')
    return { name, pattern: new RegExp(`${STARTS}${escaped(entry)}(?![\\w/-])`) };
  const build = entry as unknown as (...args: string[]) => string;
  const built = build(...Array<string>(build.length).fill(MARK));
  const end = built.search(/\/?~param~|\?/);
  return { name, pattern: new RegExp(`${STARTS}${escaped(built.slice(0, end + 1))}`) };
});

/** The table entries written out in `text`. */
const copiesIn = (text: string): string[] =>
  patterns.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name);

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !TABLE.includes(path) ? [path] : [];
  });

describe('the endpoint table', () => {
  it('is the only place its addresses are written, in src/ and sw/', () => {
    const copies = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'sw'))].flatMap((file) =>
      copiesIn(readFileSync(file, 'utf8')).map((name) => `${relative(ROOT, file)}: ${name}`),
    );
    expect(copies).toEqual([]);
  });

  it.each([
    ['a path in quotes', `http.request(S, '${table.PROFILE}', {})`, ['PROFILE']],
    ['a path in a template', `\x60${table.LAYOUT}\x60`, ['LAYOUT']],
    ['a path with its query', `'${table.ORDERS}?type=actual&page=1'`, ['ORDERS', 'ordersPage']],
    ['a path with a built query', `\x60${table.ORDERS}?type=\${tab}&page=1\x60`, ['ORDERS', 'ordersPage']],
    ['a path as sent', `'http://localhost${table.LAYOUT}'`, ['LAYOUT']],
    ['another path under one', `'${table.PROFILE}/transactions'`, []],
    ['a path in a comment', `// GET ${table.CABINET_PAGE} (spec)`, []],
    ['the table read', 'http.request(S, PROFILE, {})', []],
  ])('finds %s', (_, text, names) => {
    expect(copiesIn(text)).toEqual(names);
  });
});
