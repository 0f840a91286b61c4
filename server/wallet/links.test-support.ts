// Test support: the short-lived address of a wallet pass route (server/wallet/links.ts), asked for as the
// cabinet asks (GET /api/v3/wallet/links with the customer's bearer token), or signed directly for a route
// the endpoint would refuse to sign (another customer's pass).
import type { DatabaseSync } from 'node:sqlite';
import { liveSession } from '../auth/tokens.ts';
import type { TestApp } from '../test-support.ts';
import { signLink } from './links.ts';

type Vendor = 'apple' | 'google';

/** What the links endpoint is asked for a route (`orders/1001/tickets/100101`, `orders/1001`, `cards/…`), and its key. */
const askOf = (route: string): { query: Record<string, string>; key: string } => {
  const [what, id, kind, ticketId] = route.split('/');
  if (what === 'cards') return { query: { card: id ?? '' }, key: `card-${id}` };
  if (kind === undefined) return { query: { order: id ?? '' }, key: `order-${id}` };
  return { query: { order: id ?? '' }, key: `${kind === 'trains' ? 'train' : 'ticket'}-${ticketId}` };
};

/**
 * The address of `/api/v3/wallet/<vendor>/<route>` the links endpoint gives the customer of `token` now
 * (the app's clock), in `lang` (none: the host's default).
 */
export const walletLink = async (
  app: TestApp,
  token: string,
  vendor: Vendor,
  route: string,
  { lang, host = 'localhost' }: { lang?: string; host?: string } = {},
): Promise<string> => {
  const { query, key } = askOf(route);
  const params = new URLSearchParams({ vendor, ...query, ...(lang ? { lang } : {}) });
  const res = await app.get(`/api/v3/wallet/links?${params}`, { authorization: `Bearer ${token}`, host });
  if (res.status !== 200) throw new Error(`links of ${route}: ${res.status} ${res.text}`);
  const link = res.json<{ links: Record<string, string> }>().links[key];
  if (!link) throw new Error(`no link ${key} in ${res.text}`);
  return link;
};

/** `/api/v3/wallet/<vendor>/<route>` signed for the session of `token` at `nowS`, whoever owns the route. */
export const signedRoute = (
  db: DatabaseSync,
  token: string,
  route: string,
  { lang = '', nowS }: { lang?: string; nowS: number },
): string => {
  const session = liveSession(db, { token }, nowS);
  if (!session) throw new Error('no live session for the token');
  return signLink(session, `/api/v3/wallet/${route}`, lang, nowS);
};
