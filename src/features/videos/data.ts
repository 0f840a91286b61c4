// The videos feature's light entry: what the route reads and shows before the screen's code (its
// query, and the skeleton while it loads).
export { videosQuery } from './queries.ts';
export { VideosSkeleton } from './VideosSkeleton.tsx';
