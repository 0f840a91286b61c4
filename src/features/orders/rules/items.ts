// Spec §4 "States and transitions" of what an order holds: a ticket, a train ticket, a subscription item
// and a service, and one ticket on its own. `now` is unix seconds.
import { isEntryTicket, isEntryTrainTicket, orderAdmits, timeLeft } from '../../../kernel/entry.ts';
import { ORDER_STATUS } from '../../../kernel/orders.ts';
import { hasEnded } from '../../../shared/validity.ts';
import type { Item, Order, Service, Ticket, TrainTicket } from '../schemas.ts';
import type { GatePass } from './gate.ts';
import { type Ctx, operationsAllowed, orderEventAt, pastPayDeadline, tabAllowsReturn } from './status.ts';

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
  o.status === ORDER_STATUS.waiting && !o.awaitingConfirm && !pastPayDeadline(o, now);

/** §4 ticket: active with QR; returned struck through; without QR cancellable; returnable when it has a
 * QR, is not scanned or printed, the session is ahead, it cost more than 0, and not on used/booked. */
export const ticketState = (t: Ticket, o: Order, { tab, now }: Ctx): TicketState => {
  if (t.returned_at !== null) {
    const look =
      o.status === ORDER_STATUS.waiting || o.status === ORDER_STATUS.expired ? 'cancelled' : 'returned';
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
      o.status === ORDER_STATUS.paid &&
      t.scanned_at === null &&
      t.printed_at === null &&
      t.session.timeSpending > now &&
      t.total_amount > 0 &&
      tabAllowsReturn(tab),
    cancellable: !hasQr && ops && o.status === ORDER_STATUS.waiting && !pastPayDeadline(o, now),
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
    eTicket: o.status === ORDER_STATUS.paid && hasCode && !returned && !o.isFromExternal,
    returnReceipt: returned && o.options.receiptReturn,
  };
  if (returned || t.isUsed || !operationsAllowed(o)) {
    return { look, returnable: false, cancellable: false, checkIn: null, ...documents };
  }
  return {
    ...documents,
    look,
    returnable:
      hasCode && o.status === ORDER_STATUS.paid && t.date > now && t.price > 0 && tabAllowsReturn(tab),
    cancellable: !hasCode && o.status === ORDER_STATUS.waiting && !pastPayDeadline(o, now),
    checkIn: t.remoteCheckInAvailable && o.status === ORDER_STATUS.paid ? { on: t.remoteCheckIn } : null,
  };
};

/** §4 subscription item: expired once its end time has passed (the one rule, shared/validity.ts). */
export const itemExpired = (end: number, now: number): boolean => hasEnded(end, now);

/** Items can be prolonged while the order is paid and not external. */
export const itemProlongable = (_item: Item, o: Order): boolean =>
  o.status === ORDER_STATUS.paid && !o.isFromExternal;

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
