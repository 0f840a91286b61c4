import { isSignedIn } from '../lib/session/session.ts';

/**
 * Loads a route's data only for a signed-in customer: signed out, the sign-in popup covers the
 * cabinet, and a call without a token would only answer 401 (which signs out, i.e. reloads).
 */
export const whenSignedIn = async (load: () => Promise<unknown>): Promise<void> => {
  if (isSignedIn()) await load();
};
