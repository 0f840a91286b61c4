// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm } from '@resvg/resvg-wasm';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../src/kernel/brand/brands.ts';
import { LANGS } from '../src/kernel/langs.ts';
import { manifestFor, manifestTexts, maskableSvg, renderPng, SCREENSHOTS } from './brand-assets-plugin.ts';

const require = createRequire(import.meta.url);

beforeAll(async () => {
  await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm'))).catch(() => {});
});

/** A WebP file's width and height (its VP8, VP8L or VP8X header). */
const webpSize = (file: Buffer): [number, number] => {
  expect(file.toString('ascii', 0, 4) + file.toString('ascii', 8, 12)).toBe('RIFFWEBP');
  const chunk = file.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return [file.readUIntLE(24, 3) + 1, file.readUIntLE(27, 3) + 1];
  if (chunk === 'VP8L') {
    const bits = file.readUInt32LE(21);
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
  }
  return [file.readUInt16LE(26) & 0x3fff, file.readUInt16LE(28) & 0x3fff];
};

describe.each(Object.values(BRANDS))('$id', (brand) => {
  const art = readFileSync(`public/brand/${brand.id}/icon.svg`, 'utf8');

  const manifest = (lang = brand.defaultLang) => manifestFor(brand, lang, manifestTexts(lang));

  it('has an installable manifest of its own, one app in every language', () => {
    for (const lang of LANGS) {
      const m = manifest(lang);
      expect(m).toMatchObject({
        id: '/',
        name: brand.name,
        short_name: brand.shortName,
        start_url: '/tickets/actual',
      });
      expect(m.display).toBe('standalone');
      expect(m.theme_color).toBe(brand.colors.primary);
      expect(m.icons.map((i) => i.purpose)).toContain('maskable');
      // A tablet turns, and the QR view works sideways: nothing locks the orientation.
      expect(m).not.toHaveProperty('orientation');
    }
  });

  it.each([
    ['ru', /: билеты, заказы, баллы и карты$/, ['Мои заказы', 'Показать на кассе']],
    ['en', /: tickets, orders, points and cards$/, ['My orders', 'Show at the cashier']],
    ['be', /: білеты, заказы, балы і карты$/, ['Мае заказы', 'Паказаць на касе']],
    ['ge', /: ბილეთები, შეკვეთები, ქულები და ბარათები$/, ['ჩემი შეკვეთები', 'სალაროსთვის ჩვენება']],
    ['az', /: biletlər, sifarişlər, ballar və kartlar$/, ['Sifarişlərim', 'Kassada göstər']],
  ] as const)('describes itself and names its shortcuts in %s', (lang, description, shortcuts) => {
    const m = manifest(lang);
    expect(m.description).toMatch(new RegExp(`^${brand.name}${description.source}`));
    expect(m.shortcuts.map((s) => s.name)).toEqual(shortcuts);
    expect(m.shortcuts.map((s) => s.url)).toEqual(['/tickets/actual', '/cards?show=cashier']);
  });

  it('shows screenshots of the real app, a phone’s and a desktop’s, of the sizes it declares', () => {
    const m = manifest();
    expect(m.screenshots.map((s) => s.form_factor)).toEqual(['narrow', 'wide']);
    for (const [i, shot] of m.screenshots.entries()) {
      const file = readFileSync(`public${shot.src}`);
      expect(webpSize(file), shot.src).toEqual([SCREENSHOTS[i]?.width, SCREENSHOTS[i]?.height]);
      expect(shot.sizes).toBe(`${SCREENSHOTS[i]?.width}x${SCREENSHOTS[i]?.height}`);
    }
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
