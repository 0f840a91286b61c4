// The customer's profile (users/me), read by the frame and by several features (balance, cards, orders,
// payment, early booking); the profile feature edits it (features/profile/queries.ts adds its own keys).
import { queryOptions } from '@tanstack/react-query';
import { claimedFrom } from '../../lib/offline/owner.ts';
import { wholeAnswer, wholeQuery } from '../../lib/offline/wholeQuery.ts';
import { fetchProfile } from './api.ts';
import { KEPT_PROFILE } from './schemas.ts';

export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
};

const kept = wholeAnswer(KEPT_PROFILE);

export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.me(),
    // Kept on the device (the frame's name and avatar, the virtual card code), not in the persisted
    // query cache: customer data lives in the device store only.
    // users/me names the session's customer: the device keeps data under that id (lib/offline/owner.ts).
    queryFn: kept.queryFn(async (signal) => {
      const { data, validator } = await fetchProfile(signal);
      return { data: await claimedFrom(data), validator };
    }),
    networkMode: 'always',
    staleTime: 60 * 1000,
  });

/**
 * The profile's whole-answer query of the kept set. Not seeded: the profile screen edits it, so online it must come
 * fresh or fail visibly (a seeded copy would hide a failed refresh behind old data). Offline its query
 * answers from the device at once.
 */
export const profileWholeQuery = wholeQuery(kept, profileQuery, { seed: false });
