// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm } from '@resvg/resvg-wasm';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../src/lib/brand/brands.ts';
import { manifestFor, maskableSvg, renderPng } from './brand-assets-plugin.ts';

const require = createRequire(import.meta.url);

beforeAll(async () => {
  await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm'))).catch(() => {});
});

describe.each(Object.values(BRANDS))('$id', (brand) => {
  const art = readFileSync(`public/brand/${brand.id}/icon.svg`, 'utf8');

  it('has an installable manifest of its own', () => {
    const m = manifestFor(brand);
    expect(m).toMatchObject({ name: brand.name, short_name: brand.shortName, start_url: '/tickets/actual' });
    expect(m.display).toBe('standalone');
    expect(m.theme_color).toBe(brand.colors.primary);
    expect(m.icons.map((i) => i.purpose)).toContain('maskable');
  });

  it('describes itself in its own language (issue 20 point 11: not English on the ru and ka brands)', () => {
    const m = manifestFor(brand);
    expect(m.description.startsWith(`${brand.name}: `)).toBe(true);
    const script = { ru: /^[^a-z]*$/, ka: /^[^a-z]*[\u10A0-\u10FF]/ }[m.lang];
    if (script) expect(m.description.slice(brand.name.length)).toMatch(script);
  });

  it('renders the icon at the requested size in the brand colour', () => {
    const png = PNG.sync.read(Buffer.from(renderPng(art, 192)));
    expect([png.width, png.height]).toEqual([192, 192]);
    const [r, g, b] = png.data; // top-left pixel: the brand background
    expect(`#${[r, g, b].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`).toBe(
      brand.colors.primary,
    );
  });

  it('keeps the maskable art inside the safe zone', () => {
    const png = PNG.sync.read(Buffer.from(renderPng(maskableSvg(art, brand.colors.primary), 512)));
    // 40 px in from the edge is outside the 80 % safe zone: plain background, no white art.
    const at = (x: number, y: number) => png.data[(y * png.width + x) * 4] ?? 0;
    expect(at(40, 256)).toBe(Number.parseInt(brand.colors.primary.slice(1, 3), 16));
  });
});
