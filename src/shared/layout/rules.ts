// What the platform's layout decides about the frame (spec §1 "the layout adapts to the host", §3
// Layout): the logo, the offer (terms) link and the languages offered. The built-in brand table
// (src/kernel/brand/brands.ts) answers whenever the layout has not arrived, failed, or sends something
// unusable, so the frame looks the same offline as online. (`branding` is not used: decisions-header.md.)
import { type Brand, offerContractUrl } from '../../kernel/brand/brands.ts';
import { isLang, LANGS, type Lang } from '../../kernel/langs.ts';
import { safeHref, safeImageSrc } from '../../lib/safeUrl.ts';
import type { Layout } from './api.ts';

type LayoutPart = Pick<Layout, 'logoUrl' | 'offer_contract' | 'langs'>;
type BuiltIn = Pick<Brand, 'logo' | 'siteOrigin'>;

export type BrandFrame = {
  /** The logo's address: the layout's `logoUrl` if it is a safe image address (safeImageSrc), else the
   * table's. */
  logo: string;
  /** The terms of use the sign-in checkbox links to: `offer_contract`, else the brand's offer page. */
  offerUrl: string;
  /** The languages the switch offers: the layout's known ones in its order, else all five. */
  langs: readonly Lang[];
};

/** The frame's brand facts from the layout (undefined while it loads or after it failed) and the table. */
export const brandFrame = (layout: LayoutPart | undefined, builtIn: BuiltIn, origin: string): BrandFrame => {
  const langs = (layout?.langs ?? []).filter(isLang);
  return {
    logo: safeImageSrc(layout?.logoUrl, origin) ?? builtIn.logo,
    offerUrl: safeHref(layout?.offer_contract, origin) ?? offerContractUrl(builtIn),
    langs: langs.length > 0 ? [...new Set(langs)] : LANGS,
  };
};

/** The languages to list: the offered ones, plus the active one if the layout left it out (it stays shown). */
export const langChoices = (offered: readonly Lang[], active: Lang): readonly Lang[] =>
  offered.includes(active) ? offered : [active, ...offered];
