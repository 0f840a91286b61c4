// The one rule of what is an entry code — the QR a gate, a conductor or a driver may be shown — over just
// the fields it needs, so that the cabinet (features/orders/rules/items.ts and gate.ts: the list, gate
// mode, the gate start) and the reference server (the wallet passes, server/wallet/) ask the same
// functions. `now` is unix seconds.

import { ORDER_STATUS } from './orders.ts';

/**
 * How long after its start a session, a departure or a transfer still lets its code through: a customer
 * running late is still admitted, and the app must not jump to the next event at 19:01 (the gate start
 * opens on the first code whose time has not run out). Three hours covers a performance and the
 * Minsk–Brest run; decisions-orders.md.
 */
export const ENTRY_GRACE_S = 3 * 3600;

/** Until when a code that starts at `at` admits; null when the data gives no time (never expires here). */
export const entryUntil = (at: number | null): number | null => (at === null ? null : at + ENTRY_GRACE_S);

export const timeLeft = (at: number | null, now: number): boolean => {
  const until = entryUntil(at);
  return until === null || now < until;
};

type AdmittingOrder = { status: number; awaitingConfirm: boolean };

/**
 * The order lets its codes through at all: paid (§4 status 1, the only status whose codes let anyone
 * through), so not waiting, booked, awaiting confirmation, returned, return pending (3: "disables
 * operations") or expired. External (linked) orders are paid elsewhere and admit with the code they carry.
 */
export const orderAdmits = (o: AdmittingOrder): boolean =>
  o.status === ORDER_STATUS.paid && !o.awaitingConfirm;

type EntryTicket = {
  qr: string | null;
  returned_at: number | null;
  scanned_at: number | null;
  session: { timeSpending: number };
};

/** An event ticket whatever the clock says: its order admits, it has a QR, not returned, not scanned. */
export const ticketHolds = (t: EntryTicket, o: AdmittingOrder): boolean =>
  orderAdmits(o) && Boolean(t.qr) && t.returned_at === null && t.scanned_at === null;

/** An event ticket: it holds (ticketHolds) and its session is not over. */
export const isEntryTicket = (t: EntryTicket, o: AdmittingOrder, now: number): boolean =>
  ticketHolds(t, o) && timeLeft(t.session.timeSpending, now);

type EntryTrainTicket = { code: string | null; returnedAt: number | null; isUsed: boolean; date: number };

/** A train ticket whatever the clock says: its order admits, it has a code, not returned, not used. */
export const trainTicketHolds = (t: EntryTrainTicket, o: AdmittingOrder): boolean =>
  orderAdmits(o) && Boolean(t.code) && t.returnedAt === null && !t.isUsed;

/** A train ticket: it holds (trainTicketHolds) and its train has not gone. */
export const isEntryTrainTicket = (t: EntryTrainTicket, o: AdmittingOrder, now: number): boolean =>
  trainTicketHolds(t, o) && timeLeft(t.date, now);
