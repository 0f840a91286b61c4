// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveSourceMaps } from './sourcemaps.ts';

describe('moveSourceMaps', () => {
  it('takes every source map out of the build, to the same place beside it, and nothing else', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cabinet-maps-'));
    const dist = join(root, 'dist');
    const maps = join(root, 'sourcemaps');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    mkdirSync(maps);
    writeFileSync(join(maps, 'old.js.map'), 'a map of an older build');
    writeFileSync(join(dist, 'sw.js'), 'sw');
    writeFileSync(join(dist, 'sw.js.map'), '{"sources":["/home/builder/sw/sw.ts"]}');
    writeFileSync(join(dist, 'assets', 'app-1.js'), 'app');
    writeFileSync(join(dist, 'assets', 'app-1.js.map'), '{"sources":["src/main.tsx"]}');

    expect(await moveSourceMaps(dist, maps)).toBe(2);

    expect(existsSync(join(dist, 'sw.js.map'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'app-1.js.map'))).toBe(false);
    expect(readFileSync(join(dist, 'sw.js'), 'utf8')).toBe('sw');
    expect(readFileSync(join(dist, 'assets', 'app-1.js'), 'utf8')).toBe('app');
    expect(readFileSync(join(maps, 'assets', 'app-1.js.map'), 'utf8')).toContain('src/main.tsx');
    expect(readFileSync(join(maps, 'sw.js.map'), 'utf8')).toContain('sw.ts');
    expect(existsSync(join(maps, 'old.js.map'))).toBe(false);
  });
});
