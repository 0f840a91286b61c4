// When a wallet button's links are asked for again (docs/decisions-wallet.md, "Links"): they work for
// `expiresIn` seconds from the answer; the button asks again a minute before, and a tap on links that
// are about to expire (a phone that slept, a page left in the background) asks again instead of opening.

/** Asked again this long before the links expire. */
const REFRESH_BEFORE_S = 60;
/** A tap needs this long left: the request's way to the server and Safari's sheet. */
const TAP_NEEDS_S = 15;

/** How long after an answer its links are asked for again. */
export const refreshAfterMs = (expiresIn: number): number =>
  Math.max(expiresIn - REFRESH_BEFORE_S, expiresIn / 2) * 1000;

/** Whether links received at `receivedAtMs` can still be opened at `nowMs`. */
export const tappable = (receivedAtMs: number, expiresIn: number, nowMs: number): boolean =>
  nowMs >= receivedAtMs && nowMs < receivedAtMs + (expiresIn - TAP_NEEDS_S) * 1000;
