// Builds one order with its tickets, train tickets, transfers, items, services and coupons, and
// derives the order's money from them: amount + commission − discount, floored at 0 (spec §9).
import type { DatabaseSync } from 'node:sqlite';
import type { BrandId } from '../../../src/kernel/brand/brands.ts';
import type { OrderStatus } from '../../../src/kernel/orders.ts';
import { insert } from './insert.ts';
import { digitsOf } from './random.ts';

export type TicketSpec = {
  price: number;
  commission?: number;
  discount?: number;
  /** false for tickets without a QR yet (booked, unpaid, awaiting confirmation). */
  qr?: boolean;
  section?: string;
  hall?: string;
  row?: string;
  place?: string;
  returnedAt?: number;
  scannedAt?: number;
  printedAt?: number;
  sessionId?: number;
};

type TrainTicketSpec = {
  fio: string;
  car: string;
  places: string;
  price: number;
  commission?: number;
  date: number;
  /** false for a ticket without an e-ticket code yet. */
  code?: boolean;
  additionalTerms?: string;
  isUsed?: boolean;
  returnedAt?: number;
  remoteCheckIn?: boolean;
  remoteCheckInAvailable?: boolean;
};

type TransferSpec = {
  price: number;
  from: Record<string, string>;
  to: Record<string, string>;
  auto: string;
  vehicleClass: string;
  maxPersons: number;
  date: number;
};

type ItemSpec = {
  itemId: number;
  name: string;
  price: number;
  image: string;
  institutionId: number;
  countVisits: number;
  numberVisits: number;
  startsAt: number;
  endAt: number;
};

export type OrderSpec = {
  id: number;
  userId: number;
  brand: BrandId;
  kind: 'event' | 'train' | 'transfer' | 'items';
  /** An ORDER_STATUS code, or 99 (a problem). */
  status: OrderStatus | 99;
  type?: number;
  sessionId?: number;
  eventAt: number;
  createdAt: number;
  expiredAt?: number;
  contact: { email: string | null; phone: string };
  flags?: Partial<
    Record<
      | 'has_video'
      | 'has_object_infokiosk'
      | 'has_object_wallet'
      | 'is_from_external'
      | 'awaiting_confirm'
      | 'remote_checkin_available'
      | 'remote_checkin'
      | 'receipt_return',
      boolean
    >
  >;
  train?: {
    from: string;
    to: string;
    departureAt: number;
    arrivalAt: number;
    carrier: string;
    number: string;
  };
  tickets?: TicketSpec[];
  trainTickets?: TrainTicketSpec[];
  transfers?: TransferSpec[];
  items?: ItemSpec[];
  services?: { name: string; price: number; commission?: number }[];
  coupons?: { code: string; name: string; discount: number }[];
};

/** Child ids are the order id and a two-digit position: ticket 100102 is the 2nd ticket of order 1001. */
const childId = (orderId: number, index: number): number => orderId * 100 + index + 1;

/** A ticket's printed code; its QR carries the same digits. */
const ticketCode = (ticketId: number): string => digitsOf(`ticket:${ticketId}`, 12);

export const orderCode = (orderId: number): string => digitsOf(`order:${orderId}`, 10);

const money = (n: number) => `${Math.floor(n / 100)},${String(n % 100).padStart(2, '0')}`;

export const addOrder = (db: DatabaseSync, o: OrderSpec): void => {
  const tickets = o.tickets ?? [];
  const trains = o.trainTickets ?? [];
  const transfers = o.transfers ?? [];
  const items = o.items ?? [];
  const services = o.services ?? [];
  const coupons = o.coupons ?? [];

  const amount =
    tickets.reduce((s, t) => s + t.price, 0) +
    trains.reduce((s, t) => s + t.price, 0) +
    transfers.reduce((s, t) => s + t.price, 0) +
    items.reduce((s, t) => s + t.price, 0) +
    services.reduce((s, t) => s + t.price, 0);
  const commission =
    tickets.reduce((s, t) => s + (t.commission ?? 0), 0) +
    trains.reduce((s, t) => s + (t.commission ?? 0), 0) +
    services.reduce((s, t) => s + (t.commission ?? 0), 0);
  const discount =
    tickets.reduce((s, t) => s + (t.discount ?? 0), 0) + coupons.reduce((s, c) => s + c.discount, 0);

  insert(db, 'orders', {
    id: o.id,
    user_id: o.userId,
    brand: o.brand,
    code: orderCode(o.id),
    kind: o.kind,
    status: o.status,
    type: o.type ?? 1,
    currency: o.brand === 'ge' ? 'gel' : 'rub',
    session_id: o.sessionId ?? null,
    event_at: o.eventAt,
    created_at: o.createdAt,
    expired_at: o.expiredAt ?? null,
    paid_at: o.status === 1 || o.status === 2 || o.status === 3 ? o.createdAt + 300 : null,
    amount,
    commission,
    discount,
    total_amount: Math.max(0, amount + commission - discount),
    ...o.flags,
    train_from: o.train?.from,
    train_to: o.train?.to,
    train_departure_at: o.train?.departureAt,
    train_arrival_at: o.train?.arrivalAt,
    train_carrier: o.train?.carrier,
    train_number: o.train?.number,
    contact_email: o.contact.email,
    contact_phone: o.contact.phone,
  });

  for (const [i, t] of tickets.entries()) {
    const id = childId(o.id, i);
    const code = ticketCode(id);
    const discountT = t.discount ?? 0;
    insert(db, 'tickets', {
      id,
      order_id: o.id,
      session_id: t.sessionId ?? o.sessionId,
      ticket_code: code,
      qr: t.qr === false ? null : code,
      price: t.price,
      commission: t.commission ?? 0,
      discount: discountT,
      total_amount: Math.max(0, t.price + (t.commission ?? 0) - discountT),
      section_name: t.section,
      hall_name: t.hall,
      seat_row: t.row,
      seat_place: t.place,
      returned_at: t.returnedAt,
      scanned_at: t.scannedAt,
      printed_at: t.printedAt,
    });
  }
  for (const [i, t] of trains.entries()) {
    const id = childId(o.id, i);
    const code = t.code === false ? null : digitsOf(`train-ticket:${id}`, 14);
    insert(db, 'train_tickets', {
      id,
      order_id: o.id,
      code,
      qr: code,
      fio: t.fio,
      car_number: t.car,
      places: t.places,
      additional_terms: t.additionalTerms,
      price: t.price,
      commission: t.commission ?? 0,
      date: t.date,
      is_used: t.isUsed ?? false,
      returned_at: t.returnedAt,
      remote_checkin: t.remoteCheckIn ?? false,
      remote_checkin_available: t.remoteCheckInAvailable ?? false,
    });
  }
  for (const [i, t] of transfers.entries()) {
    const id = childId(o.id, i);
    const code = `TR${digitsOf(`transfer:${id}`, 8)}`;
    insert(db, 'transfers', {
      id,
      order_id: o.id,
      code,
      qr: code,
      price: t.price,
      from_names: t.from,
      to_names: t.to,
      auto: t.auto,
      vehicle_class: t.vehicleClass,
      max_persons: t.maxPersons,
      date: t.date,
    });
  }
  for (const [i, t] of items.entries()) {
    const id = childId(o.id, i);
    const code = digitsOf(`item:${id}`, 10);
    insert(db, 'order_items', {
      id,
      order_id: o.id,
      item_id: t.itemId,
      item_type: 'abonement',
      code,
      qr: code,
      name: t.name,
      price: t.price,
      price_str: `${money(t.price)} ${o.brand === 'ge' ? '₾' : 'р.'}`,
      image: t.image,
      institution_id: t.institutionId,
      count_visits: t.countVisits,
      number_visits: t.numberVisits,
      starts_at: t.startsAt,
      end_at: t.endAt,
    });
  }
  for (const [i, s] of services.entries()) {
    const id = childId(o.id, i);
    const code = digitsOf(`service:${id}`, 10);
    insert(db, 'order_services', {
      id,
      order_id: o.id,
      name: s.name,
      code,
      qr: code,
      price: s.price,
      commission: s.commission ?? 0,
    });
  }
  for (const [i, c] of coupons.entries()) {
    insert(db, 'order_coupons', { id: childId(o.id, i), order_id: o.id, ...c });
  }
};
