// The page's queries of the kept set's whole answers: one per answer the device keeps (app/keptSet.ts
// declares them: key, address, schema), each made beside its query (lib/offline/wholeQuery.ts): the
// profile, the layout and the cabinet page (src/shared), the client cards (features/cards). The kept lists
// are the rest of the set (features/orders/offline/sync.ts). The service worker's background refresh
// keeps the same set (app/keptSet.ts, through app/backgroundSync.ts).
import { clientCardsWholeQuery } from '../features/cards/data.ts';
import type { WholeQuery } from '../lib/offline/wholeQuery.ts';
import { cabinetPageWholeQuery, layoutWholeQuery } from '../shared/layout/queries.ts';
import { profileWholeQuery } from '../shared/profile/queries.ts';
import type { KeptWholeKey } from './keptSet.ts';

/** The profile first: a new session's first sync learns whose data it keeps from it (keptSync.ts). */
const QUERIES = [profileWholeQuery, layoutWholeQuery, cabinetPageWholeQuery, clientCardsWholeQuery] as const;

/**
 * One query per kept whole answer, checked by type (nothing at run time): an answer kept without its
 * query here, or a query of an answer not kept, does not compile.
 */
type QueriedKey = (typeof QUERIES)[number]['key'];
const oneEach: [Exclude<KeptWholeKey, QueriedKey>, Exclude<QueriedKey, KeptWholeKey>] extends [never, never]
  ? true
  : false = true;
void oneEach;

export const PROFILE_QUERY: WholeQuery = QUERIES[0];

export const WHOLE_QUERIES: readonly WholeQuery[] = QUERIES;
