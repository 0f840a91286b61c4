// A refused accept call (PUT /api/v2/frame/order/{id}), read by status, fields and the order's own
// deadline. Only the payment page needs it, so it is a module of its own (the payment API is on every
// start's path).
import { type ApiErrorBody, HttpError } from '../../lib/http/errors.ts';

/** Why the platform refused to accept an order for payment, as far as the page acts on it. */
export type AcceptRefusal = 'expired' | 'needData' | 'other';

const hasFieldError = (body: ApiErrorBody, ...fields: string[]): boolean => {
  const { errors } = body;
  return !!errors && !Array.isArray(errors) && fields.some((f) => errors[f] !== undefined);
};

/**
 * Seconds of clock difference between this device and the server that still count a refusal near the
 * deadline as the expiry: the server decides by its own clock, so a refusal a few seconds before our
 * countdown ends is the same expiry, and going home then is what the countdown does a moment later.
 */
export const EXPIRY_SKEW_S = 60;

/**
 * A failed accept call, classified without reading its message (the server words it in the request's
 * language, so no text is a marker). The fields the refusal names decide first: `expired_at` is the
 * expiry (go home), `params`, `params.email` or `params.phone` is missing contact data. A refusal that
 * names neither is the expiry when the order's own deadline (`expired_at` of the payment info, unix
 * seconds) has passed, else another refusal. null for failures that are not a refusal (network, 5xx:
 * the query client says those).
 */
export const acceptRefusal = (e: unknown, deadline: number | null, nowS: number): AcceptRefusal | null => {
  if (!(e instanceof HttpError) || e.status !== 422) return null;
  if (hasFieldError(e.body, 'expired_at')) return 'expired';
  if (hasFieldError(e.body, 'params', 'params.email', 'params.phone')) return 'needData';
  return deadline !== null && deadline <= nowS + EXPIRY_SKEW_S ? 'expired' : 'other';
};
