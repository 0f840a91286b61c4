// Which API reads a route's first screen makes, so the page's entry can start them before the app has
// loaded (lib/http/early.ts). Written as the features' api.ts writes them; earlyReads.test.ts checks
// the addresses are the ones the app then asks for. A route not listed starts nothing early.
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

/** API paths (with their query) the first screen of `pathname` reads, in language `lang`. */
export const earlyReads = (pathname: string, lang: Lang): string[] => {
  const tab = TAB_OF[pathname.replace(/\/+$/, '') || '/'];
  return tab ? [`/api/v3/users/me/orders?type=${tab}&page=1&lang=${lang}`] : [];
};
