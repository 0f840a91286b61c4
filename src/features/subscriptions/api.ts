import * as v from 'valibot';
import { http } from '../../lib/http/api.ts';
import { flag, localized } from '../../lib/http/schemas.ts';

const PlanSchema = v.object({
  id: v.number(),
  name: localized,
  description: v.optional(localized, {}),
  /** Minor units. */
  price: v.number(),
  period_days: v.number(),
  image: v.optional(v.string(), ''),
});
export type Plan = v.InferOutput<typeof PlanSchema>;

const SubscriptionSchema = v.object({
  id: v.number(),
  plan_id: v.number(),
  plan: v.nullish(PlanSchema, null),
  started_at: v.number(),
  /** Unix seconds. */
  end_at: v.number(),
  auto_renew: v.optional(flag, false),
  cancelled_at: v.nullish(v.number(), null),
});
export type Subscription = v.InferOutput<typeof SubscriptionSchema>;

const PATH = '/api/v3/users/me/subscribes';
const OrderAnswer = v.object({ order_id: v.number() });
const One = v.object({ data: SubscriptionSchema });

export const fetchPlans = (signal?: AbortSignal) =>
  http.request(v.object({ data: v.array(PlanSchema) }), '/api/v3/subscribes', signal ? { signal } : {});

export const fetchMySubscriptions = (signal?: AbortSignal) =>
  http.request(v.object({ data: v.array(SubscriptionSchema) }), PATH, signal ? { signal } : {});

/** Subscribing is paid: the server creates the order to pay and answers its id. */
export const subscribe = (planId: number) =>
  http.request(OrderAnswer, PATH, { method: 'POST', json: { plan_id: planId } });

/** Prolonging is paid too: an order for one more period of the same plan. */
export const prolong = (id: number) =>
  http.request(OrderAnswer, `${PATH}/${id}`, { method: 'PUT', json: { action: 'prolong' } });

export const changePlan = (id: number, planId: number) =>
  http.request(One, `${PATH}/${id}`, { method: 'PUT', json: { action: 'change', plan_id: planId } });

export const resume = (id: number) =>
  http.request(One, `${PATH}/${id}`, { method: 'PUT', json: { action: 'resume' } });

/** Cancels renewal; the subscription stays valid until its end. */
export const cancel = (id: number) => http.request(One, `${PATH}/${id}`, { method: 'DELETE' });
