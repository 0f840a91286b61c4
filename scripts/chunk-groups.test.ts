// @vitest-environment node
// A manual chunk group that matches no file is a silent regression: its modules fall back to chunks of
// their own, one more request each on the cold start. Each group, and each entry of the listed groups,
// must match a module of the tree.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderGroup, KITS, pathsPattern, START_CHUNK, WITH_APP } from './chunk-groups.ts';

const root = resolve(import.meta.dirname, '..');
const MODULE = /\.(tsx?|css)$/;

const modules = (dir: string): string[] =>
  readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && MODULE.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)));

const SRC = modules('src');

/** The entries of a path list that match no module (node_modules entries: no installed package). */
const unmatched = (paths: readonly string[], files: readonly string[] = SRC): string[] =>
  paths.filter((p) =>
    p.startsWith('node_modules/')
      ? !existsSync(join(root, p))
      : !files.some((f) => (p.endsWith('/') ? f.startsWith(p) : f.replace(/\.[^.]+$/, '') === p)),
  );

describe('the manual chunk groups (scripts/chunk-groups.ts, vite.config.ts)', () => {
  it.each(Object.values(KITS))('the %s group matches modules in its folders', (name) => {
    expect(SRC.filter((f) => folderGroup(name).test(`/${f}`)).length).toBeGreaterThan(0);
  });

  it('every entry of the start chunk matches a module', () => {
    expect(unmatched(START_CHUNK)).toEqual([]);
  });

  it('every module added to the app chunk matches one', () => {
    expect(unmatched(WITH_APP)).toEqual([]);
  });

  it('reports an entry that matches nothing (a renamed file, a moved folder)', () => {
    expect(
      unmatched(['src/start/gone', 'src/lib/nowhere/', 'node_modules/no-such-package/', 'src/start/shell']),
    ).toEqual(['src/start/gone', 'src/lib/nowhere/', 'node_modules/no-such-package/']);
    expect(SRC.filter((f) => folderGroup('no-such-kit').test(`/${f}`))).toEqual([]);
  });

  it("the patterns take exactly a list's modules", () => {
    const pattern = pathsPattern(['src/start/gate/', 'src/lib/cookies']);
    expect(SRC.filter((f) => pattern.test(`/work/${f}`)).sort()).toEqual(
      SRC.filter((f) => f.startsWith('src/start/gate/') || f === 'src/lib/cookies.ts').sort(),
    );
    expect(folderGroup(KITS.screen).test('/w/src/shared/screen-kit/totals.ts')).toBe(true);
    expect(folderGroup(KITS.screen).test('/w/src/shared/totals.ts')).toBe(false);
  });
});
