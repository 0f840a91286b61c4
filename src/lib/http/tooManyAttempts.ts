// What a screen says when the server refused a request as one attempt too many (429): the wait the
// server asked for (HttpError.retryAfterS, read from Retry-After by the client), in the customer's
// language, with that language's plurals. Every screen that sends a guessable code (ticket numbers,
// promo and early-booking codes, card numbers, sign-in) says it the same way.
import { plural, t } from '@lingui/core/macro';
import { HttpError } from './errors.ts';

/** The 429's wait in words, or null when `e` is not a 429. */
export const tooManyAttempts = (e: unknown): string | null => {
  if (!(e instanceof HttpError) || e.status !== 429) return null;
  const seconds = e.retryAfterS;
  if (seconds === null) return t`Too many attempts. Try again later.`;
  if (seconds < 60) {
    const waitSeconds = Math.max(1, seconds);
    return plural(waitSeconds, {
      one: 'Too many attempts. Try again in # second.',
      other: 'Too many attempts. Try again in # seconds.',
    });
  }
  const waitMinutes = Math.ceil(seconds / 60);
  return plural(waitMinutes, {
    one: 'Too many attempts. Try again in # minute.',
    other: 'Too many attempts. Try again in # minutes.',
  });
};
