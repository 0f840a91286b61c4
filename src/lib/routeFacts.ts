// The orders tabs' routes, declared once: the early reads (lib/http/earlyReads.ts) start a route's list
// from them, and the first part of the texts (lib/i18n/startTexts.ts) covers their screens.

/** The orders tabs' routes (TanStack route ids), each with the tab it lists: `/tickets` opens the actual tab. */
export const TAB_ROUTES: Readonly<Record<string, string>> = {
  '/tickets': 'actual',
  '/tickets/actual': 'actual',
  '/tickets/booked': 'booked',
  '/tickets/used': 'used',
  '/tickets/all': 'all',
};

/** A path without its trailing slashes (`/` stays `/`). */
export const normalPath = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/** The tab whose list a start of `pathname` shows first: `/` redirects to `/tickets`, the actual tab. */
export const tabOfPath = (pathname: string): string | undefined => {
  const path = normalPath(pathname);
  return TAB_ROUTES[path === '/' ? '/tickets' : path];
};
