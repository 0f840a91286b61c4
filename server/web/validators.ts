// Validators of the API's JSON answers: the device keeps each answer it stores with its
// validator and asks again with If-None-Match; an answer that has not changed is a 304 without a body.
// Weak, over the JSON text: the same JSON sent as brotli, gzip or identity is one representation
// semantically, and a strong validator would have to differ per coding (docs/decisions-server.md).
import { createHash } from 'node:crypto';

/** The weak validator of a JSON answer: a hash of its text. */
export const jsonValidator = (json: string): string =>
  `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;

const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');

/**
 * Whether an If-None-Match header names `validator` (the weak comparison RFC 9110 asks for it: `W/` is
 * ignored on both sides) or is `*`. A malformed header matches nothing: the full answer is sent.
 */
export const noneMatchHits = (header: string | undefined, validator: string): boolean => {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const mine = opaque(validator);
  return header.split(',').some((tag) => opaque(tag) === mine);
};
