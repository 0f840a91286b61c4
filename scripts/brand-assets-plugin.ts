// Build step: per brand, the web app manifests and their PNG icons, rendered from the brand's source art
// (public/brand/<id>/icon.svg) at build time. The document links the manifest of the brand of its host in
// the brand's language (`manifest-<brand>.webmanifest`, deploy/documents.ts); the app links the one of the
// customer's language (`manifest-<brand>-<lang>.webmanifest`, app/ScreenTitle.tsx), since no browser reads
// a manifest's `*_localized` members yet. Its texts are the catalogs' own (locales/), read here.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type { Plugin } from 'vite';
import { BRANDS, type Brand } from '../src/kernel/brand/brands.ts';
import { brandDescription } from '../src/kernel/brand/description.ts';
import { manifestFile } from '../src/kernel/brand/manifestFile.ts';
import { intlLocale, LANGS, type Lang } from '../src/kernel/langs.ts';
import { NAV_ICONS } from '../src/kernel/navPaths.ts';
import { readPo, translationOf } from './po.ts';

const require = createRequire(import.meta.url);
let wasmReady: Promise<void> | undefined;
const ensureWasm = () => {
  wasmReady ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  return wasmReady;
};

export const renderPng = (svg: string, size: number): Uint8Array =>
  new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();

/** The maskable variant keeps the art inside the 80 % safe zone on the brand colour. */
export const maskableSvg = (iconSvg: string, background: string): string => {
  const inner = iconSvg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" fill="${background}"/><g transform="translate(51.2 51.2) scale(0.8)">${inner}</g></svg>`;
};

/** A shortcut's icon: the menu's section icon, white on the brand colour. */
const shortcutSvg = (path: string, background: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${background}"/><g transform="translate(24 24) scale(2)"><path d="${path}" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/></g></svg>`;

/**
 * Pictures of the real app for Chrome's richer install sheet: a phone's (narrow) and a desktop's (wide)
 * screen of the orders, taken from the production build with the demo data (scripts/manifest-screenshots.ts)
 * and kept in public/brand/<id>/screenshots/.
 */
export const SCREENSHOTS = [
  { file: 'narrow.webp', width: 780, height: 1688, viewport: { width: 390, height: 844 }, scale: 2 },
  { file: 'wide.webp', width: 1280, height: 800, viewport: { width: 1280, height: 800 }, scale: 1 },
] as const;

/** The manifests' texts, as the catalogs translate them (each an existing text of the cabinet). */
const TEXTS = { orders: 'My orders', cashier: 'Show at the cashier' } as const;
type Texts = Record<keyof typeof TEXTS, string>;

/** The catalogs' translations of TEXTS in `lang` (English is the source); the build fails on a missing one. */
export const manifestTexts = (lang: Lang, localesDir = 'locales'): Texts => {
  const found = new Map<string, string>();
  const dir = join(localesDir, lang);
  for (const name of ['app.po', 'cards.po']) {
    for (const item of readPo(readFileSync(join(dir, name), 'utf8')).items) {
      if (!item.msgctxt && translationOf(item)) found.set(item.msgid, translationOf(item));
    }
  }
  const pick = (text: string) => {
    const translated = lang === 'en' ? text : found.get(text);
    if (!translated) throw new Error(`manifest: no ${lang} translation of "${text}" in ${dir}`);
    return translated;
  };
  return { orders: pick(TEXTS.orders), cashier: pick(TEXTS.cashier) };
};

export const manifestFor = (brand: Brand, lang: Lang, texts: Texts) => ({
  // One app whatever the language its manifest was read in.
  id: '/',
  name: brand.name,
  short_name: brand.shortName,
  description: brandDescription({ name: brand.name, defaultLang: lang }),
  lang: intlLocale(lang),
  dir: 'ltr',
  start_url: '/tickets/actual',
  scope: '/',
  display: 'standalone',
  // No orientation: the QR view works sideways, and a tablet turns.
  theme_color: brand.colors.primary,
  background_color: '#f4f5f7',
  icons: [
    { src: `/brand/${brand.id}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: `/brand/${brand.id}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: `/brand/${brand.id}/icon-maskable-512.png`,
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  shortcuts: [
    {
      name: texts.orders,
      url: '/tickets/actual',
      icons: [{ src: `/brand/${brand.id}/shortcut-orders.png`, sizes: '96x96', type: 'image/png' }],
    },
    {
      name: texts.cashier,
      url: '/cards?show=cashier',
      icons: [{ src: `/brand/${brand.id}/shortcut-cashier.png`, sizes: '96x96', type: 'image/png' }],
    },
  ],
  screenshots: SCREENSHOTS.map((s) => ({
    src: `/brand/${brand.id}/screenshots/${s.file}`,
    sizes: `${s.width}x${s.height}`,
    type: 'image/webp',
    form_factor: s.viewport.width < 768 ? 'narrow' : 'wide',
    label: texts.orders,
  })),
});

export const brandAssets = (publicDir = 'public', localesDir = 'locales'): Plugin => ({
  name: 'cabinet-brand-assets',
  apply: 'build',
  async generateBundle() {
    await ensureWasm();
    const texts = Object.fromEntries(LANGS.map((lang) => [lang, manifestTexts(lang, localesDir)])) as Record<
      Lang,
      Texts
    >;
    for (const brand of Object.values(BRANDS)) {
      const art = readFileSync(join(publicDir, 'brand', brand.id, 'icon.svg'), 'utf8');
      for (const s of SCREENSHOTS) {
        const shot = join(publicDir, 'brand', brand.id, 'screenshots', s.file);
        if (!existsSync(shot)) this.error(`${shot} is missing: npm run screenshots:manifest`);
      }
      const files: [string, Uint8Array | string][] = [
        [`brand/${brand.id}/icon-192.png`, renderPng(art, 192)],
        [`brand/${brand.id}/icon-512.png`, renderPng(art, 512)],
        [`brand/${brand.id}/apple-touch-icon.png`, renderPng(art, 180)],
        [`brand/${brand.id}/icon-maskable-512.png`, renderPng(maskableSvg(art, brand.colors.primary), 512)],
        [
          `brand/${brand.id}/shortcut-orders.png`,
          renderPng(shortcutSvg(NAV_ICONS.orders, brand.colors.primary), 96),
        ],
        [
          `brand/${brand.id}/shortcut-cashier.png`,
          renderPng(shortcutSvg(NAV_ICONS.cards, brand.colors.primary), 96),
        ],
        ...LANGS.map((lang): [string, string] => [
          manifestFile(brand, lang).slice(1),
          JSON.stringify(manifestFor(brand, lang, texts[lang]), null, 2),
        ]),
      ];
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
    }
  },
});
