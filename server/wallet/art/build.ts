// The pictures of a brand's wallet passes, drawn from the brand's icon (public/brand/<id>/icon.svg).
// Apple's travel inside the pass: the icon (29 pt, shown in notifications and on the lock screen) and the
// logo (top left of the pass, at most 160 × 50 pt; the brand's name is written beside it as logoText),
// each at 1×, 2× and 3×. Google fetches its own by URL (walletArtPath): the logo at 660 × 660 (its
// minimum; Google masks it into a circle, the icon's art sits inside it) and the hero image at
// 1032 × 336 (3:1), the icon's art on the brand's colour.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRANDS, type BrandId } from '../../../src/kernel/brand/brands.ts';

export const ART_SIZES = {
  'icon.png': 29,
  'icon@2x.png': 58,
  'icon@3x.png': 87,
  'logo.png': 50,
  'logo@2x.png': 100,
  'logo@3x.png': 150,
} as const;

/** Google's pictures: width × height in pixels. */
export const GOOGLE_ART = {
  'google-logo.png': [660, 660],
  'google-hero.png': [1032, 336],
} as const;

export type ArtName = keyof typeof ART_SIZES;

export const ART_DIR = import.meta.dirname;

export const iconSvg = (brand: BrandId, publicDir = join(ART_DIR, '../../../public')): string =>
  readFileSync(join(publicDir, 'brand', BRANDS[brand].id, 'icon.svg'), 'utf8');

/** The source of one of Google's pictures: the icon itself, or its art centred on a 3:1 band. */
export const googleArtSvg = (brand: BrandId, name: keyof typeof GOOGLE_ART): string => {
  const icon = iconSvg(brand);
  if (name === 'google-logo.png') return icon;
  const [width, height] = GOOGLE_ART[name];
  const inner = icon.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const scale = height / 512;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${BRANDS[brand].colors.primary}"/><g transform="translate(${(width - height) / 2} 0) scale(${scale})">${inner}</g></svg>`;
};

/**
 * Where Google fetches a picture: below the brand's own origin, which tells the brand
 * (server/api/wallet.ts serves it).
 */
export const walletArtPath = (name: keyof typeof GOOGLE_ART): string => `/api/v3/wallet/art/${name}`;
