// Which API reads a route's first screen makes, so the page's entry can start them before the app has
// loaded (lib/http/early.ts). Written as the features' api.ts writes them; earlyReads.test.ts checks
// the addresses are the ones the app then asks for. Every signed-in screen reads the profile and the frame's
// layout and cabinet page.
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

/** The profile: the side menu (name, points) and the header draw it on every signed-in screen. */
const PROFILE = '/api/v2/users/me';

/**
 * The frame's menus and footer (layout) and the tab's title (cabinet page): asked for by the first render,
 * they were the last requests before a screen's first paint (Lighthouse's simulated graph of /cards ended
 * with the layout's answer, issue 17).
 */
const FRAME = ['/api/v3/pages/layout', '/api/v2/pages/cabinet'] as const;

/** Reads of a screen's own, beyond the profile. */
const OWN: Record<string, string> = { '/cards': '/api/v2/users/me/bindings-cards' };

/** API paths (with their query) the first screen of `pathname` reads, in language `lang`. */
export const earlyReads = (pathname: string, lang: Lang): string[] => {
  const path = pathname.replace(/\/+$/, '') || '/';
  const tab = TAB_OF[path];
  const own = tab ? `/api/v3/users/me/orders?type=${tab}&page=1&lang=${lang}` : OWN[path];
  return [...(own ? [own] : []), PROFILE, ...FRAME];
};
