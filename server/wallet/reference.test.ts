// @vitest-environment node
// Each fact in its vendor's slot, read against the vendors' references: Apple's PassKit `Pass` keys and
// semantic tags (developer.apple.com/documentation/walletpasses: Pass, Pass.RelevantDates, SemanticTags,
// SemanticTagType.Seat/Location), and Google Wallet's REST reference (EventTicketObject/EventSeat,
// TransitObject/TicketLeg/TicketSeat/PurchaseDetails, LoyaltyObject, GroupingInfo). The keys a pass may
// carry are the references' own lists, so a fact put in a slot that does not exist (or the wrong one)
// fails here.
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../src/kernel/langs.ts';
import { seededDb } from '../test-support.ts';
import { applePassJson } from './apple.ts';
import { type PassFacts, passFacts } from './facts.ts';
import { googlePass } from './google.ts';
import { TEST_ISSUER_ID, testWalletKeys } from './testing.ts';

let db: DatabaseSync;
beforeAll(() => {
  db = seededDb();
});
afterAll(() => db.close());

const facts = (serial: string, lang: Lang = 'en', userId = 1): PassFacts => {
  const f = passFacts(db, serial, userId, lang);
  if (!f) throw new Error(`no facts for ${serial}`);
  return f;
};

const keys = () => {
  const apple = testWalletKeys().apple;
  if (!apple) throw new Error('no Apple keys');
  return apple;
};
const service = {
  webServiceURL: 'https://cabinet.example/api/v3/wallet/apple',
  authenticationToken: 'x'.repeat(48),
};

/** The top-level keys of Apple's `Pass` (WalletPasses reference). */
const APPLE_PASS_KEYS = new Set([
  'formatVersion',
  'passTypeIdentifier',
  'teamIdentifier',
  'serialNumber',
  'description',
  'organizationName',
  'logoText',
  'backgroundColor',
  'foregroundColor',
  'labelColor',
  'sharingProhibited',
  'groupingIdentifier',
  'preferredStyleSchemes',
  'barcodes',
  'relevantDate',
  'relevantDates',
  'expirationDate',
  'locations',
  'voided',
  'webServiceURL',
  'authenticationToken',
  'semantics',
  'eventTicket',
  'boardingPass',
  'storeCard',
]);
/** Apple's semantic tags an event ticket and a rail boarding pass use here, and each one's type. */
const APPLE_SEMANTIC_TAGS: Record<string, 'string' | 'date' | 'location' | 'seats' | 'amount'> = {
  eventName: 'string',
  eventType: 'string',
  eventStartDate: 'date',
  eventEndDate: 'date',
  venueName: 'string',
  venueLocation: 'location',
  venueRoom: 'string',
  seats: 'seats',
  departureStationName: 'string',
  destinationStationName: 'string',
  originalDepartureDate: 'date',
  carNumber: 'string',
  vehicleNumber: 'string',
  transitProvider: 'string',
  totalPrice: 'amount',
};
const APPLE_EVENT_TYPES = [
  'PKEventTypeGeneric',
  'PKEventTypeLivePerformance',
  'PKEventTypeMovie',
  'PKEventTypeSports',
  'PKEventTypeConference',
  'PKEventTypeConvention',
  'PKEventTypeWorkshop',
  'PKEventTypeSocialGathering',
];
/** ISO 8601 with hours and minutes and a zone, as Apple's dates must be. */
const W3C_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$/;

const checkSemantics = (semantics: Record<string, unknown>) => {
  for (const [tag, value] of Object.entries(semantics)) {
    const type = APPLE_SEMANTIC_TAGS[tag];
    expect(type, `semantic tag ${tag}`).toBeDefined();
    if (type === 'string') expect(typeof value).toBe('string');
    if (type === 'date') expect(value).toMatch(W3C_DATE);
    if (type === 'location') expect(Object.keys(value as object).sort()).toEqual(['latitude', 'longitude']);
    if (type === 'amount')
      expect(value).toEqual({
        amount: expect.stringMatching(/^\d+\.\d\d$/),
        currencyCode: expect.stringMatching(/^[A-Z]{3}$/),
      });
    if (type === 'seats')
      for (const seat of value as Record<string, unknown>[])
        for (const key of Object.keys(seat)) expect(['seatSection', 'seatRow', 'seatNumber']).toContain(key);
  }
};

describe('Apple’s pass.json against the PassKit reference', () => {
  it('an event ticket: relevantDates beside relevantDate, the event’s semantic tags, its order’s group', () => {
    const f = facts('ticket-100101');
    const pass = applePassJson(f, 'en', keys(), service);
    for (const key of Object.keys(pass)) expect(APPLE_PASS_KEYS, `pass key ${key}`).toContain(key);
    expect(pass).toMatchObject({
      groupingIdentifier: 'order-1001',
      preferredStyleSchemes: ['posterEventTicket', 'eventTicket'],
      relevantDate: expect.stringMatching(W3C_DATE),
      relevantDates: [
        { startDate: expect.stringMatching(W3C_DATE), endDate: expect.stringMatching(W3C_DATE) },
      ],
    });
    // An interval of at most 24 hours, from the start to the entry's end.
    const [interval] = pass.relevantDates ?? [];
    const span = Date.parse(String(interval?.endDate)) - Date.parse(String(interval?.startDate));
    expect(span).toBeGreaterThan(0);
    expect(span).toBeLessThanOrEqual(24 * 3600 * 1000);
    expect(Date.parse(String(pass.relevantDate))).toBe(Date.parse(String(interval?.startDate)));
    const semantics = (pass as { semantics: Record<string, unknown> }).semantics;
    checkSemantics(semantics);
    expect(semantics).toEqual({
      eventName: 'Swan Lake',
      eventType: 'PKEventTypeLivePerformance',
      eventStartDate: pass.relevantDate,
      eventEndDate: pass.expirationDate,
      venueName: 'Bolshoi Theatre',
      venueLocation: { latitude: 53.9104, longitude: 27.5615 },
      venueRoom: 'Grand Hall',
      seats: [{ seatSection: 'Stalls', seatRow: '7', seatNumber: '12' }],
    });
    expect(APPLE_EVENT_TYPES).toContain(semantics.eventType);
  });

  it('a train ticket: rail tags, the same group as the order’s other tickets', () => {
    const pass = applePassJson(facts('train-100701'), 'en', keys(), service);
    for (const key of Object.keys(pass)) expect(APPLE_PASS_KEYS).toContain(key);
    expect(pass.groupingIdentifier).toBe('order-1007');
    expect(applePassJson(facts('train-100702'), 'en', keys(), service).groupingIdentifier).toBe('order-1007');
    const semantics = (pass as { semantics: Record<string, unknown> }).semantics;
    checkSemantics(semantics);
    expect(semantics).toMatchObject({
      departureStationName: 'Minsk-Passazhirsky',
      destinationStationName: 'Brest-Tsentralny',
      carNumber: '5',
      vehicleNumber: '701Б',
      totalPrice: { currencyCode: 'BYN' },
    });
  });

  it('a card has no dates, no group and no semantic tags', () => {
    const pass = applePassJson(facts('card-7700111122223333'), 'en', keys(), service);
    for (const key of ['relevantDate', 'relevantDates', 'groupingIdentifier', 'semantics'])
      expect(pass).not.toHaveProperty(key);
  });
});

/** Google's reference: the fields of each resource this server writes (a subset of each list). */
const GOOGLE_FIELDS: Record<string, readonly string[]> = {
  EventTicketObject: [
    'id',
    'classId',
    'state',
    'barcode',
    'ticketNumber',
    'reservationInfo',
    'seatInfo',
    'groupingInfo',
    'textModulesData',
    'validTimeInterval',
    'locations',
    'hexBackgroundColor',
    'messages',
  ],
  EventSeat: ['seat', 'row', 'section', 'gate'],
  TransitObject: [
    'id',
    'classId',
    'state',
    'tripType',
    'passengerType',
    'passengerNames',
    'ticketNumber',
    'barcode',
    'groupingInfo',
    'ticketLeg',
    'purchaseDetails',
    'textModulesData',
    'validTimeInterval',
    'hexBackgroundColor',
    'messages',
  ],
  TicketLeg: ['originName', 'destinationName', 'departureDateTime', 'carriage', 'fareName', 'ticketSeat'],
  TicketSeat: ['coach', 'seat', 'fareClass', 'customFareClass', 'seatAssignment'],
  LoyaltyObject: [
    'id',
    'classId',
    'state',
    'accountId',
    'accountName',
    'barcode',
    'textModulesData',
    'hexBackgroundColor',
    'messages',
  ],
  GroupingInfo: ['groupingId', 'sortIndex'],
};

const only = (resource: string, value: object) =>
  expect(
    Object.keys(value).filter((k) => !GOOGLE_FIELDS[resource]?.includes(k)),
    resource,
  ).toEqual([]);

const ls = (value: string, language = 'en') => ({ defaultValue: { language, value } });
const object = (serial: string, lang: Lang = 'en') =>
  googlePass(facts(serial, lang), lang, TEST_ISSUER_ID, 'https://cabinet.example').object as Record<
    string,
    Record<string, unknown>
  >;

describe('Google’s objects against the Wallet REST reference', () => {
  it('EventTicketObject: seat, row and section in EventSeat; no gate (the catalogue records none; a hall is not one)', () => {
    const o = object('ticket-100101');
    only('EventTicketObject', o);
    only('EventSeat', o.seatInfo ?? {});
    expect(o.seatInfo).toEqual({ seat: ls('12'), row: ls('7'), section: ls('Stalls') });
    expect(o.textModulesData).toEqual([{ id: 'hall', header: 'Hall', body: 'Grand Hall' }]);
    expect(o.groupingInfo).toEqual({ groupingId: 'order-1001', sortIndex: 1 });
    only('GroupingInfo', o.groupingInfo ?? {});
    expect((object('ticket-100102').groupingInfo as unknown as { sortIndex: number }).sortIndex).toBe(2);
  });

  it('TransitObject: the train in TicketLeg.carriage, the car in TicketSeat.coach, the seat in TicketSeat.seat, the fare in purchaseDetails', () => {
    const o = object('train-100701');
    only('TransitObject', o);
    const leg = o.ticketLeg as Record<string, unknown>;
    only('TicketLeg', leg);
    only('TicketSeat', leg.ticketSeat as object);
    expect(leg.carriage).toBe('701Б');
    expect(leg.ticketSeat).toEqual({ coach: '5', seat: '12' });
    expect(leg).not.toHaveProperty('fareName');
    expect(o.purchaseDetails).toEqual({
      confirmationCode: '1007',
      ticketCost: { faceValue: { micros: '18500000', currencyCode: 'BYN' } },
    });
    expect(o.groupingInfo).toEqual({ groupingId: 'order-1007', sortIndex: 1 });
  });

  it('LoyaltyObject: the holder’s name as accountName, the card number as accountId', () => {
    const o = object('card-7700111122223333', 'ru');
    only('LoyaltyObject', o);
    expect(o.accountName).toBe('Анна Иванова');
    expect(o.accountId).toBe('7700 1111 2222 3333');
  });
});
