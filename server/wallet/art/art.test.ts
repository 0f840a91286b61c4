// @vitest-environment node
// The pass pictures are the brands' icons at Wallet's sizes, and current: a changed icon fails here until
// `npx node server/wallet/art/write.ts` draws them again.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { initWasm } from '@resvg/resvg-wasm';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPng } from '../../../scripts/brand-assets-plugin.ts';
import { BRANDS } from '../../../src/lib/brand/brands.ts';
import { ART_DIR, ART_SIZES, type ArtName, iconSvg } from './build.ts';

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
});
