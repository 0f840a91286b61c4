// State changes on orders (spec §4 transitions), each refused with a 4xx and an `errors` list when the
// spec does not allow it. Persisted in SQLite; every change runs in one transaction.
import type { DatabaseSync } from 'node:sqlite';
import { isBrandId } from '../../src/kernel/brand/brands.ts';
import { ORDER_STATUS } from '../../src/kernel/orders.ts';
import { transaction } from '../db/open.ts';
import { bool, num, numOrNull, type Row, strOrNull } from '../db/row.ts';
import { addOrder, type TicketSpec } from '../db/seed/order-builder.ts';
import { type MessageKey, t } from '../i18n/messages.ts';
import { httpError } from '../web/errors.ts';
import type { OrderRow } from './read.ts';

export const REFUND_METHODS = ['balance', 'organizator', 'card'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** 1 point = 10 minor units (spec §9). */
const POINT_MINOR = 10;

/** A 4xx whose message and only error is the key's text in the request's language. */
const refuse = (key: MessageKey, status = 422) => {
  const message = t(key);
  return httpError(status, message, [message]);
};

const sessionTime = (db: DatabaseSync, sessionId: number): number => {
  const row = db.prepare('SELECT time_spending FROM sessions WHERE id = ?').get(sessionId);
  return row ? num(row, 'time_spending') : 0;
};

const organizerAllowed = (db: DatabaseSync, sessionId: number | null): boolean => {
  if (sessionId === null) return false;
  const row = db.prepare('SELECT is_return_organizer FROM sessions WHERE id = ?').get(sessionId);
  return row ? bool(row, 'is_return_organizer') : false;
};

/** Why the order as a whole cannot be acted on by the customer, or null. */
const orderBlock = (o: OrderRow): MessageKey | null => {
  if (bool(o, 'is_from_external')) return 'orders.externalBlocked';
  if (num(o, 'status') === 3) return 'orders.returnPending';
  return null;
};

type Returnable = { kind: 'tickets' | 'trains'; id: number; amount: number; fee: number };

/** Why a ticket cannot be returned (spec §4 ticket: QR, not scanned/printed, future, total > 0), or null. */
const ticketRefusal = (db: DatabaseSync, t: Row, nowS: number): MessageKey | null => {
  if (numOrNull(t, 'returned_at') !== null) return 'orders.alreadyReturned';
  if (strOrNull(t, 'qr') === null) return 'orders.noQrReturn';
  if (numOrNull(t, 'scanned_at') !== null) return 'orders.scanned';
  if (numOrNull(t, 'printed_at') !== null) return 'orders.printed';
  if (sessionTime(db, num(t, 'session_id')) <= nowS) return 'orders.eventPast';
  if (num(t, 'total_amount') <= 0) return 'orders.freeTicket';
  return null;
};

/** Why a train ticket cannot be returned (code, not used, not returned, future date, price > 0), or null. */
const trainRefusal = (t: Row, nowS: number): MessageKey | null => {
  if (numOrNull(t, 'returned_at') !== null) return 'orders.alreadyReturned';
  if (bool(t, 'is_used')) return 'orders.trainUsed';
  if (strOrNull(t, 'code') === null) return 'orders.noCodeReturn';
  if (num(t, 'date') <= nowS) return 'orders.trainDeparted';
  if (num(t, 'price') <= 0) return 'orders.freeTicket';
  return null;
};

const orderRefusal = (o: OrderRow, nowS: number): MessageKey | null => {
  const block = orderBlock(o);
  if (block) return block;
  if (num(o, 'status') !== 1) return 'orders.onlyPaidReturn';
  const expiry = numOrNull(o, 'expired_at');
  if (expiry !== null && nowS >= expiry) return 'orders.returnPeriodOver';
  return null;
};

const ticketRow = (db: DatabaseSync, kind: 'tickets' | 'trains', orderId: number, ticketId: number): Row => {
  const table = kind === 'tickets' ? 'tickets' : 'train_tickets';
  const row = db.prepare(`SELECT * FROM ${table} WHERE id = ? AND order_id = ?`).get(ticketId, orderId);
  if (!row) throw httpError(404, t('http.notFound'), [t('orders.noSuchTicket')]);
  return row;
};

const asReturnable = (kind: 'tickets' | 'trains', t: Row): Returnable =>
  kind === 'tickets'
    ? { kind, id: num(t, 'id'), amount: num(t, 'total_amount'), fee: num(t, 'commission') }
    : { kind, id: num(t, 'id'), amount: num(t, 'price') + num(t, 'commission'), fee: num(t, 'commission') };

/** What a whole-order return would refund. */
const returnableOfOrder = (db: DatabaseSync, o: OrderRow, nowS: number): Returnable[] => {
  const id = num(o, 'id');
  const tickets = db.prepare('SELECT * FROM tickets WHERE order_id = ?').all(id);
  const trains = db.prepare('SELECT * FROM train_tickets WHERE order_id = ?').all(id);
  return [
    ...tickets.filter((t) => ticketRefusal(db, t, nowS) === null).map((t) => asReturnable('tickets', t)),
    ...trains.filter((t) => trainRefusal(t, nowS) === null).map((t) => asReturnable('trains', t)),
  ];
};

const isItemsOnly = (o: OrderRow): boolean => o.kind === 'items';

export type ReturnInfo = {
  isReturnable: boolean;
  returnableSum: number;
  comissionSum: number;
  confirm: string | null;
  comment: string | null;
  methods: { balance: boolean; organizator: boolean; card: boolean };
};

const infoOf = (
  db: DatabaseSync,
  o: OrderRow,
  items: Returnable[],
  refusal: MessageKey | null,
): ReturnInfo => {
  if (refusal !== null || items.length === 0) {
    return {
      isReturnable: false,
      returnableSum: 0,
      comissionSum: 0,
      confirm: null,
      comment: refusal === null ? null : t(refusal),
      methods: { balance: false, organizator: false, card: false },
    };
  }
  return {
    isReturnable: true,
    returnableSum: items.reduce((s, r) => s + r.amount, 0),
    comissionSum: items.reduce((s, r) => s + r.fee, 0),
    confirm: t('orders.returnTerms'),
    comment: null,
    methods: { balance: true, organizator: organizerAllowed(db, numOrNull(o, 'session_id')), card: true },
  };
};

export const orderReturnInfo = (db: DatabaseSync, o: OrderRow, nowS: number): ReturnInfo => {
  const refusal = orderRefusal(o, nowS) ?? (isItemsOnly(o) ? 'orders.itemsNotWhole' : null);
  return infoOf(db, o, refusal ? [] : returnableOfOrder(db, o, nowS), refusal);
};

export const ticketReturnInfo = (
  db: DatabaseSync,
  o: OrderRow,
  kind: 'tickets' | 'trains',
  ticketId: number,
  nowS: number,
): ReturnInfo => {
  const t = ticketRow(db, kind, num(o, 'id'), ticketId);
  const refusal =
    orderRefusal(o, nowS) ?? (kind === 'tickets' ? ticketRefusal(db, t, nowS) : trainRefusal(t, nowS));
  return infoOf(db, o, refusal ? [] : [asReturnable(kind, t)], refusal);
};

/** Refunds `items` by `method`: marks them returned, records refunds, credits points for `balance`. */
const refund = (db: DatabaseSync, o: OrderRow, items: Returnable[], method: RefundMethod, nowS: number) => {
  const orderId = num(o, 'id');
  const userId = num(o, 'user_id');
  if (method === 'organizator' && !organizerAllowed(db, numOrNull(o, 'session_id'))) {
    throw refuse('orders.organizerNoReturns');
  }
  for (const r of items) {
    const table = r.kind === 'tickets' ? 'tickets' : 'train_tickets';
    db.prepare(`UPDATE ${table} SET returned_at = ? WHERE id = ?`).run(nowS, r.id);
    db.prepare(
      `INSERT INTO refunds (order_id, ticket_id, train_ticket_id, method, amount, fee, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      orderId,
      r.kind === 'tickets' ? r.id : null,
      r.kind === 'trains' ? r.id : null,
      method,
      r.amount,
      r.fee,
      method === 'balance' ? 'done' : 'pending',
      nowS,
    );
  }
  if (method === 'balance') {
    const points = Math.floor(items.reduce((s, r) => s + r.amount, 0) / POINT_MINOR);
    const user = db.prepare('SELECT balance FROM users WHERE id = ?').get(userId);
    const after = (user ? num(user, 'balance') : 0) + points;
    db.prepare('UPDATE users SET balance = ? WHERE id = ?').run(after, userId);
    db.prepare(
      'INSERT INTO transactions (user_id, created_at, credit, debit, sum, message, order_id) VALUES (?, ?, ?, 0, ?, ?, ?)',
    ).run(userId, nowS, points * 100, after * 100, t('orders.refundLine', { id: orderId }), orderId);
  }
  // Nothing left to use: the order is returned.
  const left = db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM tickets WHERE order_id = ?1 AND returned_at IS NULL)
            + (SELECT COUNT(*) FROM train_tickets WHERE order_id = ?1 AND returned_at IS NULL) AS n`,
    )
    .get(orderId);
  if (left && num(left, 'n') === 0) {
    db.prepare('UPDATE orders SET status = ?, receipt_return = 1 WHERE id = ?').run(
      ORDER_STATUS.returned,
      orderId,
    );
  } else {
    db.prepare('UPDATE orders SET receipt_return = 1 WHERE id = ?').run(orderId);
  }
};

/** The refusal of an action the return info already refused: its comment, or `fallback`. */
const refusalOf = (info: ReturnInfo, fallback: MessageKey) => {
  const message = info.comment ?? t(fallback);
  return httpError(422, message, [message]);
};

export const returnOrder = (db: DatabaseSync, o: OrderRow, method: RefundMethod, nowS: number): void => {
  const info = orderReturnInfo(db, o, nowS);
  if (!info.isReturnable) throw refusalOf(info, 'orders.notReturnable');
  transaction(db, () => refund(db, o, returnableOfOrder(db, o, nowS), method, nowS));
};

export const returnTicket = (
  db: DatabaseSync,
  o: OrderRow,
  kind: 'tickets' | 'trains',
  ticketId: number,
  method: RefundMethod,
  nowS: number,
): void => {
  const info = ticketReturnInfo(db, o, kind, ticketId, nowS);
  if (!info.isReturnable) throw refusalOf(info, 'orders.ticketNotReturnable');
  const t = ticketRow(db, kind, num(o, 'id'), ticketId);
  transaction(db, () => refund(db, o, [asReturnable(kind, t)], method, nowS));
};

const cancelRefusal = (o: OrderRow): MessageKey | null =>
  orderBlock(o) ?? (num(o, 'status') !== 0 ? 'orders.onlyUnpaidCancel' : null);

/** Cancel (spec §4): status 0 and not external; the order is removed. */
export const cancelOrder = (db: DatabaseSync, o: OrderRow): void => {
  const refusal = cancelRefusal(o);
  if (refusal) throw refuse(refusal);
  db.prepare('DELETE FROM orders WHERE id = ?').run(num(o, 'id'));
};

const recomputeTotals = (db: DatabaseSync, orderId: number): void => {
  db.prepare(
    `UPDATE orders SET
       amount = (SELECT COALESCE(SUM(price), 0) FROM tickets WHERE order_id = ?1)
              + (SELECT COALESCE(SUM(price), 0) FROM train_tickets WHERE order_id = ?1)
              + (SELECT COALESCE(SUM(price), 0) FROM order_services WHERE order_id = ?1),
       commission = (SELECT COALESCE(SUM(commission), 0) FROM tickets WHERE order_id = ?1)
              + (SELECT COALESCE(SUM(commission), 0) FROM train_tickets WHERE order_id = ?1)
              + (SELECT COALESCE(SUM(commission), 0) FROM order_services WHERE order_id = ?1)
     WHERE id = ?1`,
  ).run(orderId);
  db.prepare('UPDATE orders SET total_amount = MAX(0, amount + commission - discount) WHERE id = ?').run(
    orderId,
  );
};

/** Cancel one ticket (spec §4: no QR and not returned): it is removed; an empty order goes too. */
export const cancelTicket = (db: DatabaseSync, o: OrderRow, ticketId: number): void => {
  const refusal = cancelRefusal(o);
  if (refusal) throw refuse(refusal);
  const orderId = num(o, 'id');
  const ticket = db.prepare('SELECT * FROM tickets WHERE id = ? AND order_id = ?').get(ticketId, orderId);
  const train = ticket
    ? undefined
    : db.prepare('SELECT * FROM train_tickets WHERE id = ? AND order_id = ?').get(ticketId, orderId);
  if (!ticket && !train) throw httpError(404, t('http.notFound'), [t('orders.noSuchTicket')]);
  if (ticket && strOrNull(ticket, 'qr') !== null) throw refuse('orders.qrNoCancel');
  if (train && strOrNull(train, 'code') !== null) throw refuse('orders.codeNoCancel');
  transaction(db, () => {
    db.prepare(`DELETE FROM ${ticket ? 'tickets' : 'train_tickets'} WHERE id = ?`).run(ticketId);
    const left = db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM tickets WHERE order_id = ?1)
              + (SELECT COUNT(*) FROM train_tickets WHERE order_id = ?1) AS n`,
      )
      .get(orderId);
    if (left && num(left, 'n') === 0) db.prepare('DELETE FROM orders WHERE id = ?').run(orderId);
    else recomputeTotals(db, orderId);
  });
};

const checkInRefusal = (o: OrderRow): MessageKey | null => {
  if (o.kind !== 'train') return 'orders.checkInTrainOnly';
  if (bool(o, 'is_from_external')) return 'orders.checkInLinked';
  if (num(o, 'status') !== 1) return 'orders.checkInUnpaid';
  if (!bool(o, 'remote_checkin_available')) return 'orders.checkInOrder';
  return null;
};

const eligibleForCheckIn = (t: Row): boolean =>
  bool(t, 'remote_checkin_available') && numOrNull(t, 'returned_at') === null && !bool(t, 'is_used');

const syncOrderCheckIn = (db: DatabaseSync, orderId: number): void => {
  const rows = db
    .prepare('SELECT * FROM train_tickets WHERE order_id = ?')
    .all(orderId)
    .filter(eligibleForCheckIn);
  const allOn = rows.length > 0 && rows.every((t) => bool(t, 'remote_checkin'));
  db.prepare('UPDATE orders SET remote_checkin = ? WHERE id = ?').run(allOn ? 1 : 0, orderId);
};

/** Electronic registration of the whole order: every eligible ticket follows `status`. */
export const setOrderCheckIn = (db: DatabaseSync, o: OrderRow, status: 0 | 1): void => {
  const refusal = checkInRefusal(o);
  if (refusal) throw refuse(refusal);
  const orderId = num(o, 'id');
  transaction(db, () => {
    for (const t of db.prepare('SELECT * FROM train_tickets WHERE order_id = ?').all(orderId)) {
      if (eligibleForCheckIn(t))
        db.prepare('UPDATE train_tickets SET remote_checkin = ? WHERE id = ?').run(status, num(t, 'id'));
    }
    syncOrderCheckIn(db, orderId);
  });
};

/** Electronic registration of one ticket (spec §4: available, not returned, not used). */
export const setTicketCheckIn = (db: DatabaseSync, o: OrderRow, ticketId: number, status: 0 | 1): void => {
  const refusal = checkInRefusal(o);
  if (refusal) throw refuse(refusal);
  const orderId = num(o, 'id');
  const t = ticketRow(db, 'trains', orderId, ticketId);
  if (!eligibleForCheckIn(t)) throw refuse('orders.checkInTicket');
  transaction(db, () => {
    db.prepare('UPDATE train_tickets SET remote_checkin = ? WHERE id = ?').run(status, ticketId);
    syncOrderCheckIn(db, orderId);
  });
};

/** Links an external ticket by its number (demo: EXT-12345 → order 1041). */
export const assignExternalTicket = (
  db: DatabaseSync,
  user: { id: number; brand: string; email: string | null; phone: string },
  number: string,
  nowS: number,
): number => {
  if (number === '') throw httpError(400, t('fields.invalid'), [t('orders.enterTicketNumber')]);
  const row = db.prepare('SELECT * FROM external_tickets WHERE number = ?').get(number.toUpperCase());
  if (!row) throw httpError(400, t('fields.invalid'), [t('orders.ticketNumberUnknown')]);
  if (numOrNull(row, 'assigned_user_id') !== null) {
    throw httpError(400, t('fields.invalid'), [t('orders.ticketLinkedElsewhere')]);
  }
  const orderId = num(row, 'order_id');
  const sessionId = num(row, 'session_id');
  const session = db.prepare('SELECT time_spending FROM sessions WHERE id = ?').get(sessionId);
  const seat: TicketSpec = { price: 0 };
  const section = strOrNull(row, 'section_name');
  const seatRow = strOrNull(row, 'seat_row');
  const place = strOrNull(row, 'seat_place');
  if (section !== null) seat.section = section;
  if (seatRow !== null) seat.row = seatRow;
  if (place !== null) seat.place = place;
  transaction(db, () => {
    addOrder(db, {
      id: orderId,
      userId: user.id,
      brand: isBrandId(user.brand) ? user.brand : 'by',
      kind: 'event',
      status: 1,
      sessionId,
      eventAt: session ? num(session, 'time_spending') : nowS,
      createdAt: nowS,
      contact: { email: user.email, phone: user.phone },
      flags: { is_from_external: true },
      tickets: [seat],
    });
    db.prepare('UPDATE tickets SET ticket_code = ?, qr = ? WHERE order_id = ?').run(
      strOrNull(row, 'ticket_code'),
      strOrNull(row, 'qr'),
      orderId,
    );
    db.prepare('UPDATE external_tickets SET assigned_user_id = ?, assigned_at = ? WHERE number = ?').run(
      user.id,
      nowS,
      number.toUpperCase(),
    );
  });
  return orderId;
};
