// The gate start's read of the device, begun as the first thing the page's code does: the entry imports
// this module before any other (src/start/start.ts), so IndexedDB opens while the rest of the start chunk (the
// QR library, the brand tables) is still being evaluated and the brand theme applied. On a slow phone
// that is ~40 ms off the gate's first paint (docs/decisions-bench.md).
import { readCookie } from '../../lib/cookies.ts';
import { readGateKept } from './read.ts';
import { gateStartFor, type StartFacts } from './when.ts';

export const startFacts: StartFacts = {
  online: navigator.onLine,
  pathname: window.location.pathname,
  cookies: document.cookie,
};

/** The session token, when there is one. */
export const startToken = readCookie(startFacts.cookies, 'token');

const gateSession = gateStartFor(startFacts);

/** The kept gate codes of this session, being read; null for an ordinary start. */
export const gateKept: Promise<unknown> | null = gateSession ? readGateKept(gateSession) : null;
