// The profile feature's light entry: what the frame and the routes read before a screen's code (the
// queries, the customer's name, the skeleton while a tab loads).
export { ProfileSkeleton } from './ProfileSkeleton.tsx';
export { addressesQuery, passportsQuery } from './queries.ts';
export { displayName } from './rules.ts';
