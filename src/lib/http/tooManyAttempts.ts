// What a screen says when the server refused a request as one attempt too many (429): the
// wait the server asked for (HttpError.retryAfterS, read from Retry-After by the client), in the
// customer's language, with that language's plurals. Every screen that sends a guessable code (ticket
// numbers, promo and early-booking codes, card numbers, sign-in) says it the same way.
import { plural, t } from '@lingui/core/macro';
import type { HttpError } from './errors.ts';

/**
 * The server refused the request as one attempt too many (429); `retryAfterS` says how long to wait.
 * Told by the error's name, not `instanceof`: this module stays free of the client's code, so a screen
 * of the first load can fetch it only when a 429 comes.
 */
export const isTooManyAttempts = (e: unknown): e is HttpError =>
  e instanceof Error && e.name === 'HttpError' && (e as HttpError).status === 429;

/** The wait in words: `seconds` from the 429's Retry-After, null when it did not say. */
export const waitText = (seconds: number | null): string => {
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
