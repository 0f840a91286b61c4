// @vitest-environment node
// The repository's docs stand on their own (the README pointed at
// ../shared/guide/demo-data.md, which a clone does not have): every relative link and every path
// written in a doc resolves to a file of the repository.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const docs = [
  'README.md',
  'server/README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Markdown link targets, and paths in backticks that start with ./ or ../ or name a .md file. */
const referencesIn = (text: string): string[] => [
  ...[...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((m) => m[1] ?? ''),
  ...[...text.matchAll(/`(\.{1,2}\/[^`\s]+|[\w./-]+\.md)`/g)].map((m) => m[1] ?? ''),
];

describe('docs refer only to files of the repository', () => {
  it.each(docs)('%s', (doc) => {
    const text = readFileSync(join(root, doc), 'utf8');
    const broken = referencesIn(text)
      .filter((ref) => !/^[a-z]+:/i.test(ref))
      .filter((ref) => {
        // A relative path is read from the doc's folder; a bare one may also be from the repository's root.
        const bare = !ref.startsWith('./') && !ref.startsWith('../');
        const targets = [resolve(dirname(join(root, doc)), ref), ...(bare ? [resolve(root, ref)] : [])];
        return !targets.some((target) => !relative(root, target).startsWith('..') && existsSync(target));
      });
    expect(broken).toEqual([]);
  });
});
