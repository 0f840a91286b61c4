// Wallet passes, the platform's contract extension (docs/decisions-wallet.md): which vendors' passes it
// offers (GET /api/v3/wallet, validated like every answer; an answer without the fields offers none),
// and the addresses a pass is opened at — browser navigations with the profile's downloadToken as `t`,
// like the spec's ticket downloads (Safari opens a .pkpass it navigates to; Google's page is a redirect).
import * as v from 'valibot';
import { http } from '../../lib/http/api.ts';
import { flag } from '../../lib/http/schemas.ts';

const WalletOfferSchema = v.object({
  apple: v.optional(flag, false),
  google: v.optional(flag, false),
});
export type WalletOffer = v.InferOutput<typeof WalletOfferSchema>;

export const fetchWalletOffer = (signal?: AbortSignal) =>
  http.request(WalletOfferSchema, '/api/v3/wallet', signal ? { signal } : {});

export type Vendor = 'apple' | 'google';

/**
 * What a pass is of: an entry ticket or a train ticket of an order, a client card (by its code), or all
 * the `count` passes of an order at once.
 */
export type PassTarget =
  | { kind: 'tickets' | 'trains'; orderId: number; ticketId: number }
  | { kind: 'card'; code: string }
  | { kind: 'order'; orderId: number; count: number };

const passPath = (vendor: Vendor, target: PassTarget): string => {
  if (target.kind === 'card') return `/api/v3/wallet/${vendor}/cards/${encodeURIComponent(target.code)}`;
  if (target.kind === 'order') return `/api/v3/wallet/${vendor}/orders/${target.orderId}`;
  return `/api/v3/wallet/${vendor}/orders/${target.orderId}/${target.kind}/${target.ticketId}`;
};

export const walletPassUrl = (vendor: Vendor, target: PassTarget, token: string, lang: string): string =>
  http.url(passPath(vendor, target), { t: token, lang });
