// When the frame's own reads (the profile, the layout) may go. On a signed-in start on the actual tab
// they are not part of the first screen, the next codes, so they wait until it is behind us
// (lib/firstScreen.ts): in Lighthouse's simulated cold start of /tickets/actual each answer took its share
// of the first screen's bandwidth, the profile's a round trip of the list's (lib/http/earlyReads.ts), the
// layout's 86 ms of the estimate (docs/decisions-bench.md, issue 17 ninth pass). Meanwhile the frame
// draws from the brand table (shared/layout/rules.ts, the brand's currency) and the side menu's name is a
// skeleton; both are persisted with the query cache, so a returning customer has them at once either way.
// Every other start reads them at once: signed out the sign-in dialog's terms link and the language switch
// come from the layout, and a screen with no codes would wait 1.5 s after the load.
import { opensOnCodes } from '../lib/http/earlyReads.ts';
import { isSignedIn } from '../lib/session/session.ts';
import { useAfterFirstScreen } from '../lib/useAfterFirstScreen.ts';

/** How the page was opened: the app's modules are evaluated before the router moves anywhere. */
const startedOnCodes = (): boolean =>
  typeof window !== 'undefined' && opensOnCodes(window.location.pathname) && isSignedIn();

const openedOnCodes = startedOnCodes();

/** Whether the frame's reads may go now (a query's `enabled`). */
export const useFrameReadsNow = (): boolean => {
  const later = useAfterFirstScreen();
  return later || !openedOnCodes;
};
