// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ASSETS_DIR } from '../app.ts';
import { DEFAULT_AVATAR } from '../db/seed/accounts.ts';
import { seededDb } from '../test-support.ts';
import { buildDemoAssets } from './build.ts';

describe('demo images', () => {
  const assets = buildDemoAssets();

  it('on disk match build.ts (run `npx node server/demo-assets/write.ts` after changing it)', () => {
    for (const [path, svg] of assets) {
      const file = join(DEMO_ASSETS_DIR, path);
      expect(existsSync(file), path).toBe(true);
      expect(readFileSync(file, 'utf8'), path).toBe(svg);
    }
  });

  it('exist for every /demo path the seed refers to', () => {
    const db = seededDb();
    const text = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((t) => JSON.stringify(db.prepare(`SELECT * FROM "${String(t.name)}"`).all()))
      .join('\n');
    db.close();
    const paths = new Set([...text.matchAll(/\/demo\/([\w/.-]+\.svg)/g)].map((m) => m[1]));
    paths.add(DEFAULT_AVATAR.replace('/demo/', ''));
    expect(paths.size).toBeGreaterThan(30);
    for (const path of paths) expect(assets.has(String(path)), String(path)).toBe(true);
  });

  it('are well-formed, titled SVG', () => {
    for (const [path, svg] of assets) {
      expect(svg, path).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* aria-label="[^"]+"/);
      expect(svg.trim().endsWith('</svg>'), path).toBe(true);
      expect(svg, path).not.toMatch(/<script|on\w+=/i);
    }
  });
});
