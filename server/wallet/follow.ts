// The wallet's part of a request: the origin a pass names (its web service, the logo Google fetches), and
// the passes to read again after a customer changed something.
import { type ApiContext, nowSeconds } from '../api/context.ts';
import { bearerToken, userIdForToken } from '../auth/tokens.ts';
import { overHttps } from '../web/security.ts';
import { followCustomer } from './passes.ts';
import { walletOn } from './setup.ts';

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;

/**
 * The cabinet's origin as the request reached us (https behind a TLS proxy): the API answers on the
 * cabinet's hosts (nginx proxies /api/ there). A Host that is not a plain host name is not written into
 * a pass: the brand's own first host is, over https.
 */
export const requestOrigin = (ctx: Pick<ApiContext, 'req' | 'brand'>): string => {
  const host = ctx.req.headers.host ?? '';
  if (!HOST.test(host)) return `https://${ctx.brand.hosts[0] ?? 'localhost'}`;
  return `${overHttps(ctx.req) ? 'https' : 'http'}://${host.toLowerCase()}`;
};

/** After a successful change by a signed-in customer: their passes whose facts changed are announced. */
export const followAfterChange = (ctx: ApiContext): void => {
  if (!walletOn(ctx.wallet)) return;
  const userId = userIdForToken(ctx.db, bearerToken(ctx.req), nowSeconds(ctx));
  if (userId === null) return;
  try {
    followCustomer(ctx.db, ctx.wallet, userId, ctx.now(), ctx.log);
  } catch (error) {
    // The customer's change is done; a pass that could not be read again is refreshed at the next look.
    ctx.log.error('Wallet passes could not be read again:', error);
  }
};
