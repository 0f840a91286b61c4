// The whole-answer parts of the offline set, composed here from what each owner declares beside its
// query (lib/offline/part.ts): the profile, the layout and the cabinet page (src/shared), the client cards
// (features/cards). The order lists are the other part (features/orders/offline/sync.ts). The service worker's
// background refresh keeps the same set (sw/backgroundRefresh.ts SNAPSHOTS).
import { clientCardsOfflinePart } from '../features/cards/data.ts';
import type { OfflinePart } from '../lib/offline/part.ts';
import { cabinetPageOfflinePart, layoutOfflinePart } from '../shared/layout/queries.ts';
import { profileOfflinePart } from '../shared/profile/queries.ts';

/** The profile first: a new session's first sync learns whose data it keeps from it (offlineSync.ts). */
export const PROFILE_PART: OfflinePart = profileOfflinePart;

export const OFFLINE_PARTS: readonly OfflinePart[] = [
  PROFILE_PART,
  layoutOfflinePart,
  cabinetPageOfflinePart,
  clientCardsOfflinePart,
];
