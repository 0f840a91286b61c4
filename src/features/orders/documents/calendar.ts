// "Add to calendar" and "Directions" for an order (docs/decisions-calendar.md): which orders
// offer them, and what goes in the calendar entry. Pure; the card asks these, and builds the file only
// when the customer taps (the .ics writer loads then).
import type { CalendarEntry } from '../../../lib/calendar/ics.ts';
import { pickLocalized } from '../../../lib/http/schemas.ts';
import type { Order } from '../api.ts';
import { type Ctx, orderEventAt, orderStatusLabel, type StatusLabel } from '../rules/status.ts';

/** Orders whose event is not (or no longer) going to happen for the customer. */
const NO_CALENDAR: ReadonlySet<StatusLabel> = new Set([
  'archive',
  'used',
  'returned',
  'returnPending',
  'expired',
  'problem',
]);

/** An event, train or transfer still ahead, in an order that is paid or on its way to it. */
export const offersCalendar = (o: Order, ctx: Ctx): boolean => {
  const at = orderEventAt(o);
  return at !== null && at > ctx.now && !NO_CALENDAR.has(orderStatusLabel(o, ctx));
};

/**
 * How long the entry lasts. The platform gives no end time: an evening event is about two hours, a train
 * is given its departure plus two hours, a transfer one hour.
 */
export const DEFAULT_DURATION_S = { event: 2 * 3600, train: 2 * 3600, transfer: 3600 } as const;

/** The reminder: the day before. */
const REMIND_BEFORE_S = 86_400;

const entryDuration = (o: Order): number => {
  if (o.tickets.length > 0) return DEFAULT_DURATION_S.event;
  if (o.train || o.trains.length > 0) return DEFAULT_DURATION_S.train;
  return DEFAULT_DURATION_S.transfer;
};

/** The codes a customer may need at the door (ticket, train, transfer and item codes; not the QR data). */
export const orderCodes = (o: Order): string[] =>
  [
    ...o.tickets.filter((t) => t.returned_at === null).map((t) => t.ticket_code),
    ...o.trains.filter((t) => t.returnedAt === null).map((t) => t.code),
    ...o.transfers.filter((t) => t.returned_at === null).map((t) => t.code),
    ...o.items.map((i) => i.code),
  ].filter((c): c is string => typeof c === 'string' && c.trim() !== '');

/**
 * Where the customer has to be, for LOCATION: an event's venue name and address (the first of them when
 * only one is known); a train's departure station (not its carrier, which the card's heading names); a
 * transfer's pick-up point in the customer's language; an item's institution. Null when nothing is known.
 */
export const entryLocation = (o: Order, venue: string | undefined, lang: string): string | null => {
  const place = (...parts: (string | null | undefined)[]): string | null => {
    const kept = parts.map((p) => p?.trim()).filter((p): p is string => Boolean(p));
    return kept.length > 0 ? kept.join(', ') : null;
  };
  const ticket = o.tickets[0];
  if (ticket) return place(venue, ticket.session.object.address);
  if (o.train) return place(o.train.from);
  if (o.trains.length > 0) return null;
  const transfer = o.transfers[0];
  if (transfer) return place(pickLocalized(transfer.from.names, lang));
  return place(venue);
};

/** One stable id per order and brand host: adding it again replaces the entry. */
const entryUid = (o: Order, host: string): string => `order-${o.id}@${host}`;

export type EntryTexts = {
  /** The card's title (the performance, the route). */
  title: string;
  /** The card's venue line: an event's venue, an item's institution (a train's carrier is not a place). */
  venue: string | undefined;
  /** "Order № 1001 · code 123456", in the customer's language. */
  orderLine: string;
  /** "Codes: …" for the given codes, in the customer's language. */
  codesLine: (codes: string) => string;
};

/**
 * The calendar entry of an order that offers one (see offersCalendar), or null; `lang` picks a
 * transfer's place names.
 */
export const calendarEntryFor = (
  o: Order,
  texts: EntryTexts,
  host: string,
  lang: string,
): CalendarEntry | null => {
  const start = orderEventAt(o);
  if (start === null) return null;
  const codes = orderCodes(o);
  return {
    uid: entryUid(o, host),
    title: texts.title,
    start,
    durationS: entryDuration(o),
    location: entryLocation(o, texts.venue, lang),
    description: [texts.orderLine, ...(codes.length > 0 ? [texts.codesLine(codes.join(', '))] : [])].join(
      '\n',
    ),
    remindBeforeS: REMIND_BEFORE_S,
  };
};

/**
 * "Directions", for the orders that offer the calendar (the customer is still going: an expired, used or
 * returned order had offered a way to a venue nobody is going to), when the venue has an address.
 */
export const directionsFor = (o: Order, ctx: Ctx, venue: string | undefined): string | null =>
  offersCalendar(o, ctx) ? directionsUrl(o, venue) : null;

/**
 * The venue in the device's maps: a maps search for its name and address (the platform gives no
 * coordinates, so no `geo:` URI), or null without an address.
 */
export const directionsUrl = (o: Order, venue: string | undefined): string | null => {
  const address = o.tickets[0]?.session.object.address?.trim();
  if (!address) return null;
  const query = [venue?.trim(), address].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
};
