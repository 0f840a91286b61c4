// The payment endpoints (spec §7). The reference server documents the answers in server/api/payment.ts.
import * as v from 'valibot';
import { http } from '../../lib/http/api.ts';
import { bracketParams } from '../../lib/http/client.ts';
import { numeric } from '../../lib/http/schemas.ts';

const money = v.optional(numeric, 0);

const SavedCardSchema = v.object({
  id: v.number(),
  brand: v.string(),
  last4: v.string(),
  month: v.string(),
  year: v.string(),
});

const PaymentMethodSchema = v.object({
  paymentId: v.number(),
  type: v.string(),
  orderType: v.optional(v.string(), ''),
  name: v.string(),
  logoUrl: v.nullish(v.string(), null),
  shortDescription: v.nullish(v.string(), null),
  card: v.nullish(SavedCardSchema, null),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

export const PaymentInfoSchema = v.object({
  order: v.object({
    id: v.number(),
    code: v.optional(v.string(), ''),
    status: v.nullish(v.number(), null),
    type: v.optional(v.number(), 1),
    amount: money,
    commission: money,
    discount: money,
    total_amount: v.optional(numeric),
    expired_at: v.nullish(v.number(), null),
    event: v.nullish(v.object({ sid: v.number(), seid: v.number() }), null),
  }),
  methods: v.array(PaymentMethodSchema),
});
export type PaymentInfo = v.InferOutput<typeof PaymentInfoSchema>;

export const fetchPaymentInfo = (orderId: number, signal?: AbortSignal) =>
  http.request(PaymentInfoSchema, '/api/v2/frame/payment', {
    query: { order_id: orderId },
    ...(signal ? { signal } : {}),
  });

const AcceptSchema = v.object({
  order_id: v.number(),
  status: v.number(),
  amount: money,
  points: v.optional(v.number(), 0),
  next: v.picklist(['paid', 'provider', 'erip']),
});

export type AcceptInput = {
  orderId: number;
  method: Pick<PaymentMethod, 'paymentId' | 'type'>;
  contact: { email: string } | { phone: string };
  usePoints: boolean;
};

/** PUT /api/v2/frame/order/{id} with everything in the query string, as the platform takes it. */
export const acceptOrder = ({ orderId, method, contact, usePoints }: AcceptInput) =>
  http.request(AcceptSchema, `/api/v2/frame/order/${orderId}`, {
    method: 'PUT',
    query: {
      ...bracketParams('params', contact),
      usePoints: usePoints ? 1 : 0,
      paymentId: method.paymentId,
      type: method.type,
      view_type: 'cabinet',
    },
  });

/** Where the browser goes to pay with a card provider (browser navigation, spec §7). */
export const providerUrl = (p: {
  type: string;
  orderId: number;
  redirectTo: string;
  cardId?: number | null;
}) =>
  http.url(`/api/v2/frame/payment/${encodeURIComponent(p.type)}`, {
    id: p.orderId,
    register: 1,
    view_type: 'cabinet',
    redirect_to: p.redirectTo,
    card: p.cardId ?? undefined,
  });

const EripSchema = v.object({
  order_id: v.number(),
  code: v.optional(v.string(), ''),
  amount: money,
  expires_at: v.nullish(v.number(), null),
});

export const chooseErip = (orderId: number) =>
  http.request(EripSchema, '/api/v2/frame/payment/erip', { query: { id: orderId } });
