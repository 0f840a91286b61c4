// The URL's parameters read with valibot schemas (the router takes Standard Schema, which valibot v1
// implements). A value a route does not expect reads as absent, never as a route error: an old,
// shortened or hand-edited link still opens its screen, at its first tab or page.
import * as v from 'valibot';
import { parsePage } from '../shared/paging.ts';

/** `options`' value when the parameter holds one of them, else absent. */
export const oneOf = <const T extends readonly [string, ...string[]]>(options: T) =>
  v.fallback(v.optional(v.picklist(options)), undefined);

/** The `page` parameter: a whole number from 1; anything else is page 1. */
export const page = v.optional(v.pipe(v.unknown(), v.transform(parsePage)), 1);

/** A whole number from 1, as a search value (a number) or a path segment (its digits). */
const positiveId = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
  v.safeInteger(),
  v.minValue(1),
);

/** A record id in the URL (`?order_id=12`, `/payment/12`): a whole number from 1, else absent. */
export const recordId = v.fallback(v.optional(positiveId), undefined);

/** A record id the route needs, 0 when it is absent or not an id (the screen's "nothing chosen"). */
export const recordIdOrZero = v.fallback(v.optional(positiveId, 0), 0);

/** The search object without its absent parameters, so the URL the router writes back stays clean. */
export const withoutAbsent = <T extends Record<string, unknown>>(search: T): T =>
  Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
