// Wallet passes, the platform's contract extension (docs/decisions-wallet.md): which vendors' passes it
// offers (GET /api/v3/wallet, validated like every answer; an answer without the fields offers none),
// and the addresses a button navigates to (Safari adds a .pkpass it navigates to; Google's page is a
// redirect): short-lived links the cabinet asks for with its bearer token, as every call, each signed
// for one pass or one order's bundle, never an address with the download token.
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

/** A pass route of the API with its query: the only kind of address a links answer may hand a button. */
const PASS_ROUTE = /^\/api\/v3\/wallet\/(apple|google)\/(orders|cards)\/[\w/]+\?[\w=&.%-]+$/;

const WalletLinksSchema = v.object({
  /** Seconds from the answer until every link in it stops working. */
  expiresIn: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** By the pass's serial (`ticket-…`, `train-…`, `card-…`) or the order's bundle (`order-…`). */
  links: v.record(v.string(), v.pipe(v.string(), v.regex(PASS_ROUTE))),
});

/** One ask gives the links of an order (each of its passes and its bundle) or of a card. */
export type LinkScope = { order: number } | { card: string };

export const linkScope = (target: PassTarget): LinkScope =>
  target.kind === 'card' ? { card: target.code } : { order: target.orderId };

/** The key of a target's link in the answer. */
export const linkKey = (target: PassTarget): string => {
  if (target.kind === 'card') return `card-${target.code}`;
  if (target.kind === 'order') return `order-${target.orderId}`;
  return `${target.kind === 'tickets' ? 'ticket' : 'train'}-${target.ticketId}`;
};

export const fetchWalletLinks = (vendor: Vendor, scope: LinkScope, lang: string, signal?: AbortSignal) =>
  http.request(WalletLinksSchema, '/api/v3/wallet/links', {
    query: { vendor, ...scope, lang },
    ...(signal ? { signal } : {}),
  });

/** The absolute address of a link (the API may be on another origin). */
export const linkHref = (path: string): string => http.url(path);
