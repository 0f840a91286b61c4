// Draws the pass pictures into this folder: `npx node server/wallet/art/write.ts` after a brand's icon
// changes (art.test.ts fails until the files match). The server only reads the PNGs: the renderer is a
// development tool.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { initWasm } from '@resvg/resvg-wasm';
import { renderPng } from '../../../scripts/brand-assets-plugin.ts';
import { BRANDS } from '../../../src/kernel/brand/brands.ts';
import { ART_DIR, ART_SIZES, type ArtName, GOOGLE_ART, googleArtSvg, iconSvg } from './build.ts';

const require = createRequire(import.meta.url);
await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
for (const brand of Object.values(BRANDS)) {
  mkdirSync(join(ART_DIR, brand.id), { recursive: true });
  for (const [name, size] of Object.entries(ART_SIZES) as [ArtName, number][])
    writeFileSync(join(ART_DIR, brand.id, name), renderPng(iconSvg(brand.id), size));
  for (const [name, [width]] of Object.entries(GOOGLE_ART) as [keyof typeof GOOGLE_ART, readonly number[]][])
    writeFileSync(join(ART_DIR, brand.id, name), renderPng(googleArtSvg(brand.id, name), width ?? 0));
}
console.info(`Wrote the pass pictures of ${Object.keys(BRANDS).length} brands into ${ART_DIR}.`);
