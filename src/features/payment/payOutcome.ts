// What a failed pay call means for the customer, and what a look at the order afterwards says. A call
// with no readable answer (no answer in time, a dropped connection, a 5xx, an unreadable body) may have
// reached the server and been carried out: the page asks for the order's state before it offers to pay
// again, and says what it found.
import { HttpError, NetworkError } from '../../lib/http/errors.ts';
import { type AcceptRefusal, acceptRefusal } from './refusal.ts';

/** Why paying failed: a refusal the server explained, or a call whose fate is unknown until checked. */
export type PayFailure = AcceptRefusal | 'noAnswer' | 'serverError';

/**
 * A failed accept call: a 422 as `acceptRefusal` reads it; another 4xx is a refusal too ('other': the
 * server answered and did not take it); no answer at all is 'noAnswer'; a 5xx or an unreadable answer
 * is 'serverError'. `deadline` (unix s) and `nowS` (the server's clock) as for `acceptRefusal`.
 */
export const payFailure = (e: unknown, deadline: number | null, nowS: number): PayFailure => {
  const refusal = acceptRefusal(e, deadline, nowS);
  if (refusal) return refusal;
  if (e instanceof NetworkError) return 'noAnswer';
  if (e instanceof HttpError && e.status < 500) return 'other';
  return 'serverError';
};

/** Whether the failure leaves the payment's fate unknown, so the order must be checked first. */
export const needsCheck = (failure: PayFailure): failure is 'noAnswer' | 'serverError' =>
  failure === 'noAnswer' || failure === 'serverError';

/** What the order's state says after such a failure: paid, still waiting to be paid, or closed otherwise. */
export type CheckResult = 'paid' | 'notPaid' | 'closed';
export const checkResult = (order: { status: number | null }): CheckResult =>
  order.status === 1 ? 'paid' : order.status == null ? 'notPaid' : 'closed';

/** A check that got no answer is asked again after this long (the pay button stays locked meanwhile). */
export const CHECK_AGAIN_MS = 10_000;
