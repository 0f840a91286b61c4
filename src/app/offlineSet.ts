// The whole-answer parts of the offline set: one per answer the device keeps (app/keptSet.ts declares
// them: key, address, schema), each the query that shows it, made beside that query (lib/offline/part.ts):
// the profile, the layout and the cabinet page (src/shared), the client cards (features/cards). The order
// lists are the other part (features/orders/offline/sync.ts). The service worker's background refresh
// keeps the same set (app/keptSet.ts, through app/backgroundSync.ts).
import { clientCardsOfflinePart } from '../features/cards/data.ts';
import { OFFLINE_KEYS } from '../kernel/storeKeys.ts';
import type { OfflinePart } from '../lib/offline/part.ts';
import { cabinetPageOfflinePart, layoutOfflinePart } from '../shared/layout/queries.ts';
import { profileOfflinePart } from '../shared/profile/queries.ts';
import type { KeptWholeKey } from './keptSet.ts';

/**
 * Each kept whole answer's part, keyed by the kept set's keys: an answer kept without a part here, or a
 * part of an answer not kept, does not compile. The profile first: a new session's first sync learns
 * whose data it keeps from it (offlineSync.ts).
 */
const PARTS: Record<KeptWholeKey, OfflinePart> = {
  [OFFLINE_KEYS.profile]: profileOfflinePart,
  [OFFLINE_KEYS.layout]: layoutOfflinePart,
  [OFFLINE_KEYS.cabinetPage]: cabinetPageOfflinePart,
  [OFFLINE_KEYS.clientCards]: clientCardsOfflinePart,
};

export const PROFILE_PART: OfflinePart = PARTS[OFFLINE_KEYS.profile];

export const OFFLINE_PARTS: readonly OfflinePart[] = Object.values(PARTS);
