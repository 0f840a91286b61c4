// Which API reads a route's first screen makes, so the page's entry can start them before the app has
// loaded (lib/http/early.ts). Written as the features' api.ts writes them; earlyReads.test.ts checks
// the addresses are the ones the app then asks for. Every signed-in screen reads the frame's layout; every
// screen but the actual tab reads the profile first (there only the side menu and the documents' download
// token need it, and they ask after the first screen: src/shared/profile/useFrameProfile.ts).
// The cabinet page (the tab's title) is asked for after the first screen everywhere (useDocumentTitle).
import type { Lang } from '../i18n/langs.ts';

/** The tickets' tabs whose list is the first screen; `/` and `/tickets` open the actual tab. */
const TAB_OF: Record<string, string> = {
  '/': 'actual',
  '/tickets': 'actual',
  '/tickets/actual': 'actual',
  '/tickets/booked': 'booked',
  '/tickets/used': 'used',
  '/tickets/all': 'all',
};

/** The profile: the side menu (name, points), and the balance, cards and profile screens' own content. */
const PROFILE = '/api/v2/users/me';

/**
 * The frame's menus, footer and money format (layout): asked for by the first render, it was the last
 * request before a screen's first paint (Lighthouse's simulated graph of /cards ended with its answer).
 */
const LAYOUT = '/api/v3/pages/layout';

/** Reads of a screen's own, beyond the profile. */
const OWN: Record<string, string> = { '/cards': '/api/v2/users/me/bindings-cards' };

const normal = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/**
 * Whether `pathname` opens on the actual tab, whose first screen is the next codes. There the profile is
 * not part of it: in Lighthouse's simulated cold start its request, beside the list's, cost the list a
 * round trip (docs/decisions-bench.md), and "after the first screen"
 * comes with the first code. The other tabs rarely show codes, so there it would mean 1.5 s after the load
 * (lib/firstScreen.ts) with the side menu's name a skeleton: they read the profile at once.
 */
export const opensOnCodes = (pathname: string): boolean => TAB_OF[normal(pathname)] === 'actual';

/** API paths (with their query) the first screen of `pathname` reads, in language `lang`. */
export const earlyReads = (pathname: string, lang: Lang): string[] => {
  const path = normal(pathname);
  const tab = TAB_OF[path];
  const own = tab ? `/api/v3/users/me/orders?type=${tab}&page=1&lang=${lang}` : OWN[path];
  return [...(own ? [own] : []), ...(opensOnCodes(path) ? [] : [PROFILE]), LAYOUT];
};
