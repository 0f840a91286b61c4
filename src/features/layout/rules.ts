// What the platform's layout decides about the frame (spec §1 "the layout adapts to the host", §3
// Layout): the logo, the offer (terms) link, the languages offered and the brand colour. The built-in
// brand table (src/lib/brand/brands.ts) answers whenever the layout has not arrived, failed, or sends
// something unusable, so the frame looks the same offline as online.
import { type Brand, offerContractUrl } from '../../lib/brand/brands.ts';
import { AA, contrastRatio } from '../../lib/color/contrast.ts';
import { isLang, LANGS, type Lang } from '../../lib/i18n/langs.ts';
import { safeHref } from '../../lib/safeUrl.ts';
import type { Layout } from './api.ts';

type LayoutPart = Pick<Layout, 'logoUrl' | 'offer_contract' | 'langs' | 'branding'>;
type BuiltIn = Pick<Brand, 'logo' | 'siteOrigin' | 'colors'>;

export type BrandFrame = {
  /** The logo's address: the layout's `logoUrl` (through the safe-URL filter), else the table's. */
  logo: string;
  /** The terms of use the sign-in checkbox links to: `offer_contract`, else the brand's offer page. */
  offerUrl: string;
  /** The languages the switch offers: the layout's known ones in its order, else all five. */
  langs: readonly Lang[];
  /** The brand colour and its darker hover shade, or null to keep the table's. */
  color: { primary: string; primaryDark: string } | null;
};

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#abc` → `#aabbcc`, lower case. */
const longHex = (hex: string): string => {
  const d = hex.slice(1).toLowerCase();
  return `#${d.length === 3 ? [...d].map((c) => c + c).join('') : d}`;
};

/** The colour `amount` (0–1) of the way to black: the hover shade of a button. */
export const darken = (hex: string, amount: number): string => {
  const d = longHex(hex).slice(1);
  const channel = (i: number) =>
    Math.round(Number.parseInt(d.slice(i, i + 2), 16) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(2)}${channel(4)}`;
};

/**
 * The layout's brand colour when it can carry the brand's text colour on buttons and links at WCAG AA
 * (4.5:1, the figure issue 11 checks the table's colours against); anything else keeps the table's.
 */
export const brandColor = (
  raw: string | undefined,
  onPrimary: string,
): { primary: string; primaryDark: string } | null => {
  if (!raw || !HEX.test(raw.trim())) return null;
  const primary = longHex(raw.trim());
  if (contrastRatio(primary, onPrimary) < AA.text) return null;
  return { primary, primaryDark: darken(primary, 0.22) };
};

/** The frame's brand facts from the layout (undefined while it loads or after it failed) and the table. */
export const brandFrame = (layout: LayoutPart | undefined, builtIn: BuiltIn, origin: string): BrandFrame => {
  const langs = (layout?.langs ?? []).filter(isLang);
  const color = brandColor(layout?.branding.color, builtIn.colors.onPrimary);
  return {
    logo: safeHref(layout?.logoUrl, origin) ?? builtIn.logo,
    offerUrl: safeHref(layout?.offer_contract, origin) ?? offerContractUrl(builtIn),
    langs: langs.length > 0 ? [...new Set(langs)] : LANGS,
    color: color && color.primary !== builtIn.colors.primary.toLowerCase() ? color : null,
  };
};

/** The languages to list: the offered ones, plus the active one if the layout left it out (it stays shown). */
export const langChoices = (offered: readonly Lang[], active: Lang): readonly Lang[] =>
  offered.includes(active) ? offered : [active, ...offered];
