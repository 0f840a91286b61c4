// @vitest-environment node
// Comments in the source say why in a line or two; the history behind a choice (which issue asked for
// it, which pass of a measurement found it) is kept in docs/decisions-*.md, where it is read as a whole.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const FOLDERS = ['src', 'sw', 'server', 'scripts', 'e2e', 'deploy'];
const FILES = ['vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'lingui.config.ts'];
const ORDINALS =
  'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth';
const HISTORY = [/\bissues? #?\d/i, new RegExp(`\\b(?:${ORDINALS}|\\d+(?:st|nd|rd|th))\\s+pass\\b`, 'i')];

/** The comment part of a line: a whole-line comment, or what follows ` // ` after code. */
const commentOf = (line: string): string | undefined => {
  const trimmed = line.trim();
  if (/^(?:\/\/|\/\*|\*|\{\/\*)/.test(trimmed)) return trimmed;
  return /\s\/\/\s.*$/.exec(line)?.[0];
};

/** Comment lines (1-based numbers) that cite an issue or a pass; in a stylesheet, text is only in comments. */
const historyIn = (text: string, css = false): number[] =>
  text.split('\n').flatMap((line, i) => {
    const comment = css ? line : commentOf(line);
    return comment !== undefined && HISTORY.some((re) => re.test(comment)) ? [i + 1] : [];
  });

const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter(
      (e) => e.isFile() && /\.(?:tsx?|mjs|js|css)$/.test(e.name) && !e.parentPath.includes('node_modules'),
    )
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .filter((f) => !f.endsWith('routeTree.gen.ts'));

describe('comments cite no issue or pass', () => {
  // Planted: built at run time, so this file's own lines stay clean.
  const cite = ['issue', '17'].join(' ');
  it.each([
    [`// Kept short (${cite}).`, [1]],
    [`const a = 1; // see ${cite}`, [1]],
    [
      ['/**', ` * Fewer renders (docs/decisions-bench.md, ${['eighth', 'pass'].join(' ')}).`, ' */'].join(
        '\n',
      ),
      [2],
    ],
    [`{/* A hint (${['issues', '20'].join(' ')}). */}`, [1]],
    [`it('keeps the name (${cite})', () => {});`, []],
    ['// Fewer renders: see docs/decisions-bench.md.', []],
    ["const url = 'http://x'; // a pass for a ticket", []],
  ])('%s', (text, lines) => {
    expect(historyIn(text)).toEqual(lines);
  });

  it('holds in the source tree', () => {
    const files = [...FOLDERS.flatMap(sources), ...FILES];
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) =>
      historyIn(readFileSync(join(root, f), 'utf8'), f.endsWith('.css')).map((line) => `${f}:${line}`),
    );
    expect(found).toEqual([]);
  });
});
