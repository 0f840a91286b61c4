// The wallet's part of a request: the origin a pass names (its web service, the logo Google fetches), and
// the passes to read again after a customer changed something.
import { type ApiContext, nowSeconds } from '../api/context.ts';
import { bearerToken, userIdForToken } from '../auth/tokens.ts';
import { followCustomer } from './passes.ts';
import { walletOn } from './setup.ts';

/**
 * The cabinet's public origin for the request's brand, as configured (PUBLIC_ORIGIN_<BRAND>): what a
 * pass names for its web service and pictures. Never the request's Host or X-Forwarded-Proto, which a
 * client chooses (`Host: attacker.example` would name the attacker's server for the pass's updates).
 */
export const brandOrigin = (ctx: Pick<ApiContext, 'wallet' | 'brand'>): string =>
  ctx.wallet.origins[ctx.brand.id];

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
