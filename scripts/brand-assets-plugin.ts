// Build step: per brand, the web app manifest and its PNG icons, rendered from the brand's source art
// (public/brand/<id>/icon.svg) at build time. The app links the manifest of the brand of its host, so
// the Georgian host installs as the Georgian brand.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type { Plugin } from 'vite';
import { BRANDS, type Brand } from '../src/lib/brand/brands.ts';
import { brandDescription } from '../src/lib/brand/description.ts';

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

export const manifestFor = (brand: Brand) => ({
  id: '/',
  name: brand.name,
  short_name: brand.shortName,
  description: brandDescription(brand),
  lang: brand.defaultLang === 'ge' ? 'ka' : brand.defaultLang,
  start_url: '/tickets/actual',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
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
});

export const brandAssets = (publicDir = 'public'): Plugin => ({
  name: 'cabinet-brand-assets',
  apply: 'build',
  async generateBundle() {
    await ensureWasm();
    for (const brand of Object.values(BRANDS)) {
      const art = readFileSync(join(publicDir, 'brand', brand.id, 'icon.svg'), 'utf8');
      const files: [string, Uint8Array | string][] = [
        [`brand/${brand.id}/icon-192.png`, renderPng(art, 192)],
        [`brand/${brand.id}/icon-512.png`, renderPng(art, 512)],
        [`brand/${brand.id}/apple-touch-icon.png`, renderPng(art, 180)],
        [`brand/${brand.id}/icon-maskable-512.png`, renderPng(maskableSvg(art, brand.colors.primary), 512)],
        [`manifest-${brand.id}.webmanifest`, JSON.stringify(manifestFor(brand), null, 2)],
      ];
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
    }
  },
});
