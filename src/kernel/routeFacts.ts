// The orders tabs' routes, declared once: the early reads (lib/http/earlyReads.ts) start a route's list
// from them, the first part of the texts (lib/i18n/startTexts.ts) covers their screens, and the start's
// preload, kept view and gate start (start/preload/routeChunks.ts, start/view/view.ts,
// start/gate/when.ts) take the route a path opens.

/** The orders tabs' routes (TanStack route ids), each with the tab it lists. */
export const TAB_ROUTES: Readonly<Record<string, string>> = {
  '/tickets/actual': 'actual',
  '/tickets/booked': 'booked',
  '/tickets/used': 'used',
  '/tickets/all': 'all',
};

/** The tabs' layout route; it and `/` redirect to the actual tab. */
export const TICKETS = '/tickets';

/** The route a start of `pathname` opens: without trailing slashes; `/` and `/tickets` open the actual tab. */
export const openedPath = (pathname: string): string => {
  const path = pathname.replace(/\/+$/, '');
  return path === '' || path === TICKETS ? '/tickets/actual' : path;
};

/** Whether a start of `pathname` opens on the actual tab (the installed app's start URL). */
export const opensActualTab = (pathname: string): boolean => TAB_ROUTES[openedPath(pathname)] === 'actual';
