// A failure in the customer's words (spec §8: a network failure is "a server error occurred, try later"),
// for the query client's toast, the route's error screen and a list that says it could not load.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ChunkTimeoutError, CODE_TIMED_OUT } from '../chunkTimeout.ts';
import { firstErrorMessage, HttpError, InvalidResponseError, NetworkError } from './errors.ts';

export const SERVER_ERROR = msg`A server error occurred, please try again later`;
export const BAD_ANSWER = msg`The server sent an answer we could not read. Please try again later.`;

/** One translated sentence for any failure, for places without a more specific text. */
export const describeError = (e: unknown, i18n: I18n): string => {
  if (e instanceof ChunkTimeoutError) return i18n._(CODE_TIMED_OUT);
  if (e instanceof NetworkError) return i18n._(SERVER_ERROR);
  if (e instanceof InvalidResponseError) return i18n._(BAD_ANSWER);
  if (e instanceof HttpError && e.status < 500) return firstErrorMessage(e.body) ?? i18n._(SERVER_ERROR);
  return i18n._(SERVER_ERROR);
};
