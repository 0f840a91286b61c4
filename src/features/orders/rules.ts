// Spec §4 "States and transitions" for orders, tickets, train tickets and items, as small pure
// functions. Screens ask these and never re-derive a rule inline. `now` is unix seconds.
import { pickLocalized } from '../../lib/http/schemas.ts';
import { entryUntil, isEntryTicket, isEntryTrainTicket, orderAdmits, timeLeft } from '../../shared/entry.ts';
import type { OrderMoney } from '../../shared/totals.ts';
import { hasEnded } from '../../shared/validity.ts';
import type { Item, Order, OrderTab, Service, Ticket, TrainTicket, Transfer } from './schemas.ts';

export type Ctx = { tab: OrderTab; now: number };

/** Spec §3: order type 6 is a booking. */
const BOOKING_TYPE = 6;
export const STATUS = { waiting: 0, paid: 1, returned: 2, returnPending: 3, expired: 4 } as const;

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
const pastPayDeadline = (o: Pick<Order, 'status' | 'awaitingConfirm' | 'expired_at'>, now: number): boolean =>
  o.status === STATUS.waiting && !o.awaitingConfirm && o.expired_at !== null && now >= o.expired_at;

/** §4 order status: 0 waiting / awaiting confirmation / booked, 1 paid (archive after the event; Used
 * on the used tab), 2 returned, 3 return pending, 4 expired (also 0 past its pay deadline), 99 and
 * anything else a problem. */
export const orderStatusLabel = (o: Order, { tab, now }: Ctx): StatusLabel => {
  if (pastPayDeadline(o, now)) return 'expired';
  switch (o.status) {
    case STATUS.waiting:
      if (o.awaitingConfirm) return 'awaiting';
      return o.type === BOOKING_TYPE ? 'booked' : 'waiting';
    case STATUS.paid: {
      if (tab === 'used') return 'used';
      const at = orderEventAt(o);
      return at !== null && at < now ? 'archive' : 'paid';
    }
    case STATUS.returned:
      return 'returned';
    case STATUS.returnPending:
      return 'returnPending';
    case STATUS.expired:
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
  const paid = o.status === STATUS.paid;
  const waiting = o.status === STATUS.waiting;
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
 * without points (the card does not know whether the customer will use them); rules.test.ts holds the
 * two to the same answers. Not imported from there: the payment rules would join the first load.
 */
export const payButton = (o: Pick<Order, 'total_amount'>): 'pay' | 'get' =>
  o.total_amount <= 0 ? 'get' : 'pay';

/**
 * The order's money for its totals (src/shared/totals.ts): the lines' prices without the fee, the fee, and
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
export const showsReturnPendingMessage = (o: Order): boolean => o.status === STATUS.returnPending;
export const showsAwaitingTag = (o: Order): boolean => o.status === STATUS.waiting && o.awaitingConfirm;

/** Train and transfer operations are off for status 3, external and awaiting orders. */
const operationsAllowed = (o: Order): boolean =>
  o.status !== STATUS.returnPending && !o.isFromExternal && !o.awaitingConfirm;

const tabAllowsReturn = (tab: OrderTab): boolean => tab !== 'used' && tab !== 'booked';

/**
 * The one rule of what is an entry code lives in src/shared/entry.ts (the reference server's wallet passes
 * ask it too). The list, gate mode, "Ready for the gate" and the gate start ask isEntryTicket,
 * isEntryTrainTicket and these (the list's item and service QRs ask isEntryItem and isEntryService, on
 * the same order rule).
 */
/** A transfer: its order admits, it is not returned, its pick-up time has not run out. */
export const isEntryTransfer = (t: Transfer, o: Order, now: number): boolean =>
  orderAdmits(o) && t.returned_at === null && timeLeft(t.date, now);

/**
 * A subscription item's QR: its order admits and it has a QR. Whether it still admits (visits left, end
 * date) is only in the item-info answer, which needs the network, so the venue's counter checks that; the
 * QR of an unpaid, returned, return-pending or expired order is never shown.
 */
export const isEntryItem = (item: Pick<Item, 'qr'>, o: Order): boolean => orderAdmits(o) && Boolean(item.qr);

/**
 * A service's QR (a cloakroom, a parking place): its order admits, it has a QR, and the order's event is
 * not over (the same window as the event's tickets; an order without a time never runs out here).
 */
export const isEntryService = (service: Pick<Service, 'qr'>, o: Order, now: number): boolean =>
  orderAdmits(o) && Boolean(service.qr) && timeLeft(orderEventAt(o), now);

export type TicketState = {
  /** active: not returned; returned/cancelled: struck through; pending: no QR yet; used: scanned. */
  look: 'active' | 'returned' | 'cancelled' | 'pending' | 'used';
  /** The QR is shown only while it is an entry code (isEntryTicket). */
  showQr: boolean;
  returnable: boolean;
  cancellable: boolean;
  /** §8 "Order must be paid": the QR comes with payment, so the order's payment is what is missing. */
  awaitsPayment: boolean;
};

/**
 * An order whose tickets get their QR once it is paid: waiting for payment, not held for confirmation,
 * and still payable (past its pay deadline it reads "Expired", and paying is no longer offered).
 */
const awaitsPayment = (o: Order, now: number): boolean =>
  o.status === STATUS.waiting && !o.awaitingConfirm && !pastPayDeadline(o, now);

/** §4 ticket: active with QR; returned struck through; without QR cancellable; returnable when it has a
 * QR, is not scanned or printed, the session is ahead, it cost more than 0, and not on used/booked. */
export const ticketState = (t: Ticket, o: Order, { tab, now }: Ctx): TicketState => {
  if (t.returned_at !== null) {
    const look = o.status === STATUS.waiting || o.status === STATUS.expired ? 'cancelled' : 'returned';
    return { look, showQr: false, returnable: false, cancellable: false, awaitsPayment: false };
  }
  const hasQr = Boolean(t.qr);
  const ops = operationsAllowed(o);
  return {
    look: !hasQr ? 'pending' : t.scanned_at !== null ? 'used' : 'active',
    showQr: isEntryTicket(t, o, now),
    returnable:
      hasQr &&
      ops &&
      o.status === STATUS.paid &&
      t.scanned_at === null &&
      t.printed_at === null &&
      t.session.timeSpending > now &&
      t.total_amount > 0 &&
      tabAllowsReturn(tab),
    cancellable: !hasQr && ops && o.status === STATUS.waiting && !pastPayDeadline(o, now),
    awaitsPayment: !hasQr && awaitsPayment(o, now),
  };
};

export type TrainTicketState = {
  look: 'active' | 'returned' | 'used';
  /** The QR is shown only while it is an entry code (isEntryTrainTicket). */
  showQr: boolean;
  /** §8 "Order must be paid": no code yet because the order waits for payment. */
  awaitsPayment: boolean;
  returnable: boolean;
  cancellable: boolean;
  /** The e-registration toggle, with its current value, or null when not offered. */
  checkIn: { on: boolean } | null;
  /** §4 download: the ticket's PDF for a paid, not external order, while the ticket has a code. */
  eTicket: boolean;
  /** §4: the return receipt of a returned ticket, when the order's options say so. */
  returnReceipt: boolean;
};

/** A train ticket's code is its QR while it has one and was not returned (cards and the gate alike). */
const trainShowsQr = (t: Pick<TrainTicket, 'code' | 'returnedAt'>): boolean =>
  Boolean(t.code) && t.returnedAt === null;

/** §4 train ticket: returnable with a code (not used, not returned, future date, price above 0);
 * without a code cancellable; used means no operations; e-registration toggle conditions. */
export const trainTicketState = (t: TrainTicket, o: Order, { tab, now }: Ctx): TrainTicketState => {
  const returned = t.returnedAt !== null;
  const look = returned ? 'returned' : t.isUsed ? 'used' : 'active';
  const hasCode = Boolean(t.code);
  const documents = {
    showQr: isEntryTrainTicket(t, o, now),
    awaitsPayment: !hasCode && !returned && awaitsPayment(o, now),
    eTicket: o.status === STATUS.paid && hasCode && !returned && !o.isFromExternal,
    returnReceipt: returned && o.options.receiptReturn,
  };
  if (returned || t.isUsed || !operationsAllowed(o)) {
    return { look, returnable: false, cancellable: false, checkIn: null, ...documents };
  }
  return {
    ...documents,
    look,
    returnable: hasCode && o.status === STATUS.paid && t.date > now && t.price > 0 && tabAllowsReturn(tab),
    cancellable: !hasCode && o.status === STATUS.waiting && !pastPayDeadline(o, now),
    checkIn: t.remoteCheckInAvailable && o.status === STATUS.paid ? { on: t.remoteCheckIn } : null,
  };
};

/** §4 subscription item: expired once its end time has passed (the one rule, shared/validity.ts). */
export const itemExpired = (end: number, now: number): boolean => hasEnded(end, now);

/** Items can be prolonged while the order is paid and not external. */
export const itemProlongable = (_item: Item, o: Order): boolean =>
  o.status === STATUS.paid && !o.isFromExternal;

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

/** One ticket on its own (TicketOneView): the facts that tell it apart from the order's other tickets. */
export type OneTicketView = Pick<GatePass, 'code' | 'title' | 'at' | 'seat'> & { qr: string | null };

/** The ticket `id` of the order (an event ticket or a rail ticket), or null when it is not there. */
export const oneTicketView = (o: Order, kind: 'tickets' | 'trains', id: number): OneTicketView | null => {
  if (kind === 'tickets') {
    const t = o.tickets.find((x) => x.id === id);
    if (!t) return null;
    return {
      qr: t.qr && t.returned_at === null ? t.qr : null,
      code: t.ticket_code ?? t.qr ?? '',
      title: t.performance.name,
      at: t.session.timeSpending,
      seat: { section: t.section_name, hall: t.hall_name, row: t.row, place: t.place, car: null },
    };
  }
  const t = o.trains.find((x) => x.id === id);
  if (!t) return null;
  return {
    qr: trainShowsQr(t) ? t.code : null,
    code: t.code ?? '',
    title: o.train ? `${o.train.from} → ${o.train.to}` : t.fio,
    at: o.train?.departureTimeInformation ?? t.date,
    seat: { section: null, hall: null, row: null, place: t.places, car: t.carNumber },
  };
};

/** One entry code shown at the gate: a ticket's, a train ticket's or a transfer's, with what identifies it. */
export type GatePass = {
  /** `ticket-<id>`, `train-<id>` or `transfer-<id>`. */
  key: string;
  kind: 'ticket' | 'train' | 'transfer';
  qr: string;
  code: string;
  title: string;
  at: number | null;
  /** Until when it admits (entryUntil), for the gate start, which opens on the first one still valid. */
  until: number | null;
  seat: {
    section: string | null;
    hall: string | null;
    row: string | null;
    place: string | null;
    car: string | null;
  };
};

const NO_SEAT = { section: null, hall: null, row: null, place: null, car: null };

/**
 * The order's entry codes in the card's order (tickets, train tickets, transfers): what gate mode shows.
 * `lang` picks a transfer's place names.
 */
export const gatePasses = (o: Order, { now }: Ctx, lang = 'ru'): GatePass[] => [
  ...o.tickets.flatMap((t): GatePass[] =>
    isEntryTicket(t, o, now) && t.qr
      ? [
          {
            key: `ticket-${t.id}`,
            kind: 'ticket',
            qr: t.qr,
            code: t.ticket_code ?? t.qr,
            title: t.performance.name,
            at: t.session.timeSpending,
            until: entryUntil(t.session.timeSpending),
            seat: { section: t.section_name, hall: t.hall_name, row: t.row, place: t.place, car: null },
          },
        ]
      : [],
  ),
  ...o.trains.flatMap((t): GatePass[] =>
    isEntryTrainTicket(t, o, now) && t.code
      ? [
          {
            key: `train-${t.id}`,
            kind: 'train',
            qr: t.code,
            code: t.code,
            title: o.train ? `${o.train.from} → ${o.train.to}` : t.fio,
            at: o.train?.departureTimeInformation ?? t.date,
            until: entryUntil(t.date),
            seat: { ...NO_SEAT, place: t.places, car: t.carNumber },
          },
        ]
      : [],
  ),
  ...o.transfers.flatMap((t): GatePass[] =>
    isEntryTransfer(t, o, now)
      ? [
          {
            key: `transfer-${t.id}`,
            kind: 'transfer',
            qr: t.code,
            code: t.code,
            title: `${pickLocalized(t.from.names, lang)} → ${pickLocalized(t.to.names, lang)}`,
            at: t.date,
            until: entryUntil(t.date),
            seat: NO_SEAT,
          },
        ]
      : [],
  ),
];

/**
 * "Ready for the gate": an order of the actual tab whose every ticket, train ticket and transfer not
 * returned is an entry code the device holds (the lists of that tab are kept on the device).
 */
export const readyForGate = (o: Order, ctx: Ctx): boolean => {
  if (ctx.tab !== 'actual') return false;
  const held =
    o.tickets.filter((t) => t.returned_at === null).length +
    o.trains.filter((t) => t.returnedAt === null).length +
    o.transfers.filter((t) => t.returned_at === null).length;
  return held > 0 && gatePasses(o, ctx).length === held;
};
