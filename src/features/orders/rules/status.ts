// Spec §4 "States and transitions" of an order: its status and the actions it offers, as small pure
// functions (a ticket's, a train ticket's and an item's states: items.ts; the gate's codes:
// gate.ts). Screens ask these and never re-derive a rule inline. `now` is unix seconds.

import { BOOKING_TYPE, ORDER_STATUS } from '../../../kernel/orders.ts';
import type { OrderMoney } from '../../../shared/screen-kit/totals.ts';
import type { Order, OrderTab } from '../schemas.ts';

export type Ctx = { tab: OrderTab; now: number };

export type StatusLabel =
  | 'waiting'
  | 'awaiting'
  | 'booked'
  | 'paid'
  | 'archive'
  | 'used'
  | 'returned'
  | 'returnPending'
  | 'expired'
  | 'problem';

/** When the order's event happens: the session, the departure, the transfer; null for items only. */
export const orderEventAt = (o: Order): number | null =>
  o.tickets[0]?.session.timeSpending ??
  o.train?.departureTimeInformation ??
  o.trains[0]?.date ??
  o.transfers[0]?.date ??
  null;

/**
 * An unpaid order whose pay deadline has passed: the platform has not marked it 4 yet, but it can no
 * longer be paid (§4 "Pay: status 0 until expiry"), so it is shown and filed as expired. An order
 * awaiting the organizer's confirmation waits for the organizer, not for the clock.
 */
export const pastPayDeadline = (
  o: Pick<Order, 'status' | 'awaitingConfirm' | 'expired_at'>,
  now: number,
): boolean =>
  o.status === ORDER_STATUS.waiting && !o.awaitingConfirm && o.expired_at !== null && now >= o.expired_at;

/** §4 order status: 0 waiting / awaiting confirmation / booked, 1 paid (archive after the event; Used
 * on the used tab), 2 returned, 3 return pending, 4 expired (also 0 past its pay deadline), 99 and
 * anything else a problem. */
export const orderStatusLabel = (o: Order, { tab, now }: Ctx): StatusLabel => {
  if (pastPayDeadline(o, now)) return 'expired';
  switch (o.status) {
    case ORDER_STATUS.waiting:
      if (o.awaitingConfirm) return 'awaiting';
      return o.type === BOOKING_TYPE ? 'booked' : 'waiting';
    case ORDER_STATUS.paid: {
      if (tab === 'used') return 'used';
      const at = orderEventAt(o);
      return at !== null && at < now ? 'archive' : 'paid';
    }
    case ORDER_STATUS.returned:
      return 'returned';
    case ORDER_STATUS.returnPending:
      return 'returnPending';
    case ORDER_STATUS.expired:
      return 'expired';
    default:
      return 'problem';
  }
};

/** The chip's tone for a status label. */
export const statusTone = (label: StatusLabel): 'success' | 'warning' | 'danger' | 'neutral' => {
  switch (label) {
    case 'paid':
      return 'success';
    case 'waiting':
    case 'awaiting':
    case 'booked':
    case 'returnPending':
      return 'warning';
    case 'problem':
      return 'danger';
    default:
      return 'neutral';
  }
};

/** Items-only orders (subscriptions) are not returned as a whole. */
const isItemsOnly = (o: Order): boolean =>
  o.items.length > 0 &&
  o.tickets.length === 0 &&
  o.trains.length === 0 &&
  o.transfers.length === 0 &&
  o.services.length === 0;

const isTrainOrder = (o: Order): boolean => o.trains.length > 0;

const beforeExpiry = (o: Order, now: number): boolean => o.expired_at === null || now < o.expired_at;

export type OrderActions = {
  download: boolean;
  print: boolean;
  receipt: boolean;
  fullReturn: boolean;
  cancel: boolean;
  pay: boolean;
  /** Electronic registration for the whole order: register, remove, or not offered. */
  checkIn: 'register' | 'remove' | null;
  trainReceipt: boolean;
  returnReceipt: boolean;
};

const NO_ACTIONS: OrderActions = {
  download: false,
  print: false,
  receipt: false,
  fullReturn: false,
  cancel: false,
  pay: false,
  checkIn: null,
  trainReceipt: false,
  returnReceipt: false,
};

/** §4 order actions. An order awaiting confirmation hides the action footer: no actions at all. */
export const orderActions = (o: Order, { tab, now }: Ctx): OrderActions => {
  if (o.awaitingConfirm) return NO_ACTIONS;
  const external = o.isFromExternal;
  const paid = o.status === ORDER_STATUS.paid;
  const waiting = o.status === ORDER_STATUS.waiting;
  const download = paid && !o.hasObjectInfokiok && !external;
  return {
    download,
    print: download,
    receipt: paid && !external && !isTrainOrder(o),
    fullReturn: paid && tab !== 'used' && !external && beforeExpiry(o, now) && !isItemsOnly(o),
    cancel: waiting && !external && !pastPayDeadline(o, now),
    pay: waiting && !external && beforeExpiry(o, now),
    checkIn:
      paid && o.options.remoteCheckInAvailable ? (o.options.remoteCheckIn ? 'remove' : 'register') : null,
    trainReceipt: paid && isTrainOrder(o) && !external,
    // A train order's return receipts are per ticket (trainTicketState).
    returnReceipt: o.options.receiptReturn && !external && !isTrainOrder(o),
  };
};

/**
 * The card's pay button (§2, §9): "Get" for a free order, "Pay" otherwise — the payment page's `payAction`
 * without points (the card does not know whether the customer will use them); app/ordersAndPayment.test.ts
 * holds the two to the same answers. Not imported from there: the payment rules would join the first load.
 */
export const payButton = (o: Pick<Order, 'total_amount'>): 'pay' | 'get' =>
  o.total_amount <= 0 ? 'get' : 'pay';

/**
 * The order's money for its totals (src/shared/screen-kit/totals.ts): the lines' prices without the fee, the fee, and
 * every discount (coupons and the tickets' own), as the API sums them.
 */
export const orderMoney = (o: Order): OrderMoney => ({
  amount: o.amount_int,
  commission: o.commission,
  discount: o.totalDiscount,
});

/** External (linked) orders show no prices; status 3 shows a message instead of operations. */
export const showsPrices = (o: Order): boolean => !o.isFromExternal;
export const isLinked = (o: Order): boolean => o.isFromExternal;
export const showsReturnPendingMessage = (o: Order): boolean => o.status === ORDER_STATUS.returnPending;
export const showsAwaitingTag = (o: Order): boolean => o.status === ORDER_STATUS.waiting && o.awaitingConfirm;

/** Train and transfer operations are off for status 3, external and awaiting orders. */
export const operationsAllowed = (o: Order): boolean =>
  o.status !== ORDER_STATUS.returnPending && !o.isFromExternal && !o.awaitingConfirm;

export const tabAllowsReturn = (tab: OrderTab): boolean => tab !== 'used' && tab !== 'booked';

export type AssignFailure = { kind: 'message'; text: string } | { kind: 'notValid' } | { kind: 'server' };

/**
 * §8 assign ticket: a 400 shows the server's first message — or, when it names none, "Ticket is not
 * valid" (§8's text for a ticket number the platform rejects); any other failure the server-error text.
 */
export const assignFailure = (status: number | null, firstMessage: string | undefined): AssignFailure => {
  if (status !== 400) return { kind: 'server' };
  return firstMessage ? { kind: 'message', text: firstMessage } : { kind: 'notValid' };
};

/** §6: downloads and receipts need the profile's downloadToken; without it nothing happens. */
export const canOpenDocument = (token: string | null | undefined): token is string =>
  typeof token === 'string' && token.length > 0;

/** §4 return popup, last step: the methods offered (organizer only when the session allows it). */
export const refundMethods = (
  methods: { balance: boolean; organizator: boolean; card: boolean },
  sessionAllowsOrganizer: boolean,
): ('balance' | 'organizator' | 'card')[] => {
  const out: ('balance' | 'organizator' | 'card')[] = [];
  if (methods.balance) out.push('balance');
  if (methods.organizator && sessionAllowsOrganizer) out.push('organizator');
  if (methods.card) out.push('card');
  return out;
};

/**
 * Pagination (§4): load more asks for the page after the `loadedPages` already shown; on the last page
 * there is none (undefined), which hides load more. A failed load adds no page, so the next try asks for
 * the same page again (the spec's "on failure page goes back by one").
 */
export const nextPage = (loadedPages: number, lastPage: number): number | undefined =>
  loadedPages < lastPage ? loadedPages + 1 : undefined;
