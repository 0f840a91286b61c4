// Reading orders as the platform answers them (spec §3): one order with its tickets, train tickets,
// transfers, items, services and coupons. Names and the texts on the rows are given in the asked
// language (server/i18n/data-texts.ts); transfers carry their places' names in every language.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { Lang } from '../../src/kernel/langs.ts';
import { BOOKING_TYPE, ORDER_STATUS } from '../../src/kernel/orders.ts';
import { prepared } from '../db/prepared.ts';
import { bool, num, numOrNull, type Row, str, strOrNull, texts } from '../db/row.ts';
import { dataTexts, type Translate } from '../i18n/data-texts.ts';

const pick = (names: Record<string, string>, lang: Lang): string =>
  names[lang] ?? names.en ?? names.ru ?? Object.values(names)[0] ?? '';

/** Who the answer is for: the language of names, and the texts on the rows in it. */
type Reading = { lang: Lang; say: Translate };

const all = (db: DatabaseSync, sql: string, ...params: SQLInputValue[]): Row[] =>
  prepared(db, sql).all(...params);

export type OrderRow = Row;

/** The customer's order row, or null when it does not exist or belongs to someone else. */
export const findOwnOrder = (db: DatabaseSync, userId: number, id: number): OrderRow | null =>
  prepared(db, 'SELECT * FROM orders WHERE id = ? AND user_id = ?').get(id, userId) ?? null;

const sessionOf = (db: DatabaseSync, sessionId: number, { lang, say }: Reading) => {
  const row = prepared(
    db,
    `SELECT s.time_spending, s.is_return_organizer, s.hall_name,
              o.names AS object_names, o.address AS object_address,
              c.name AS company_name, c.address AS company_address, c.email AS company_email, c.phone1,
              p.names AS performance_names, p.image
       FROM sessions s JOIN objects o ON o.id = s.object_id JOIN companies c ON c.id = s.company_id
       JOIN performances p ON p.id = s.performance_id WHERE s.id = ?`,
  ).get(sessionId);
  if (!row) throw new Error(`session ${sessionId} is missing`);
  return {
    performance: {
      name: pick(texts(row, 'performance_names'), lang),
      images: { original: str(row, 'image'), '170x240': str(row, 'image') },
    },
    hall: strOrNull(row, 'hall_name'),
    session: {
      timeSpending: num(row, 'time_spending'),
      isReturnOrganizer: bool(row, 'is_return_organizer') ? 1 : 0,
      object: { name: pick(texts(row, 'object_names'), lang), address: say(str(row, 'object_address')) },
      company: {
        name: say(str(row, 'company_name')),
        address: say(str(row, 'company_address')),
        email: str(row, 'company_email'),
        phone1: str(row, 'phone1'),
      },
    },
  };
};

const ticketsOf = (db: DatabaseSync, orderId: number, reading: Reading) =>
  all(db, 'SELECT * FROM tickets WHERE order_id = ? ORDER BY id', orderId).map((t) => {
    const s = sessionOf(db, num(t, 'session_id'), reading);
    return {
      id: num(t, 'id'),
      qr: strOrNull(t, 'qr'),
      ticket_code: str(t, 'ticket_code'),
      returned_at: numOrNull(t, 'returned_at'),
      scanned_at: numOrNull(t, 'scanned_at'),
      printed_at: numOrNull(t, 'printed_at'),
      price: num(t, 'price'),
      commission: num(t, 'commission'),
      discount: num(t, 'discount'),
      total_amount: num(t, 'total_amount'),
      performance: s.performance,
      section_name: reading.say(strOrNull(t, 'section_name')),
      hall_name: reading.say(strOrNull(t, 'hall_name') ?? s.hall),
      row: strOrNull(t, 'seat_row'),
      place: strOrNull(t, 'seat_place'),
      session: s.session,
    };
  });

// A passenger's name is as on the ticket (the conductor compares it with the passenger's document).
const trainsOf = (db: DatabaseSync, orderId: number, { say }: Reading) =>
  all(db, 'SELECT * FROM train_tickets WHERE order_id = ? ORDER BY id', orderId).map((t) => ({
    id: num(t, 'id'),
    code: strOrNull(t, 'code'),
    returnedAt: numOrNull(t, 'returned_at'),
    fio: str(t, 'fio'),
    carNumber: str(t, 'car_number'),
    places: str(t, 'places'),
    additionalTerms: say(strOrNull(t, 'additional_terms')),
    price: num(t, 'price'),
    commission: num(t, 'commission'),
    isUsed: num(t, 'is_used'),
    date: num(t, 'date'),
    remoteCheckIn: num(t, 'remote_checkin'),
    remoteCheckInAvailable: num(t, 'remote_checkin_available'),
  }));

const transfersOf = (db: DatabaseSync, orderId: number) =>
  all(db, 'SELECT * FROM transfers WHERE order_id = ? ORDER BY id', orderId).map((t) => ({
    id: num(t, 'id'),
    code: str(t, 'code'),
    price: num(t, 'price'),
    date: num(t, 'date'),
    returned_at: numOrNull(t, 'returned_at'),
    from: { names: texts(t, 'from_names') },
    to: { names: texts(t, 'to_names') },
    transfer: { auto: str(t, 'auto'), class: str(t, 'vehicle_class'), max_persons: num(t, 'max_persons') },
  }));

const itemsOf = (db: DatabaseSync, orderId: number, { lang, say }: Reading) =>
  all(
    db,
    `SELECT i.*, o.names AS institution_names FROM order_items i JOIN objects o ON o.id = i.institution_id
     WHERE i.order_id = ? ORDER BY i.id`,
    orderId,
  ).map((i) => ({
    id: num(i, 'id'),
    itemId: num(i, 'item_id'),
    itemType: str(i, 'item_type'),
    code: str(i, 'code'),
    qr: strOrNull(i, 'qr'),
    name: say(str(i, 'name')),
    price: num(i, 'price'),
    priceStr: str(i, 'price_str'),
    images: { original: str(i, 'image') },
    institution: { id: num(i, 'institution_id'), name: pick(texts(i, 'institution_names'), lang) },
  }));

/** An order in the platform's shape. The platform spells the expiry `expired_ad`; so do we. */
export const orderJson = (db: DatabaseSync, o: OrderRow, lang: Lang) => {
  const reading: Reading = { lang, say: dataTexts(db, lang) };
  const { say } = reading;
  const id = num(o, 'id');
  const tickets = ticketsOf(db, id, reading);
  const trains = trainsOf(db, id, reading);
  const transfers = transfersOf(db, id);
  const items = itemsOf(db, id, reading);
  const services = all(db, 'SELECT * FROM order_services WHERE order_id = ? ORDER BY id', id).map((s) => ({
    id: num(s, 'id'),
    name: say(str(s, 'name')),
    code: strOrNull(s, 'code'),
    qr: strOrNull(s, 'qr'),
    price: num(s, 'price'),
  }));
  const coupons = all(db, 'SELECT * FROM order_coupons WHERE order_id = ? ORDER BY id', id).map((c) => ({
    id: num(c, 'id'),
    code: str(c, 'code'),
    name: say(str(c, 'name')),
    discount: num(c, 'discount'),
  }));
  const types = [
    tickets.length ? 'tickets' : null,
    trains.length ? 'trains' : null,
    transfers.length ? 'transfers' : null,
    items.length ? 'items' : null,
    services.length ? 'services' : null,
  ].filter((x): x is string => x !== null);
  const total = num(o, 'total_amount');
  const trainNumber = strOrNull(o, 'train_number');
  return {
    id,
    code: str(o, 'code'),
    created_at: num(o, 'created_at'),
    status: num(o, 'status'),
    type: num(o, 'type'),
    tickets,
    trains,
    train:
      trainNumber === null
        ? null
        : {
            from: say(str(o, 'train_from')),
            to: say(str(o, 'train_to')),
            departureTimeInformation: num(o, 'train_departure_at'),
            carrierName: say(str(o, 'train_carrier')),
            trainNumber,
          },
    transfers,
    items,
    services,
    coupons,
    hasVideo: num(o, 'has_video'),
    hasObjectInfokiok: num(o, 'has_object_infokiosk'),
    hasObjectWallet: num(o, 'has_object_wallet'),
    isFromExternal: num(o, 'is_from_external'),
    awaitingConfirm: num(o, 'awaiting_confirm'),
    _types: types,
    expired_ad: numOrNull(o, 'expired_at'),
    total_amount: total,
    total_amount_int: total,
    amount_int: num(o, 'amount'),
    commission: num(o, 'commission'),
    discount: num(o, 'discount'),
    totalDiscount: num(o, 'discount'),
    options: {
      remoteCheckInAvailable: num(o, 'remote_checkin_available'),
      remoteCheckIn: num(o, 'remote_checkin'),
      receiptReturn: num(o, 'receipt_return'),
    },
  };
};

/** Orders per page on every tab: the used tab (25 past orders) has two pages. */
const ORDERS_PAGE_SIZE = 20;

export const ORDER_TABS = ['all', 'actual', 'booked', 'used'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/**
 * Which orders a tab holds and in what order (spec §4, decisions-orders.md). `:now` is the request's
 * time. An unpaid order whose pay deadline has passed is expired even before the platform marks it 4.
 * - booked: bookings (BOOKING_TYPE) not paid yet and still within their deadline, newest first;
 * - actual: what is still ahead — paid (a paid booking too), waiting for payment within the deadline or
 *   awaiting the organizer, a return in progress, a problem — whose event has not started, soonest first;
 * - used: everything that is over — the event has passed, or the order was returned or expired — latest
 *   first by when it was over (the event, the deadline, the last return);
 * - all: everything, newest first.
 */
const { waiting, returned, expired } = ORDER_STATUS;
const OPEN_UNPAID = `status = ${waiting} AND (awaiting_confirm = 1 OR expired_at IS NULL OR expired_at > :now)`;
const BOOKED = `type = ${BOOKING_TYPE} AND ${OPEN_UNPAID}`;
const ACTUAL = `NOT (${BOOKED}) AND event_at >= :now AND (status NOT IN (${waiting}, ${returned}, ${expired}) OR (${OPEN_UNPAID}))`;
const LAST_RETURN = `(SELECT MAX(r) FROM (
    SELECT returned_at AS r FROM tickets WHERE order_id = orders.id
    UNION ALL SELECT returned_at FROM train_tickets WHERE order_id = orders.id
    UNION ALL SELECT returned_at FROM transfers WHERE order_id = orders.id))`;
const OVER_AT = `CASE
    WHEN status = ${returned} THEN MIN(event_at, COALESCE(${LAST_RETURN}, created_at))
    WHEN status = ${expired} OR status = ${waiting} THEN MIN(event_at, COALESCE(expired_at, event_at))
    ELSE event_at END`;

const TAB_SQL: Record<OrderTab, { where: string; order: string }> = {
  all: { where: '', order: 'created_at DESC, id DESC' },
  actual: { where: `AND ${ACTUAL}`, order: 'event_at ASC, id ASC' },
  booked: { where: `AND ${BOOKED}`, order: 'created_at DESC, id DESC' },
  used: { where: `AND NOT (${BOOKED}) AND NOT (${ACTUAL})`, order: `${OVER_AT} DESC, id DESC` },
};

export const orderPage = (
  db: DatabaseSync,
  userId: number,
  tab: OrderTab,
  page: number,
  nowS: number,
): { rows: OrderRow[]; lastPage: number } => {
  const { where, order } = TAB_SQL[tab];
  const params = { user: userId, now: nowS };
  const usesNow = (sql: string) => sql.includes(':now');
  const bind = (sql: string) => (usesNow(sql) ? params : { user: userId });
  const countSql = `SELECT COUNT(*) AS n FROM orders WHERE user_id = :user ${where}`;
  const countRow = prepared(db, countSql).get(bind(countSql));
  const count = countRow ? num(countRow, 'n') : 0;
  const listSql = `SELECT * FROM orders WHERE user_id = :user ${where} ORDER BY ${order} LIMIT :limit OFFSET :offset`;
  const rows = prepared(db, listSql).all({
    ...bind(listSql),
    limit: ORDERS_PAGE_SIZE,
    offset: (page - 1) * ORDERS_PAGE_SIZE,
  });
  return { rows, lastPage: Math.max(1, Math.ceil(count / ORDERS_PAGE_SIZE)) };
};
