import type { Lang } from '../langs.ts';
import type { Brand } from './brands.ts';

/**
 * The install manifest of the brand in a language (written by scripts/brand-assets-plugin.ts): the brand's
 * own language has the plain name, which its document links from the first byte (deploy/documents.ts).
 */
export const manifestFile = (brand: Pick<Brand, 'id' | 'defaultLang'>, lang: Lang): string =>
  brand.defaultLang === lang
    ? `/manifest-${brand.id}.webmanifest`
    : `/manifest-${brand.id}-${lang}.webmanifest`;
