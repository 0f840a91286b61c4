// Promotions rules (spec §2, §9): 4 coupons a page, tabs actual/used, and the discounts-site link.

export const PROMOTIONS_PER_PAGE = 4;

export type PromotionsTab = 'actual' | 'used';

/** The `archive` parameter of the list call for a tab (spec §7: archive 0/1). */
export const archiveParam = (tab: PromotionsTab): 0 | 1 => (tab === 'used' ? 1 : 0);

/**
 * A coupon shows its valid-until date while it is valid; on the used tab, or once its end has passed,
 * it shows a not-valid label instead.
 */
export const couponValidity = (
  tab: PromotionsTab,
  endAt: number | null | undefined,
  nowSeconds: number,
): 'validUntil' | 'notValid' =>
  tab === 'actual' && endAt != null && Number.isFinite(endAt) && endAt >= nowSeconds
    ? 'validUntil'
    : 'notValid';

/** The go-to-site link (spec §2): `{discounts site}/{lang}/{region}/{categoryId}/{id}`, e.g. /ru/minsk/3/1. */
export const discountsUrl = (
  origin: string,
  lang: string,
  region: string,
  categoryId: number,
  id: number,
): string => `${origin.replace(/\/+$/, '')}/${lang}/${region}/${categoryId}/${id}`;

/** Pages to offer: 1…last, never fewer than one. */
export const pageNumbers = (lastPage: number): number[] =>
  Array.from({ length: Math.max(1, Math.trunc(lastPage) || 1) }, (_, i) => i + 1);
