// Which API reads a route's first screen makes, so the page's entry can start them before the app has
// loaded (lib/http/early.ts). The addresses are the endpoint table's (startEndpoints.ts), the ones the app
// then asks for. Every signed-in screen reads the frame's layout; every
// screen but the actual tab reads the profile first (there only the side menu and the documents' download
// token need it, and they ask after the first screen: src/shared/profile/useFrameProfile.ts).
// The cabinet page (the tab's title) is asked for after the first screen everywhere (app/ScreenTitle.tsx).
import type { Lang } from '../../kernel/langs.ts';
import { openedPath, opensActualTab, TAB_ROUTES } from '../../kernel/routeFacts.ts';
import { CLIENT_CARDS, LAYOUT, ordersPage, PROFILE } from '../../kernel/startEndpoints.ts';

/** Reads of a screen's own, beyond the profile. */
const OWN: Record<string, string> = { '/cards': CLIENT_CARDS };

/**
 * Whether `pathname` opens on the actual tab, whose first screen is the next codes. There the profile is
 * not part of it: in Lighthouse's simulated cold start its request, beside the list's, cost the list a
 * round trip (docs/decisions-bench.md), and "after the first screen"
 * comes with the first code. The other tabs rarely show codes, so there it would mean 1.5 s after the load
 * (lib/firstScreen.ts) with the side menu's name a skeleton: they read the profile at once.
 */
export const opensOnCodes = opensActualTab;

/** API paths (with their query) the first screen of `pathname` reads, in language `lang`. */
export const earlyReads = (pathname: string, lang: Lang): string[] => {
  const path = openedPath(pathname);
  const tab = TAB_ROUTES[path];
  const own = tab ? ordersPage(tab, 1, lang) : OWN[path];
  return [...(own ? [own] : []), ...(opensOnCodes(path) ? [] : [PROFILE]), LAYOUT];
};
