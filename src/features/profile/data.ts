// The profile feature's light entry: what the frame and the routes read before a screen's code (the
// queries, the customer's name, the skeleton while a tab loads).

export { displayName } from './names.ts';
export { ProfileSkeleton } from './ProfileSkeleton.tsx';
export { addressesQuery, passportsQuery } from './queries.ts';
