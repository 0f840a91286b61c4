// The whole-answer parts of the offline set: one per answer the device keeps (app/keptSet.ts declares
// them: key, address, schema), each the query that shows it, made beside that query (lib/offline/part.ts):
// the profile, the layout and the cabinet page (src/shared), the client cards (features/cards). The order
// lists are the other part (features/orders/offline/sync.ts). The service worker's background refresh
// keeps the same set (app/keptSet.ts, through app/backgroundSync.ts).
import { clientCardsOfflinePart } from '../features/cards/data.ts';
import type { OfflinePart } from '../lib/offline/part.ts';
import { cabinetPageOfflinePart, layoutOfflinePart } from '../shared/layout/queries.ts';
import { profileOfflinePart } from '../shared/profile/queries.ts';
import type { KeptWholeKey } from './keptSet.ts';

/** The profile first: a new session's first sync learns whose data it keeps from it (offlineSync.ts). */
const PARTS = [
  profileOfflinePart,
  layoutOfflinePart,
  cabinetPageOfflinePart,
  clientCardsOfflinePart,
] as const;

/**
 * One part per kept whole answer, checked by type (nothing at run time): an answer kept without a part
 * here, or a part of an answer not kept, does not compile.
 */
type PartKey = (typeof PARTS)[number]['key'];
const oneEach: [Exclude<KeptWholeKey, PartKey>, Exclude<PartKey, KeptWholeKey>] extends [never, never]
  ? true
  : false = true;
void oneEach;

export const PROFILE_PART: OfflinePart = PARTS[0];

export const OFFLINE_PARTS: readonly OfflinePart[] = PARTS;
