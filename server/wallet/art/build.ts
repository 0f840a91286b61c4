// The pictures of a brand's Apple Wallet pass, drawn from the brand's icon (public/brand/<id>/icon.svg):
// the icon (29 pt, shown in notifications and on the lock screen) and the logo (top left of the pass,
// at most 160 × 50 pt; the brand's name is written beside it as logoText), each at 1×, 2× and 3×.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRANDS, type BrandId } from '../../../src/lib/brand/brands.ts';

export const ART_SIZES = {
  'icon.png': 29,
  'icon@2x.png': 58,
  'icon@3x.png': 87,
  'logo.png': 50,
  'logo@2x.png': 100,
  'logo@3x.png': 150,
} as const;

export type ArtName = keyof typeof ART_SIZES;

export const ART_DIR = import.meta.dirname;

export const iconSvg = (brand: BrandId, publicDir = join(ART_DIR, '../../../public')): string =>
  readFileSync(join(publicDir, 'brand', BRANDS[brand].id, 'icon.svg'), 'utf8');
