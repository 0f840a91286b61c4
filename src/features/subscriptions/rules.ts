// Subscription rules (spec §4 subscription item) as pure functions over the fields they need.
import { hasEnded } from '../../shared/validity.ts';
import type { Plan, Subscription } from './api.ts';

const DAY_S = 86_400;

/** Spec §4: expired if its end time has passed ("your subscription has expired"; shared/validity.ts). */
export const isExpired = (s: Pick<Subscription, 'end_at'>, nowS: number): boolean => hasEnded(s.end_at, nowS);

export type SubscriptionState = 'active' | 'cancelled' | 'expired';

/** Cancelled means "not renewed": still valid until its end, then expired like any other. */
export const subscriptionState = (
  s: Pick<Subscription, 'end_at' | 'cancelled_at'>,
  nowS: number,
): SubscriptionState => (isExpired(s, nowS) ? 'expired' : s.cancelled_at !== null ? 'cancelled' : 'active');

/** What the customer may do with a subscription in each state. */
export const allowedActions = (state: SubscriptionState) => ({
  prolong: true,
  change: state === 'active',
  cancel: state === 'active',
  resume: state === 'cancelled',
});

/** Plans the customer holds no valid subscription to (the "available" tab). */
export const availablePlans = (
  plans: readonly Plan[],
  mine: readonly Pick<Subscription, 'plan_id' | 'end_at'>[],
  nowS: number,
): Plan[] => plans.filter((p) => !mine.some((s) => s.plan_id === p.id && !isExpired(s, nowS)));

/** What the "available" tab can offer: nothing is sold here at all, all is held already, or plans. */
export type Offer = 'none-sold' | 'all-held' | 'plans';

export const offerOf = (available: readonly Plan[], sold: readonly Plan[]): Offer =>
  sold.length === 0 ? 'none-sold' : available.length === 0 ? 'all-held' : 'plans';

/** The end date after paying one more period: from the current end, or from now once it has passed. */
export const endAfterPayment = (
  s: Pick<Subscription, 'end_at'> | null,
  plan: Pick<Plan, 'period_days'>,
  nowS: number,
): number => Math.max(s?.end_at ?? nowS, nowS) + plan.period_days * DAY_S;

/** The cabinet's payment route for the order a subscription payment created (spec §2 /payment/{id}). */
export const paymentPath = (orderId: number): string => `/payment/${orderId}`;
