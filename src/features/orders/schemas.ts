// The orders' answers (spec §3 entities): the schemas every answer is validated against. The
// platform's alternate spellings (awaitingСonfirm, expired_ad) are renamed by withAliases before
// validation. No calls here: the service worker's background refresh (sw/periodicSync.ts) validates
// with these too, and must not pull in the page's HTTP client.
import * as v from 'valibot';
import { ORDER_ALIASES, withAliases } from '../../lib/http/aliases.ts';
import { flag, localized, numeric } from '../../lib/http/schemas.ts';

const nullableString = v.nullish(v.string(), null);
const nullableNumber = v.nullish(numeric, null);
const money = v.optional(numeric, 0);

const PerformanceSchema = v.object({
  name: v.string(),
  images: v.optional(v.object({ original: nullableString, '170x240': nullableString }), {
    original: null,
    '170x240': null,
  }),
});

const SessionSchema = v.object({
  timeSpending: v.number(),
  isReturnOrganizer: v.optional(flag, false),
  object: v.object({ name: v.string(), address: v.optional(nullableString, null) }),
  company: v.object({
    name: v.string(),
    address: v.optional(nullableString, null),
    email: v.optional(nullableString, null),
    phone1: v.optional(nullableString, null),
  }),
});

const TicketSchema = v.object({
  id: v.number(),
  qr: nullableString,
  ticket_code: nullableString,
  returned_at: nullableNumber,
  scanned_at: nullableNumber,
  printed_at: nullableNumber,
  price: money,
  commission: money,
  discount: money,
  total_amount: money,
  performance: PerformanceSchema,
  section_name: nullableString,
  hall_name: nullableString,
  row: nullableString,
  place: nullableString,
  session: SessionSchema,
});
export type Ticket = v.InferOutput<typeof TicketSchema>;

const TrainTicketSchema = v.object({
  id: v.number(),
  code: nullableString,
  returnedAt: nullableNumber,
  fio: v.string(),
  carNumber: v.string(),
  places: v.string(),
  additionalTerms: nullableString,
  price: money,
  commission: money,
  isUsed: v.optional(flag, false),
  date: v.number(),
  remoteCheckIn: v.optional(flag, false),
  remoteCheckInAvailable: v.optional(flag, false),
});
export type TrainTicket = v.InferOutput<typeof TrainTicketSchema>;

const TrainInfoSchema = v.object({
  from: v.string(),
  to: v.string(),
  departureTimeInformation: v.number(),
  carrierName: v.string(),
  trainNumber: v.string(),
});

const TransferSchema = v.object({
  id: v.number(),
  code: v.string(),
  price: money,
  date: nullableNumber,
  returned_at: v.optional(nullableNumber, null),
  from: v.object({ names: localized }),
  to: v.object({ names: localized }),
  transfer: v.object({ auto: v.string(), class: v.string(), max_persons: v.number() }),
});
export type Transfer = v.InferOutput<typeof TransferSchema>;

const ItemSchema = v.object({
  id: v.number(),
  itemId: v.number(),
  itemType: v.string(),
  code: v.string(),
  qr: nullableString,
  name: v.string(),
  price: money,
  priceStr: nullableString,
  images: v.optional(v.object({ original: nullableString }), { original: null }),
  institution: v.object({ id: v.number(), name: v.string() }),
});
export type Item = v.InferOutput<typeof ItemSchema>;

const ServiceSchema = v.object({
  id: v.number(),
  name: v.string(),
  code: nullableString,
  qr: nullableString,
  price: money,
});
export type Service = v.InferOutput<typeof ServiceSchema>;

const CouponSchema = v.object({ id: v.number(), code: v.string(), name: v.string(), discount: money });
export type Coupon = v.InferOutput<typeof CouponSchema>;

export const OrderSchema = withAliases(
  ORDER_ALIASES,
  v.object({
    id: v.number(),
    code: v.string(),
    created_at: v.number(),
    status: v.number(),
    type: v.optional(v.number(), 1),
    tickets: v.optional(v.array(TicketSchema), []),
    trains: v.optional(v.array(TrainTicketSchema), []),
    train: v.optional(v.nullable(TrainInfoSchema), null),
    transfers: v.optional(v.array(TransferSchema), []),
    items: v.optional(v.array(ItemSchema), []),
    services: v.optional(v.array(ServiceSchema), []),
    coupons: v.optional(v.array(CouponSchema), []),
    hasVideo: v.optional(flag, false),
    hasObjectInfokiok: v.optional(flag, false),
    hasObjectWallet: v.optional(flag, false),
    isFromExternal: v.optional(flag, false),
    awaitingConfirm: v.optional(flag, false),
    _types: v.optional(v.array(v.string()), []),
    expired_at: nullableNumber,
    total_amount: money,
    total_amount_int: money,
    amount_int: money,
    commission: money,
    discount: money,
    totalDiscount: money,
    options: v.optional(
      v.object({
        remoteCheckInAvailable: v.optional(flag, false),
        remoteCheckIn: v.optional(flag, false),
        receiptReturn: v.optional(flag, false),
      }),
      { remoteCheckInAvailable: false, remoteCheckIn: false, receiptReturn: false },
    ),
  }),
);
export type Order = v.InferOutput<typeof OrderSchema>;

export const OrderPageSchema = v.object({
  data: v.array(OrderSchema),
  current_page: v.optional(v.number(), 1),
  last_page: v.number(),
});
export type OrderPage = v.InferOutput<typeof OrderPageSchema>;

export const ItemInfoSchema = v.object({
  countVisits: v.number(),
  numberVisits: v.number(),
  end: v.number(),
});

export const ReturnInfoSchema = v.object({
  isReturnable: flag,
  returnableSum: money,
  comissionSum: money,
  confirm: v.optional(nullableString, null),
  comment: v.optional(nullableString, null),
  methods: v.optional(
    v.object({
      balance: v.optional(flag, false),
      organizator: v.optional(flag, false),
      card: v.optional(flag, false),
    }),
    { balance: false, organizator: false, card: false },
  ),
});

export type OrderTab = 'all' | 'actual' | 'booked' | 'used';
export type RefundMethod = 'balance' | 'organizator' | 'card';
/** The path segment naming what a single-ticket call acts on. */
export type TicketKind = 'tickets' | 'trains';
