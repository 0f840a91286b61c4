// Apple Wallet passes (docs/decisions-wallet.md): an `eventTicket` per entry ticket, a `boardingPass`
// (train) per train ticket, a `storeCard` per client card, drawn from the pass facts (facts.ts) in the
// customer's language and the brand's colours, and signed by passkit-generator with the operator's pass
// type certificate and Apple's WWDR certificate. The pass names the PassKit web service
// (`webServiceURL`, with the pass's own `authenticationToken`) so that a device asks for the new pass
// after a change (server/api/wallet-service.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PKPass } from 'passkit-generator';
import { BRANDS, type BrandId } from '../../src/kernel/brand/brands.ts';
import { formatDateTime } from '../../src/kernel/format/dates.ts';
import type { Lang } from '../../src/kernel/langs.ts';
import { type MessageKey, type MessageParams, textIn } from '../i18n/messages.ts';
import { ART_DIR, ART_SIZES } from './art/build.ts';
import { type CardFacts, cardNumber, type EventFacts, type PassFacts, type TrainFacts } from './facts.ts';
import type { AppleKeys } from './setup.ts';

export const PKPASS_TYPE = 'application/vnd.apple.pkpass';

/** A field of the pass; `changeMessage` is what the lock screen says when its value changes (`%@` = the new value). */
type Field = { key: string; label: string; value: string; changeMessage?: string };

/** `#c8102e` → `rgb(200, 16, 46)`: the only colour notation pass.json takes. */
const rgb = (hex: string): string => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** An instant as ISO 8601 in the brand's zone (`2026-11-28T19:00:00+03:00`), as Wallet's dates are written. */
export const isoInZone = (unixSeconds: number, offsetHours: number): string => {
  const local = new Date((unixSeconds + offsetHours * 3600) * 1000).toISOString().slice(0, 19);
  const sign = offsetHours < 0 ? '-' : '+';
  const minutes = Math.round(Math.abs(offsetHours) * 60);
  return `${local}${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** A change message that is the new value itself ("Event cancelled"). */
const NEW_VALUE = '%@';

/** The labels of one language; a fact without a value is left out rather than shown empty. */
const fieldsIn = (lang: Lang) => {
  const say = (key: MessageKey, params?: MessageParams) => textIn(lang, key, params);
  const field = (
    key: string,
    label: MessageKey,
    value: string | null | undefined,
    change?: MessageKey | typeof NEW_VALUE,
  ): Field[] =>
    value === null || value === undefined || value.trim() === ''
      ? []
      : [
          {
            key,
            label: say(label),
            value,
            ...(change ? { changeMessage: change === NEW_VALUE ? NEW_VALUE : say(change) } : {}),
          },
        ];
  return { say, field };
};

const when = (facts: PassFacts, lang: Lang): string | null =>
  facts.at === null ? null : formatDateTime(facts.at, BRANDS[facts.brand].utcOffsetHours, lang);

const support = (brand: BrandId) => `${BRANDS[brand].support.phone}, ${BRANDS[brand].support.email}`;

const eventTicket = (facts: EventFacts, lang: Lang) => {
  const { say, field } = fieldsIn(lang);
  return {
    description: say('wallet.ticketDescription', { title: facts.title }),
    eventTicket: {
      headerFields: field('date', 'documents.date', when(facts, lang), 'wallet.newTime'),
      primaryFields: field('event', 'wallet.event', facts.title),
      secondaryFields: field('venue', 'documents.venue', facts.venue, 'wallet.newVenue'),
      auxiliaryFields: [
        ...field('section', 'documents.section', facts.section),
        ...field('hall', 'documents.hall', facts.hall, 'wallet.newHall'),
        ...field('row', 'documents.row', facts.row),
        ...field('seat', 'documents.seat', facts.seat),
      ],
      backFields: [
        // The event's own state: its change to "cancelled" is what the lock screen announces.
        ...field(
          'status',
          'wallet.status',
          say(facts.cancelled ? 'wallet.cancelled' : 'wallet.asScheduled'),
          NEW_VALUE,
        ),
        ...field('code', 'documents.code', facts.ticketCode),
        ...field('order', 'wallet.order', `№${facts.orderId}`),
        ...field('address', 'documents.venue', [facts.venue, facts.address].filter(Boolean).join(', ')),
        ...field('organizer', 'wallet.organizer', `${facts.organizer}, ${facts.organizerPhone}`),
        ...field('entrance', 'wallet.atEntrance', say('documents.showAtEntrance')),
        ...field('support', 'wallet.support', support(facts.brand)),
      ],
    },
  };
};

const boardingPass = (facts: TrainFacts, lang: Lang) => {
  const { say, field } = fieldsIn(lang);
  return {
    description: say('wallet.trainDescription', { route: `${facts.from} → ${facts.to}` }),
    boardingPass: {
      transitType: 'PKTransitTypeTrain',
      headerFields: field('car', 'documents.car', facts.car),
      primaryFields: [...field('from', 'wallet.from', facts.from), ...field('to', 'wallet.to', facts.to)],
      secondaryFields: [
        ...field('departure', 'documents.departure', when(facts, lang), 'wallet.newDeparture'),
        ...field('passenger', 'documents.passenger', facts.passenger),
      ],
      auxiliaryFields: [
        ...field('train', 'documents.train', facts.trainNumber),
        ...field('places', 'documents.places', facts.places),
      ],
      backFields: [
        ...field('code', 'documents.code', facts.code),
        ...field('order', 'wallet.order', `№${facts.orderId}`),
        ...field('carrier', 'wallet.carrier', facts.carrier),
        ...field('terms', 'wallet.terms', facts.terms),
        ...field('support', 'wallet.support', support(facts.brand)),
      ],
    },
  };
};

const storeCard = (facts: CardFacts, lang: Lang) => {
  const { say, field } = fieldsIn(lang);
  return {
    description: say('wallet.cardDescription', { name: facts.name }),
    storeCard: {
      primaryFields: field('name', 'wallet.card', facts.name),
      secondaryFields: field('number', 'wallet.cardNumber', cardNumber(facts)),
      backFields: [
        ...field('cashier', 'wallet.card', say('wallet.showAtCashier')),
        ...field('support', 'wallet.support', support(facts.brand)),
      ],
    },
  };
};

const style = (facts: PassFacts, lang: Lang) => {
  if (facts.kind === 'event') return eventTicket(facts, lang);
  if (facts.kind === 'train') return boardingPass(facts, lang);
  return storeCard(facts, lang);
};

/** Where a device reaches the PassKit web service, and the pass's own token for it. */
export type AppleService = { webServiceURL: string; authenticationToken: string };

/** The catalogue's performance types as Wallet's event types (they choose the iOS 18 event layout). */
const EVENT_TYPES: Record<string, string> = {
  sport: 'PKEventTypeSports',
  cinema: 'PKEventTypeMovie',
  concerts: 'PKEventTypeLivePerformance',
  theatre: 'PKEventTypeLivePerformance',
};

/** Machine-readable facts (Apple's semantic tags): what iOS 18 draws its event and train layouts from. */
const semantics = (facts: PassFacts, iso: (unixSeconds: number) => string) => {
  if (facts.kind === 'card') return {};
  const dates =
    facts.at === null
      ? {}
      : facts.kind === 'event'
        ? {
            eventStartDate: iso(facts.at),
            ...(facts.until === null ? {} : { eventEndDate: iso(facts.until) }),
          }
        : { originalDepartureDate: iso(facts.at) };
  if (facts.kind === 'train')
    return {
      semantics: {
        ...dates,
        departureStationName: facts.from,
        destinationStationName: facts.to,
        carNumber: facts.car,
        ...(facts.trainNumber ? { vehicleNumber: facts.trainNumber } : {}),
        ...(facts.carrier ? { transitProvider: facts.carrier } : {}),
        seats: [{ seatNumber: facts.places }],
        totalPrice: { amount: (facts.fare.minor / 100).toFixed(2), currencyCode: facts.fare.currency },
      },
    };
  const seat = {
    ...(facts.section ? { seatSection: facts.section } : {}),
    ...(facts.row ? { seatRow: facts.row } : {}),
    ...(facts.seat ? { seatNumber: facts.seat } : {}),
  };
  return {
    semantics: {
      eventName: facts.title,
      eventType: EVENT_TYPES[facts.category] ?? 'PKEventTypeGeneric',
      ...dates,
      venueName: facts.venue,
      ...(facts.place ? { venueLocation: facts.place } : {}),
      ...(facts.hall ? { venueRoom: facts.hall } : {}),
      ...(Object.keys(seat).length > 0 ? { seats: [seat] } : {}),
    },
  };
};

/** The pass.json of a pass (everything but the signature and the pictures). */
export const applePassJson = (facts: PassFacts, lang: Lang, keys: AppleKeys, service: AppleService) => {
  const brand = BRANDS[facts.brand];
  const iso = (unixSeconds: number) => isoInZone(unixSeconds, brand.utcOffsetHours);
  const label =
    facts.kind === 'card' ? cardNumber(facts) : facts.kind === 'event' ? facts.ticketCode : facts.code;
  return {
    formatVersion: 1,
    passTypeIdentifier: keys.passTypeId,
    teamIdentifier: keys.teamId,
    serialNumber: facts.serial,
    organizationName: brand.name,
    logoText: brand.name,
    backgroundColor: rgb(brand.colors.primary),
    foregroundColor: rgb(brand.colors.onPrimary),
    labelColor: rgb(brand.colors.onPrimary),
    // A ticket admits once: it is not passed on from the wallet.
    sharingProhibited: facts.kind !== 'card',
    // The tickets of one order sit together in Wallet, as one group.
    ...(facts.kind === 'card' ? {} : { groupingIdentifier: `order-${facts.orderId}` }),
    ...(facts.kind === 'event' ? { preferredStyleSchemes: ['posterEventTicket', 'eventTicket'] } : {}),
    barcodes: [
      { format: 'PKBarcodeFormatQR', message: facts.code, messageEncoding: 'iso-8859-1', altText: label },
    ],
    // iOS 18 reads relevantDates (relevantDate is what older iOS reads): from the start to the entry's end.
    ...(facts.at === null
      ? {}
      : {
          relevantDate: iso(facts.at),
          relevantDates: [
            facts.until === null
              ? { date: iso(facts.at) }
              : { startDate: iso(facts.at), endDate: iso(facts.until) },
          ],
        }),
    ...(facts.until === null ? {} : { expirationDate: iso(facts.until) }),
    ...(facts.kind === 'event' && facts.place
      ? { locations: [{ ...facts.place, relevantText: `${facts.title} · ${facts.venue}` }] }
      : {}),
    ...(facts.holds ? {} : { voided: true }),
    webServiceURL: service.webServiceURL,
    authenticationToken: service.authenticationToken,
    ...semantics(facts, iso),
    ...style(facts, lang),
  };
};

const pictures = new Map<BrandId, Record<string, Buffer>>();

/** A brand's icon and logo files (art/), read once. */
const picturesOf = (brand: BrandId): Record<string, Buffer> => {
  let files = pictures.get(brand);
  if (!files) {
    files = Object.fromEntries(
      Object.keys(ART_SIZES).map((name) => [name, readFileSync(join(ART_DIR, brand, name))]),
    );
    pictures.set(brand, files);
  }
  return files;
};

/** A signed pass (a zip: pass.json, the pictures, manifest.json with their SHA-1s, the signature). */
const signedPass = (passJson: ReturnType<typeof applePassJson>, brand: BrandId, keys: AppleKeys): PKPass =>
  new PKPass({ ...picturesOf(brand), 'pass.json': Buffer.from(JSON.stringify(passJson)) }, keys.certificates);

/** The signed `.pkpass`. */
export const signApplePass = (
  passJson: ReturnType<typeof applePassJson>,
  brand: BrandId,
  keys: AppleKeys,
): Buffer => signedPass(passJson, brand, keys).getAsBuffer();

export const PKPASSES_TYPE = 'application/vnd.apple.pkpasses';

/** Several signed passes as one `.pkpasses` bundle (a zip of `.pkpass` files): Wallet adds them all at once. */
export const bundleApplePasses = (
  passes: readonly { json: ReturnType<typeof applePassJson>; brand: BrandId }[],
  keys: AppleKeys,
): Buffer => PKPass.pack(...passes.map((p) => signedPass(p.json, p.brand, keys))).getAsBuffer();
