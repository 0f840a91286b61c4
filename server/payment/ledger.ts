// Payment bookkeeping over SQLite: which order may be paid, what it costs with or without points, and
// settling a payment (order paid, tickets get their QR, points spent become a transaction).
import type { DatabaseSync } from 'node:sqlite';
import { applySubscriptionPayment } from '../api/subscribes.ts';
import { transaction } from '../db/open.ts';
import { num, numOrNull, type Row, str } from '../db/row.ts';
import { t } from '../i18n/messages.ts';
import { httpError } from '../web/errors.ts';

/** One point is worth 10 minor units (spec §9). */
const POINT_VALUE_MINOR = 10;
/** The free balance method the "get" button uses (spec §9). */
export const FREE_METHOD_ID = 4;
/** ERIP: the order must be paid within 15 minutes of choosing it (spec §9). */
export const ERIP_WINDOW_S = 15 * 60;
/** The platform's message for missing payment contact data (spec §8), the same in every language. */
export const NEED_DATA_MARKER = 'введите необходимые данные';

export type PayableOrder = {
  id: number;
  userId: number;
  code: string;
  status: number;
  type: number;
  amount: number;
  commission: number;
  discount: number;
  expiredAt: number | null;
  external: boolean;
  awaitingConfirm: boolean;
};

const toOrder = (row: Row): PayableOrder => ({
  id: num(row, 'id'),
  userId: num(row, 'user_id'),
  code: str(row, 'code'),
  status: num(row, 'status'),
  type: num(row, 'type'),
  amount: num(row, 'amount'),
  commission: num(row, 'commission'),
  discount: num(row, 'discount'),
  expiredAt: numOrNull(row, 'expired_at'),
  external: num(row, 'is_from_external') === 1,
  awaitingConfirm: num(row, 'awaiting_confirm') === 1,
});

/** The customer's order by id; another customer's (or no) order is a 404. */
export const orderOf = (db: DatabaseSync, userId: number, orderId: number): PayableOrder => {
  const row = Number.isSafeInteger(orderId)
    ? db.prepare('SELECT * FROM orders WHERE id = ? AND user_id = ?').get(orderId, userId)
    : undefined;
  if (!row) throw httpError(404, t('orders.noSuchOrder'), { order_id: [t('orders.noSuchOrder')] });
  return toOrder(row);
};

/** The order by id alone (the provider stand-in is not signed in; it knows the pending payment). */
export const orderById = (db: DatabaseSync, orderId: number): PayableOrder | null => {
  const row = Number.isSafeInteger(orderId)
    ? db.prepare('SELECT * FROM orders WHERE id = ?').get(orderId)
    : null;
  return row ? toOrder(row) : null;
};

/** Amount to pay = amount + commission − discount, floored at 0 (spec §9). */
export const totalOf = (o: Pick<PayableOrder, 'amount' | 'commission' | 'discount'>): number =>
  Math.max(0, o.amount + o.commission - o.discount);

/** What is left to pay by card when `balance` points go first; and how many points that spends. */
export const splitWithPoints = (total: number, balance: number): { due: number; points: number } => {
  const due = Math.max(0, total - balance * POINT_VALUE_MINOR);
  const points = Math.min(balance, Math.ceil((total - due) / POINT_VALUE_MINOR));
  return { due, points };
};

const isExpired = (o: PayableOrder, nowS: number): boolean => o.expiredAt !== null && o.expiredAt <= nowS;

/** Refuses an order that cannot be paid now: paid or closed, external, awaiting confirmation, expired. */
export const assertPayable = (o: PayableOrder, nowS: number): void => {
  if (o.external) throw httpError(422, t('payment.externalOrder'), { order: [t('payment.externalOrder')] });
  if (o.status !== 0 || o.awaitingConfirm) {
    throw httpError(422, t('payment.notPayable'), { order: [t('payment.notPayable')] });
  }
  if (isExpired(o, nowS)) {
    // Keyed by the field that decides it, so a client can tell expiry from other refusals without
    // reading the message (a text for people, in the request's language).
    throw httpError(422, t('payment.expired'), { expired_at: [t('payment.expired')] });
  }
};

export type Method = {
  id: number;
  type: string;
  orderType: string;
  name: string;
  logoUrl: string;
  shortDescription: string;
};

const toMethod = (row: Row): Method => ({
  id: num(row, 'id'),
  type: str(row, 'type'),
  orderType: str(row, 'order_type'),
  name: str(row, 'name'),
  logoUrl: str(row, 'logo_url'),
  shortDescription: str(row, 'short_description'),
});

/** The active methods of a brand (the free balance method belongs to every brand). */
export const methodsFor = (db: DatabaseSync, brand: string): Method[] =>
  db
    .prepare(
      'SELECT * FROM payment_methods WHERE active = 1 AND (brand IS NULL OR brand = ?) ORDER BY position, id',
    )
    .all(brand)
    .map(toMethod);

export const isCardProvider = (type: string): boolean => type.includes('BePaid');

/** Cancels what was pending for the order and starts a new pending payment; returns its reference. */
export const startPayment = (
  db: DatabaseSync,
  p: {
    orderId: number;
    methodId: number;
    amount: number;
    points: number;
    cardId: number | null;
    ref: string;
    nowS: number;
  },
): void => {
  transaction(db, () => {
    db.prepare("UPDATE payments SET status = 'cancelled' WHERE order_id = ? AND status = 'pending'").run(
      p.orderId,
    );
    db.prepare(
      `INSERT INTO payments (order_id, method_id, amount, points_used, status, payment_card_id, provider_ref, created_at)
       VALUES (?, ?, ?, ?, 'pending', ?, ?, ?)`,
    ).run(p.orderId, p.methodId, p.amount, p.points, p.cardId, p.ref, p.nowS);
  });
};

export type Pending = {
  id: number;
  orderId: number;
  methodId: number;
  type: string;
  amount: number;
  points: number;
  ref: string;
  cardId: number | null;
};

export const pendingPayment = (db: DatabaseSync, orderId: number): Pending | null => {
  const row = db
    .prepare(
      `SELECT p.*, m.type AS method_type FROM payments p JOIN payment_methods m ON m.id = p.method_id
       WHERE p.order_id = ? AND p.status = 'pending' ORDER BY p.id DESC LIMIT 1`,
    )
    .get(orderId);
  if (!row) return null;
  return {
    id: num(row, 'id'),
    orderId: num(row, 'order_id'),
    methodId: num(row, 'method_id'),
    type: str(row, 'method_type'),
    amount: num(row, 'amount'),
    points: num(row, 'points_used'),
    ref: str(row, 'provider_ref'),
    cardId: numOrNull(row, 'payment_card_id'),
  };
};

/**
 * Marks the order paid: status 1, tickets without a QR get one, the points spent are debited as a
 * transaction (in hundredths of a point, like the rest of the history). All or nothing.
 */
export const settle = (db: DatabaseSync, paymentId: number, nowS: number): void => {
  transaction(db, () => {
    const pay = db.prepare("SELECT * FROM payments WHERE id = ? AND status = 'pending'").get(paymentId);
    if (!pay) throw httpError(409, t('payment.notPending'), { payment: [t('payment.notPending')] });
    const order = orderById(db, num(pay, 'order_id'));
    if (!order) throw httpError(404, t('orders.noSuchOrder'));
    assertPayable(order, nowS);
    const points = num(pay, 'points_used');
    if (points > 0) {
      const user = db.prepare('SELECT balance FROM users WHERE id = ?').get(order.userId);
      const balance = user ? num(user, 'balance') : 0;
      if (balance < points) {
        throw httpError(422, t('payment.notEnoughPoints'), { usePoints: [t('payment.notEnoughPoints')] });
      }
      db.prepare('UPDATE users SET balance = ? WHERE id = ?').run(balance - points, order.userId);
      db.prepare(
        'INSERT INTO transactions (user_id, created_at, credit, debit, sum, message, order_id) VALUES (?, ?, 0, ?, ?, ?, ?)',
      ).run(
        order.userId,
        nowS,
        points * 100,
        (balance - points) * 100,
        t('payment.pointsLine', { id: order.id }),
        order.id,
      );
    }
    db.prepare("UPDATE payments SET status = 'paid', paid_at = ? WHERE id = ?").run(nowS, paymentId);
    db.prepare('UPDATE orders SET status = 1, paid_at = ? WHERE id = ?').run(nowS, order.id);
    db.prepare(
      'UPDATE tickets SET qr = ticket_code WHERE order_id = ? AND qr IS NULL AND returned_at IS NULL',
    ).run(order.id);
    // An order created to start or prolong a subscription takes effect once paid.
    applySubscriptionPayment(db, order.id, nowS);
  });
};

export const failPayment = (db: DatabaseSync, paymentId: number): void => {
  db.prepare("UPDATE payments SET status = 'failed' WHERE id = ? AND status = 'pending'").run(paymentId);
};
