// What a wallet pass says, read from the platform's data in the pass's language: an event ticket, a train
// ticket or a client card (the virtual one or a linked one). Both vendors' passes are drawn from these
// facts (apple.ts, google.ts), and a pass has changed exactly when its facts have (passes.ts). Whether a
// ticket still admits is the cabinet's own entry rule (src/kernel/entry.ts): a ticket that no longer
// holds is a voided pass; its time running out is the pass's expiry.
import type { DatabaseSync } from 'node:sqlite';
import type { BrandId } from '../../src/kernel/brand/brands.ts';
import { groupsOf4 } from '../../src/kernel/cards/rules.ts';
import { entryUntil, ticketHolds, trainTicketHolds } from '../../src/kernel/entry.ts';
import type { Lang } from '../../src/kernel/langs.ts';
import { num, numOrNull, str, strOrNull } from '../db/row.ts';
import { textIn } from '../i18n/messages.ts';
import { brandOfOrder } from '../orders/printable.ts';
import { orderJson } from '../orders/read.ts';

type Common = {
  /** `ticket-<id>`, `train-<id>` or `card-<code>`: the pass's serial number with both vendors. */
  serial: string;
  brand: BrandId;
  /** The QR's payload: exactly what the cabinet draws. */
  code: string;
  /** False once the ticket no longer admits (returned, scanned, its order returned…) or the card is gone. */
  holds: boolean;
  /** When the pass is relevant (the session, the departure), unix seconds. */
  at: number | null;
  /** When it stops admitting (the entry rule's grace), unix seconds. */
  until: number | null;
};

/** A ticket's place among the passes of its order: both vendors group an order's passes together. */
type OfOrder = {
  orderId: number;
  /** Its position in the order (Google's sort index). */
  index: number;
};

export type EventFacts = Common &
  OfOrder & {
    kind: 'event';
    sessionId: number;
    /** The platform cancelled the session: the pass is void and says why. */
    cancelled: boolean;
    /** The performance's type in the catalogue (`concerts`, `sport`, `cinema`…). */
    category: string;
    title: string;
    venue: string;
    address: string;
    place: { latitude: number; longitude: number } | null;
    section: string | null;
    hall: string | null;
    row: string | null;
    seat: string | null;
    ticketCode: string;
    organizer: string;
    organizerPhone: string;
  };

export type TrainFacts = Common &
  OfOrder & {
    kind: 'train';
    from: string;
    to: string;
    trainNumber: string | null;
    carrier: string | null;
    passenger: string;
    car: string;
    places: string;
    terms: string | null;
    /** What the ticket cost: minor units and the ISO 4217 currency. */
    fare: { minor: number; currency: string };
  };

export type CardFacts = Common & {
  kind: 'card';
  /** The card programme's id, or `virtual`: the passes of one programme share a Google class. */
  program: string;
  name: string;
  /** The holder's name as in the profile, when given. */
  holder: string | null;
};

export type PassFacts = EventFacts | TrainFacts | CardFacts;

/** The brand currencies as ISO 4217 (the platform's `rub` is the Belarusian rouble). */
const ISO_CURRENCY = { rub: 'BYN', gel: 'GEL' } as const;

type Serial = { kind: 'ticket'; id: number } | { kind: 'train'; id: number } | { kind: 'card'; code: string };

export const parseSerial = (serial: string): Serial | null => {
  const match = /^(ticket|train)-([1-9]\d{0,8})$/.exec(serial);
  if (match)
    return match[1] === 'ticket'
      ? { kind: 'ticket', id: Number(match[2]) }
      : { kind: 'train', id: Number(match[2]) };
  const card = /^card-(\d{8,20})$/.exec(serial);
  return card?.[1] ? { kind: 'card', code: card[1] } : null;
};

const orderOfTicket = (db: DatabaseSync, table: 'tickets' | 'train_tickets', id: number, userId: number) =>
  db
    .prepare(`SELECT o.* FROM ${table} t JOIN orders o ON o.id = t.order_id WHERE t.id = ? AND o.user_id = ?`)
    .get(id, userId) ?? null;

const venueOf = (db: DatabaseSync, ticketId: number) => {
  const row = db
    .prepare(
      `SELECT s.id AS session_id, s.cancelled_at, o.latitude, o.longitude, p.type_slug FROM tickets t
       JOIN sessions s ON s.id = t.session_id JOIN objects o ON o.id = s.object_id
       JOIN performances p ON p.id = s.performance_id WHERE t.id = ?`,
    )
    .get(ticketId);
  const latitude = row ? numOrNull(row, 'latitude') : null;
  const longitude = row ? numOrNull(row, 'longitude') : null;
  return {
    sessionId: row ? num(row, 'session_id') : 0,
    cancelled: row ? numOrNull(row, 'cancelled_at') !== null : false,
    category: row ? str(row, 'type_slug') : '',
    place: latitude !== null && longitude !== null ? { latitude, longitude } : null,
  };
};

const ticketFacts = (db: DatabaseSync, id: number, userId: number, lang: Lang): EventFacts | null => {
  const row = orderOfTicket(db, 'tickets', id, userId);
  if (!row) return null;
  const order = orderJson(db, row, lang);
  const index = order.tickets.findIndex((t) => t.id === id);
  const ticket = order.tickets[index];
  if (!ticket?.qr) return null;
  const admitting = { status: order.status, awaitingConfirm: order.awaitingConfirm === 1 };
  const at = ticket.session.timeSpending;
  const venue = venueOf(db, id);
  return {
    kind: 'event',
    serial: `ticket-${id}`,
    brand: brandOfOrder(str(row, 'brand')),
    code: ticket.qr,
    holds: ticketHolds(ticket, admitting) && !venue.cancelled,
    at,
    until: entryUntil(at),
    orderId: order.id,
    index,
    ...venue,
    title: ticket.performance.name,
    venue: ticket.session.object.name,
    address: ticket.session.object.address,
    section: ticket.section_name,
    hall: ticket.hall_name,
    row: ticket.row,
    seat: ticket.place,
    ticketCode: ticket.ticket_code,
    organizer: ticket.session.company.name,
    organizerPhone: ticket.session.company.phone1,
  };
};

const trainFacts = (db: DatabaseSync, id: number, userId: number, lang: Lang): TrainFacts | null => {
  const row = orderOfTicket(db, 'train_tickets', id, userId);
  if (!row) return null;
  const order = orderJson(db, row, lang);
  const index = order.trains.findIndex((t) => t.id === id);
  const ticket = order.trains[index];
  if (!ticket?.code) return null;
  const admitting = { status: order.status, awaitingConfirm: order.awaitingConfirm === 1 };
  const entry = { ...ticket, isUsed: ticket.isUsed === 1 };
  return {
    kind: 'train',
    serial: `train-${id}`,
    brand: brandOfOrder(str(row, 'brand')),
    code: ticket.code,
    holds: trainTicketHolds(entry, admitting),
    at: order.train?.departureTimeInformation ?? ticket.date,
    until: entryUntil(ticket.date),
    orderId: order.id,
    index: order.tickets.length + index,
    from: order.train?.from ?? '',
    to: order.train?.to ?? '',
    trainNumber: order.train?.trainNumber ?? null,
    carrier: order.train?.carrierName ?? null,
    passenger: ticket.fio,
    car: ticket.carNumber,
    places: ticket.places,
    terms: ticket.additionalTerms,
    fare: { minor: ticket.price, currency: ISO_CURRENCY[str(row, 'currency') === 'gel' ? 'gel' : 'rub'] },
  };
};

/** A card of the customer: the virtual card's code, or a linked card's; null when it is neither. */
const cardFacts = (db: DatabaseSync, code: string, userId: number, lang: Lang): CardFacts | null => {
  const user = db
    .prepare('SELECT brand, card_code, first_name, last_name FROM users WHERE id = ?')
    .get(userId);
  if (!user) return null;
  const holder = [strOrNull(user, 'first_name'), strOrNull(user, 'last_name')]
    .filter((part) => part?.trim())
    .join(' ');
  const common = {
    serial: `card-${code}`,
    brand: brandOfOrder(str(user, 'brand')),
    code,
    holds: true,
    holder: holder || null,
  };
  const none = { at: null, until: null };
  if (strOrNull(user, 'card_code') === code)
    return { kind: 'card', ...common, ...none, program: 'virtual', name: textIn(lang, 'wallet.virtualCard') };
  const linked = db
    .prepare('SELECT program_id, name FROM client_cards WHERE user_id = ? AND code = ?')
    .get(userId, code);
  if (!linked) return null;
  return {
    kind: 'card',
    ...common,
    ...none,
    program: String(num(linked, 'program_id')),
    name: str(linked, 'name'),
  };
};

/** The facts of the customer's pass `serial` as they are now; null when it is not (or no longer) theirs. */
export const passFacts = (db: DatabaseSync, serial: string, userId: number, lang: Lang): PassFacts | null => {
  const parsed = parseSerial(serial);
  if (!parsed) return null;
  if (parsed.kind === 'ticket') return ticketFacts(db, parsed.id, userId, lang);
  if (parsed.kind === 'train') return trainFacts(db, parsed.id, userId, lang);
  return cardFacts(db, parsed.code, userId, lang);
};

/**
 * A pass may be issued only for an entry code — the gate's rule (src/kernel/entry.ts isEntryTicket,
 * isEntryTrainTicket): it holds and its time has not run out — or for a card of the customer.
 */
export const issuable = (facts: PassFacts, nowS: number): boolean =>
  facts.kind === 'card' ? facts.holds : facts.holds && (facts.until === null || nowS < facts.until);

/** The card number as the cabinet shows it (spec §9: groups of 4). */
export const cardNumber = (facts: CardFacts): string => groupsOf4(facts.code);
