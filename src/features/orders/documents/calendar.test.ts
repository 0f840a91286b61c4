import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../kernel/brand/brands.ts';
import { formatDateTime } from '../../../kernel/format/dates.ts';
import { ORDER_STATUS } from '../../../kernel/orders.ts';
import { toIcs } from '../../../lib/calendar/ics.ts';
import type { Order } from '../api.ts';
import { orderVenue } from '../card/orderHeading.ts';
import { demoOrder } from '../testing/demo.ts';
import { anItem, anOrder, aTicket, aTrainOrder, aTransfer, DAY, NOW } from '../testing/orders.ts';
import {
  calendarEntryFor,
  DEFAULT_DURATION_S,
  directionsFor,
  directionsUrl,
  entryLocation,
  offersCalendar,
  orderCodes,
} from './calendar.ts';

const ctx = { tab: 'actual' as const, now: NOW };
const TEXTS = {
  title: 'Swan Lake',
  venue: 'Bolshoi Theatre',
  orderLine: 'Order № 1001 · code 592539',
  codesLine: (codes: string) => `Codes: ${codes}`,
};
const withAddress = (address: string | null, over: Partial<Order> = {}): Order => {
  const t = aTicket();
  return anOrder({
    tickets: [{ ...t, session: { ...t.session, object: { ...t.session.object, address } } }],
    ...over,
  });
};

describe('offersCalendar', () => {
  it.each<[string, Order, boolean]>([
    ['a paid event ahead', anOrder(), true],
    ['a train ahead', aTrainOrder(), true],
    ['a transfer ahead', anOrder({ tickets: [], transfers: [aTransfer()] }), true],
    [
      'an event already past',
      anOrder({ tickets: [aTicket({ session: { ...aTicket().session, timeSpending: NOW - DAY } })] }),
      false,
    ],
    ['a returned order', anOrder({ status: ORDER_STATUS.returned }), false],
    ['an expired order', anOrder({ status: ORDER_STATUS.expired }), false],
    ['items only (no time)', anOrder({ tickets: [], items: [anItem()] }), false],
  ])('%s: %s', (_, order, offered) => expect(offersCalendar(order, ctx)).toBe(offered));
});

describe('the entry', () => {
  it.each<[string, Order, string[]]>([
    [
      'ticket codes, the returned one left out',
      anOrder({
        tickets: [
          aTicket({ ticket_code: 'A1' }),
          aTicket({ id: 2, ticket_code: 'A2', returned_at: NOW - DAY }),
        ],
      }),
      ['A1'],
    ],
    ['a ticket without a code', anOrder({ tickets: [aTicket({ ticket_code: null })] }), []],
    ['a transfer', anOrder({ tickets: [], transfers: [aTransfer({ code: 'T-77' })] }), ['T-77']],
  ])('codes: %s', (_, order, codes) => expect(orderCodes(order)).toEqual(codes));

  it.each<[string | null, string | undefined, string | null]>([
    [
      'г. Минск, пл. Парижской Коммуны, 1',
      'Bolshoi Theatre',
      'Bolshoi Theatre, г. Минск, пл. Парижской Коммуны, 1',
    ],
    [null, 'Bolshoi Theatre', 'Bolshoi Theatre'],
    ['  ', undefined, null],
  ])('location from address %j and venue %j', (address, venue, out) =>
    expect(entryLocation(withAddress(address), venue, 'en')).toBe(out),
  );

  // Where the customer has to be. A train leaves from its departure station (the
  // carrier, which the card's heading shows as its "venue", is not a place); a transfer picks up at its
  // from-point, named in the customer's language.
  const transferOrder = anOrder({ tickets: [], transfers: [aTransfer()] });
  it.each<[string, Order, string | undefined, string, string | null]>([
    ['a train: its departure station, not the carrier', aTrainOrder(), 'BCh', 'en', 'Minsk'],
    [
      'a train ticket without the train’s facts: nothing known',
      aTrainOrder({ train: null }),
      undefined,
      'en',
      null,
    ],
    ['a transfer: its pick-up point, in English', transferOrder, undefined, 'en', 'Minsk National Airport'],
    ['a transfer: its pick-up point, in Russian', transferOrder, undefined, 'ru', 'Аэропорт'],
    [
      'a transfer: a language without a name falls back like the card',
      transferOrder,
      undefined,
      'ge',
      'Minsk National Airport',
    ],
    [
      'items: the institution',
      anOrder({ tickets: [], items: [anItem()] }),
      'Aqua centre',
      'en',
      'Aqua centre',
    ],
  ])('location of %s', (_, order, venue, lang, out) => expect(entryLocation(order, venue, lang)).toBe(out));

  it.each<[string, Order, string, string]>([
    ['train', aTrainOrder(), 'en', 'Minsk'],
    ['transfer', anOrder({ tickets: [], transfers: [aTransfer()] }), 'ru', 'Аэропорт'],
  ])('the %s entry’s LOCATION, as a calendar parses it', (_, order, lang, location) => {
    const entry = calendarEntryFor(order, { ...TEXTS, venue: 'BCh' }, 'localhost', lang);
    if (!entry) throw new Error('no entry');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(toIcs([entry], { prodId: 'x', nowS: NOW }))).getFirstSubcomponent(
        'vevent',
      ) ?? undefined,
    );
    expect(event.location).toBe(location);
  });

  it('has a stable uid, the durations by kind, and the order line with the codes', () => {
    const entry = calendarEntryFor(anOrder({ id: 1001 }), TEXTS, 'localhost', 'en');
    expect(entry).toMatchObject({
      uid: 'order-1001@localhost',
      title: 'Swan Lake',
      durationS: DEFAULT_DURATION_S.event,
      remindBeforeS: 86_400,
    });
    expect(entry?.description).toBe('Order № 1001 · code 592539\nCodes: 123456789012');
    expect(calendarEntryFor(anOrder({ id: 1001 }), TEXTS, 'localhost', 'en')?.uid).toBe(entry?.uid);
    expect(calendarEntryFor(aTrainOrder(), TEXTS, 'localhost', 'en')?.durationS).toBe(
      DEFAULT_DURATION_S.train,
    );
    const transfer = anOrder({ tickets: [], transfers: [aTransfer()] });
    expect(calendarEntryFor(transfer, TEXTS, 'localhost', 'en')?.durationS).toBe(DEFAULT_DURATION_S.transfer);
  });

  // 19:00 in Tbilisi (UTC+4) and 18:00 in Minsk (UTC+3) are the same instant, 15:00 UTC: the file says
  // 15:00Z and each calendar shows it in its own zone; the card shows it at the brand's offset.
  it.each([
    ['ge.localhost', BRANDS.ge.utcOffsetHours, '19:00'],
    ['localhost', BRANDS.by.utcOffsetHours, '18:00'],
  ])('on %s the event starts at the instant the card shows (%i h: %s)', (host, offset, shown) => {
    const at = Date.UTC(2026, 11, 1, 15, 0, 0) / 1000;
    const t = aTicket();
    const order = anOrder({ tickets: [{ ...t, session: { ...t.session, timeSpending: at } }] });
    const entry = calendarEntryFor(order, TEXTS, host, 'en');
    if (!entry) throw new Error('no entry');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(toIcs([entry], { prodId: 'x', nowS: NOW }))).getFirstSubcomponent(
        'vevent',
      ) ?? undefined,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(event.uid).toBe(`order-${order.id}@${host}`);
    expect(formatDateTime(entry.start, offset, 'en')).toContain(shown);
  });
});

describe('directionsUrl', () => {
  it.each<[string | null, string | null]>([
    [
      'г. Минск, пл. Парижской Коммуны, 1',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Bolshoi Theatre, г. Минск, пл. Парижской Коммуны, 1')}`,
    ],
    [null, null],
    ['', null],
  ])('address %j → %s', (address, url) =>
    expect(directionsUrl(withAddress(address), 'Bolshoi Theatre')).toBe(url),
  );

  it.each<[string, Order, boolean]>([
    ['a paid event ahead', withAddress('пл. Парижской Коммуны, 1'), true],
    [
      'an event already past',
      withAddress('пл. Парижской Коммуны, 1', {
        tickets: [aTicket({ session: { ...aTicket().session, timeSpending: NOW - DAY } })].map((t) => ({
          ...t,
          session: { ...t.session, object: { ...t.session.object, address: 'пл. Парижской Коммуны, 1' } },
        })),
      }),
      false,
    ],
    ['a returned order', withAddress('пл. Парижской Коммуны, 1', { status: ORDER_STATUS.returned }), false],
    ['an expired order', withAddress('пл. Парижской Коммуны, 1', { status: ORDER_STATUS.expired }), false],
    ['no address', withAddress(null), false],
  ])('directions for %s: %s', (_, order, offered) =>
    expect(directionsFor(order, ctx, 'Bolshoi Theatre') !== null).toBe(offered),
  );

  it('never carries the address unencoded', () => {
    const url = directionsUrl(withAddress('a&b=c #d'), 'X') ?? '';
    expect(new URL(url).searchParams.get('query')).toBe('X, a&b=c #d');
  });
});

// An English customer's calendar file named the place in Russian. The location is
// built from the order as the server answers it in the customer's language (here the reference
// server's demo orders asked with lang=en), so it reads in English, as a calendar parses it.
describe('the demo orders’ calendar files in English', () => {
  it.each<[number, string]>([
    [1001, 'Bolshoi Theatre, 1 Paris Commune Square, Minsk'],
    [1007, 'Minsk-Passazhirsky'],
    [1008, 'Minsk National Airport'],
  ])('order %i: LOCATION %s', (id, location) => {
    const order = demoOrder(id);
    const entry = calendarEntryFor(order, { ...TEXTS, venue: orderVenue(order) }, 'localhost', 'en');
    if (!entry) throw new Error('no entry');
    const vevent = new ICAL.Component(
      ICAL.parse(toIcs([entry], { prodId: 'x', nowS: NOW })),
    ).getFirstSubcomponent('vevent');
    expect(new ICAL.Event(vevent ?? undefined).location).toBe(location);
  });
});
