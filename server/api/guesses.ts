// Codes a customer types in and a stranger could guess: external ticket numbers, promo codes,
// early-booking codes and club card numbers. Wrong ones are limited per customer and per client, each
// endpoint on its own: GUESS_MAX_PER_CUSTOMER and GUESS_MAX_PER_CLIENT within GUESS_WINDOW_S, then 429
// with Retry-After until the oldest of them is that old. A right code gives its count back, so a
// customer who types codes correctly never meets the limit. Counted before the code is looked up, in
// one step with the check (no `await` between), so a burst cannot outrun the count.
import { perDatabase, SlidingWindow } from '../auth/limits.ts';
import { t } from '../i18n/messages.ts';
import { HttpError, httpError } from '../web/errors.ts';
import { type ApiContext, nowSeconds } from './context.ts';

export const GUESS_WINDOW_S = 15 * 60;
export const GUESS_MAX_PER_CUSTOMER = 10;
/** Higher than a customer's: several customers may share an address (a carrier's NAT, a shop). */
export const GUESS_MAX_PER_CLIENT = 30;

export type GuessArea = 'ticket' | 'promo' | 'earlyBooking' | 'clubCard';

const windows = perDatabase(() => ({
  customer: new SlidingWindow(GUESS_MAX_PER_CUSTOMER, GUESS_WINDOW_S),
  client: new SlidingWindow(GUESS_MAX_PER_CLIENT, GUESS_WINDOW_S),
}));

/** Where the endpoint's refusals put their text: under a field, or as a plain list. */
export type ErrorPlace = { field: string } | 'list';

/** The 429: the wait in minutes in the request's language, the exact seconds in Retry-After. */
const tooMany = (wait: number, place: ErrorPlace): HttpError => {
  const text = t('limits.tooManyAttempts', { minutes: Math.ceil(wait / 60) });
  const errors = place === 'list' ? [text] : { [place.field]: [text] };
  return httpError(429, text, errors, { 'Retry-After': String(wait) });
};

/** A refusal of the code itself (a 4xx the check threw): the guess stays counted. */
const isRefusal = (e: unknown): boolean => e instanceof HttpError && e.status >= 400 && e.status < 500;

/**
 * Runs `check` (which looks the code up and throws the endpoint's refusal when it is wrong) as one guess
 * of `area` by customer `userId`; 429 while the customer or the client has guessed wrong too often.
 */
export const asGuess = <T>(
  ctx: ApiContext,
  userId: number,
  area: GuessArea,
  place: ErrorPlace,
  check: () => T,
): T => {
  const now = nowSeconds(ctx);
  const { customer, client } = windows(ctx.db);
  const keys = { customer: `${area}:${userId}`, client: `${area}:${ctx.client}` };
  const customerWait = customer.take(keys.customer, now);
  if (customerWait > 0) throw tooMany(customerWait, place);
  const clientWait = client.take(keys.client, now);
  if (clientWait > 0) {
    customer.release(keys.customer, now);
    throw tooMany(clientWait, place);
  }
  const giveBack = () => {
    customer.release(keys.customer, now);
    client.release(keys.client, now);
  };
  try {
    const result = check();
    giveBack();
    return result;
  } catch (e) {
    if (!isRefusal(e)) giveBack();
    throw e;
  }
};
