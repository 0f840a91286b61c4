// @vitest-environment node
// The docs stand on their own and point only at what exists: a moved or deleted file must not leave a
// reader following a dead pointer (the README once pointed at ../shared/guide/demo-data.md, which a
// clone does not have). What counts as a path named in README.md, server/README.md and any .md under docs/:
// - a Markdown link's target that has no scheme and is not a bare #anchor: read from the linking file's
//   folder (a bare one, `docs/x.md`, may also be read from the repository's root);
// - a backticked span that is wholly a path (letters, digits, . _ - @ + and /), after dropping a trailing
//   `:line`, `#anchor` or `/`, when it starts with ./ or ../ (read from the file's folder), names a .md
//   file (from the file's folder or the root), or starts with a top-level folder of the repository
//   (FOLDERS: read from the root).
// Not paths: URLs, API routes (`/api/…` start with a slash), globs and placeholders (* ? { [ < …), spans
// with spaces, and other bare names (`rules.ts` is read against the text around it).
// A path must resolve inside the repository.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const FOLDERS = ['src', 'sw', 'server', 'scripts', 'e2e', 'deploy', 'docs', 'public', 'locales'];
const PATH = /^(?:\.{1,2}\/)*[\w.@+-]+(?:\/[\w.@+-]+)*\/?$/;

/** A path as written, and where it may be read from (any one existing is enough). */
type Named = { named: string; candidates: string[] };

const inside = (path: string): string => relative(root, path);

/** The paths a Markdown file names (`file` from the repository's root), with where each may be read from. */
const pathsIn = (text: string, file: string): Named[] => {
  const here = dirname(join(root, file));
  const found: Named[] = [];
  for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
    const path = target.replace(/#.*$/, '');
    if (!PATH.test(path)) continue;
    const bare = !path.startsWith('./') && !path.startsWith('../');
    found.push({ named: target, candidates: [resolve(here, path), ...(bare ? [resolve(root, path)] : [])] });
  }
  for (const [, span = ''] of text.matchAll(/`([^`\n]+)`/g)) {
    const path = span.replace(/(?::\d+(?:-\d+)?|#[\w-]*)$/, '').replace(/(.)\/$/, '$1');
    if (!PATH.test(path)) continue;
    if (path.startsWith('./') || path.startsWith('../'))
      found.push({ named: span, candidates: [resolve(here, path)] });
    else if (path.endsWith('.md'))
      found.push({ named: span, candidates: [resolve(here, path), resolve(root, path)] });
    else if (path.includes('/') && FOLDERS.includes(path.split('/')[0] ?? ''))
      found.push({ named: span, candidates: [resolve(root, path)] });
  }
  return found;
};

const missingIn = (text: string, file: string): string[] =>
  pathsIn(text, file)
    .filter((n) => !n.candidates.some((c) => !inside(c).startsWith('..') && existsSync(c)))
    .map((n) => n.named);

const DOCS = [
  'README.md',
  'server/README.md',
  ...readdirSync(join(root, 'docs'), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => inside(join(e.parentPath, e.name))),
];

describe('paths named in the docs', () => {
  it('tells a missing path from an existing one, and skips what is not a path', () => {
    const text = [
      'See `src/main.tsx`, `server/gone.ts:12`, `src/features/*/worker.ts`, `/api/v3/pages/layout`,',
      '`rules.ts`, `e2e/<spec>`, `npm run build`, `decisions-auth.md`, `../README.md`, `../../outside.md`,',
      '[the guide](decisions-auth.md#why), [root](../README.md), [site](https://example.com/x.md),',
      '[gone](../src/nowhere.ts), [from the root](docs/demo-data.md) and `docs/nothing-here.md`.',
    ].join('\n');
    expect(pathsIn(text, 'docs/sample.md').map((n) => n.named)).toEqual([
      'decisions-auth.md#why',
      '../README.md',
      '../src/nowhere.ts',
      'docs/demo-data.md',
      'src/main.tsx',
      'server/gone.ts:12',
      'decisions-auth.md',
      '../README.md',
      '../../outside.md',
      'docs/nothing-here.md',
    ]);
    expect(missingIn(text, 'docs/sample.md')).toEqual([
      '../src/nowhere.ts',
      'server/gone.ts:12',
      '../../outside.md',
      'docs/nothing-here.md',
    ]);
  });

  it.each(DOCS)('%s names only paths that exist', (file) => {
    expect(missingIn(readFileSync(join(root, file), 'utf8'), file)).toEqual([]);
  });
});
