// The subscriptions feature's light entry: what the routes read and show before a screen's code (the
// queries, the skeleton while a tab loads).
export { PlansSkeleton } from './PlansSkeleton.tsx';
export { mySubscriptionsQuery, plansQuery } from './queries.ts';
