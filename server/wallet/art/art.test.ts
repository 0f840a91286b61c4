// @vitest-environment node
// The pass pictures are the brands' icons at the sizes each vendor asks for (Apple's icon and logo,
// Google's logo ≥ 660 px and 3:1 hero), and current: a changed icon fails here until
// `npx node server/wallet/art/write.ts` draws them again.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { initWasm } from '@resvg/resvg-wasm';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPng } from '../../../scripts/brand-assets-plugin.ts';
import { BRANDS } from '../../../src/kernel/brand/brands.ts';
import { ART_DIR, ART_SIZES, type ArtName, GOOGLE_ART, googleArtSvg, iconSvg } from './build.ts';

const require = createRequire(import.meta.url);
beforeAll(async () => {
  await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm'))).catch(() => {});
});

describe.each(Object.values(BRANDS))('$id', (brand) => {
  it.each(Object.entries(ART_SIZES) as [ArtName, number][])(
    '%s is the icon at %i px, as drawn now',
    (name, size) => {
      const file = readFileSync(join(ART_DIR, brand.id, name));
      const png = PNG.sync.read(file);
      expect([png.width, png.height]).toEqual([size, size]);
      expect(Buffer.from(renderPng(iconSvg(brand.id), size)).equals(file)).toBe(true);
    },
  );

  it.each(Object.entries(GOOGLE_ART) as [keyof typeof GOOGLE_ART, readonly [number, number]][])(
    '%s is %j px for Google, as drawn now',
    (name, [width, height]) => {
      const file = readFileSync(join(ART_DIR, brand.id, name));
      const png = PNG.sync.read(file);
      expect([png.width, png.height]).toEqual([width, height]);
      expect(Buffer.from(renderPng(googleArtSvg(brand.id, name), width)).equals(file)).toBe(true);
    },
  );
  it('Google’s logo is at least 660 px and its hero at least 3:1', () => {
    expect(Math.min(...GOOGLE_ART['google-logo.png'])).toBeGreaterThanOrEqual(660);
    const [w, h] = GOOGLE_ART['google-hero.png'];
    expect(w / h).toBeGreaterThanOrEqual(3);
  });
});
