// When the gate start runs: a cold start with no network on the tickets' actual tab (the installed app's
// start URL), for a signed-in customer, in the language the kept texts are in. Online the app starts
// as usual: the lists come from the device first anyway, and nobody at home wants gate mode. Whose code
// may be painted is the painter's question (the device's owner row must name this session: paint.ts).

import { opensActualTab } from '../../kernel/routeFacts.ts';
import { readCookie } from '../../lib/cookies.ts';

/** The paths that open the actual tab (`/` and `/tickets` redirect there). */
export const isGateStartPath = opensActualTab;

export type StartFacts = { online: boolean; pathname: string; cookies: string };

/** The session (its token) to start at the gate for, or null for an ordinary start. */
export const gateStartFor = ({ online, pathname, cookies }: StartFacts): string | null =>
  !online && isGateStartPath(pathname) ? readCookie(cookies, 'token') || null : null;

/** The language the app will start in: the stored choice, else the one the kept texts are in. */
export const langMatches = (kept: string, stored: string | null): boolean =>
  stored === null || stored === kept;
