// A refused accept call (PUT /api/v2/frame/order/{id}), read by status and fields. Only the payment
// page needs it, so it is a module of its own (the payment API is on every start's path).
import { type ApiErrorBody, HttpError } from '../../lib/http/errors.ts';

/** Why the platform refused to accept an order for payment, as far as the page acts on it. */
export type AcceptRefusal = 'expired' | 'needData' | 'other';

const hasFieldError = (body: ApiErrorBody, ...fields: string[]): boolean => {
  const { errors } = body;
  return !!errors && !Array.isArray(errors) && fields.some((f) => errors[f] !== undefined);
};

/**
 * The spec's text for an expired order (§8). The platform's contract marks an expired order by this
 * message alone, so this one matcher exists; the reference server also names the field (`expired_at`)
 * and that is checked first, so a server that words (or translates) the message differently still
 * reads as expired. No other code compares a server message.
 */
export const ORDER_EXPIRED_MESSAGE = 'Время оформления заказа вышло';

const isExpiredRefusal = (body: ApiErrorBody): boolean =>
  hasFieldError(body, 'expired_at') || body.message === ORDER_EXPIRED_MESSAGE;

/**
 * A failed accept call, classified by status and fields: an expired order (go home), missing contact
 * data (the field errors on `params.email`/`params.phone`: "введите необходимые данные"), or another
 * refusal. null for failures that are not a refusal (network, 5xx: the query client says those).
 */
export const acceptRefusal = (e: unknown): AcceptRefusal | null => {
  if (!(e instanceof HttpError) || e.status !== 422) return null;
  if (isExpiredRefusal(e.body)) return 'expired';
  if (hasFieldError(e.body, 'params', 'params.email', 'params.phone')) return 'needData';
  return 'other';
};
