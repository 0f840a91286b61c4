// Google Wallet passes (docs/decisions-wallet.md): an `eventTicketObject` per entry ticket, a
// `transitObject` (rail) per train ticket, a `loyaltyObject` per client card, each with its class, drawn
// from the pass facts (facts.ts) in the customer's language. The "Add to Google Wallet" link is
// https://pay.google.com/gp/v/save/<JWT>, the JWT signed RS256 with the operator's service-account key;
// Google creates the class and the object when the customer saves it. The same objects are what the
// notifier sends to the REST API after a change (notify.ts).
import { createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { BRANDS } from '../../src/kernel/brand/brands.ts';
import { intlLocale, type Lang } from '../../src/kernel/langs.ts';
import { textIn } from '../i18n/messages.ts';
import { isoInZone } from './apple.ts';
import { type GOOGLE_ART, walletArtPath } from './art/build.ts';
import { type CardFacts, cardNumber, type EventFacts, type PassFacts, type TrainFacts } from './facts.ts';
import type { GoogleResource } from './notify.ts';
import type { GoogleKeys } from './setup.ts';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

type LocalizedString = { defaultValue: { language: string; value: string } };

/** A Google Wallet object and its class, and the resources they are written to. */
export type GooglePass = {
  classResource: GoogleResource;
  objectResource: GoogleResource;
  /** The JWT payload's keys for them (`eventTicketClasses`, `eventTicketObjects`, …). */
  payloadKeys: [string, string];
  class: { id: string } & Record<string, unknown>;
  object: { id: string; classId: string } & Record<string, unknown>;
};

/** A message shown on the saved pass, with a notification on the phone (a moved or cancelled event). */
export type GoogleMessage = { id: string; header: string; body: string };

/** What both the class and the object of one pass share: the ids, the language, the brand's look. */
const basis = (facts: PassFacts, lang: Lang, issuerId: string, origin: string) => {
  const brand = BRANDS[facts.brand];
  const language = intlLocale(lang);
  const ls = (value: string): LocalizedString => ({ defaultValue: { language, value } });
  const zone = brand.utcOffsetHours;
  const image = (name: keyof typeof GOOGLE_ART) => ({
    sourceUri: { uri: `${origin}${walletArtPath(name)}` },
    contentDescription: ls(brand.name),
  });
  return {
    brand,
    ls,
    id: (suffix: string) => `${issuerId}.${suffix}`,
    iso: (unixSeconds: number) => isoInZone(unixSeconds, zone),
    logo: image('google-logo.png'),
    hero: image('google-hero.png'),
    look: { hexBackgroundColor: brand.colors.primary },
    /** The passes of one order shown together, in the order's own sequence. */
    group: (orderId: number, index: number) => ({
      groupingInfo: { groupingId: `order-${orderId}`, sortIndex: index + 1 },
    }),
    state: facts.holds ? 'ACTIVE' : 'INACTIVE',
    barcode: (alternateText: string) => ({ type: 'QR_CODE', value: facts.code, alternateText }),
    validity:
      facts.until === null ? {} : { validTimeInterval: { end: { date: isoInZone(facts.until, zone) } } },
    say: (key: Parameters<typeof textIn>[1], params?: Parameters<typeof textIn>[2]) =>
      textIn(lang, key, params),
  };
};

const eventPass = (facts: EventFacts, lang: Lang, issuerId: string, origin: string): GooglePass => {
  const b = basis(facts, lang, issuerId, origin);
  const classId = b.id(`event-${facts.sessionId}-${lang}`);
  // Google's seat slots; `gate` is an entrance gate, which the catalogue does not record (a hall is not one).
  const seat = {
    ...(facts.seat ? { seat: b.ls(facts.seat) } : {}),
    ...(facts.row ? { row: b.ls(facts.row) } : {}),
    ...(facts.section ? { section: b.ls(facts.section) } : {}),
  };
  const texts = [
    ...(facts.hall ? [{ id: 'hall', header: b.say('documents.hall'), body: facts.hall }] : []),
    ...(facts.cancelled
      ? [{ id: 'status', header: b.say('wallet.status'), body: b.say('wallet.cancelled') }]
      : []),
  ];
  return {
    classResource: 'eventTicketClass',
    objectResource: 'eventTicketObject',
    payloadKeys: ['eventTicketClasses', 'eventTicketObjects'],
    class: {
      id: classId,
      issuerName: b.brand.name,
      reviewStatus: 'UNDER_REVIEW',
      eventName: b.ls(facts.title),
      venue: { name: b.ls(facts.venue), address: b.ls(facts.address || facts.venue) },
      ...(facts.at === null
        ? {}
        : {
            dateTime: {
              start: b.iso(facts.at),
              ...(facts.until === null ? {} : { end: b.iso(facts.until) }),
            },
          }),
      logo: b.logo,
      heroImage: b.hero,
      ...b.look,
    },
    object: {
      id: b.id(facts.serial),
      classId,
      state: b.state,
      barcode: b.barcode(facts.ticketCode),
      ticketNumber: facts.ticketCode,
      reservationInfo: { confirmationCode: String(facts.orderId) },
      ...b.group(facts.orderId, facts.index),
      ...(Object.keys(seat).length > 0 ? { seatInfo: seat } : {}),
      ...(texts.length > 0 ? { textModulesData: texts } : {}),
      ...b.validity,
      ...(facts.place ? { locations: [facts.place] } : {}),
      ...b.look,
    },
  };
};

const trainPass = (facts: TrainFacts, lang: Lang, issuerId: string, origin: string): GooglePass => {
  const b = basis(facts, lang, issuerId, origin);
  const classId = b.id(`train-${facts.orderId}-${lang}`);
  return {
    classResource: 'transitClass',
    objectResource: 'transitObject',
    payloadKeys: ['transitClasses', 'transitObjects'],
    class: {
      id: classId,
      issuerName: b.brand.name,
      reviewStatus: 'UNDER_REVIEW',
      transitType: 'RAIL',
      ...(facts.carrier ? { transitOperatorName: b.ls(facts.carrier) } : {}),
      logo: b.logo,
      heroImage: b.hero,
      ...b.look,
    },
    object: {
      id: b.id(facts.serial),
      classId,
      state: b.state,
      tripType: 'ONE_WAY',
      passengerType: 'SINGLE_PASSENGER',
      passengerNames: facts.passenger,
      ticketNumber: facts.code,
      barcode: b.barcode(facts.code),
      ...b.group(facts.orderId, facts.index),
      // Google's own slots: the train is the leg's `carriage` ("the train or ship name/number"), the car
      // is the seat's `coach`, the seat its `seat`, the fare the purchase's ticket cost.
      ticketLeg: {
        originName: b.ls(facts.from),
        destinationName: b.ls(facts.to),
        ...(facts.at === null ? {} : { departureDateTime: b.iso(facts.at) }),
        ...(facts.trainNumber ? { carriage: facts.trainNumber } : {}),
        ticketSeat: { coach: facts.car, seat: facts.places },
      },
      purchaseDetails: {
        confirmationCode: String(facts.orderId),
        ticketCost: {
          faceValue: { micros: String(facts.fare.minor * 10_000), currencyCode: facts.fare.currency },
        },
      },
      ...(facts.terms
        ? { textModulesData: [{ id: 'terms', header: b.say('wallet.terms'), body: facts.terms }] }
        : {}),
      ...b.validity,
      ...b.look,
    },
  };
};

const cardPass = (facts: CardFacts, lang: Lang, issuerId: string, origin: string): GooglePass => {
  const b = basis(facts, lang, issuerId, origin);
  const classId = b.id(`card-${facts.brand}-${facts.program}-${lang}`);
  return {
    classResource: 'loyaltyClass',
    objectResource: 'loyaltyObject',
    payloadKeys: ['loyaltyClasses', 'loyaltyObjects'],
    class: {
      id: classId,
      issuerName: b.brand.name,
      reviewStatus: 'UNDER_REVIEW',
      programName: facts.name,
      programLogo: b.logo,
      heroImage: b.hero,
      ...b.look,
    },
    object: {
      id: b.id(facts.serial),
      classId,
      state: b.state,
      // The holder's name and the card's number, each in its own slot.
      accountId: cardNumber(facts),
      ...(facts.holder ? { accountName: facts.holder } : {}),
      barcode: b.barcode(cardNumber(facts)),
      textModulesData: [{ id: 'cashier', header: facts.name, body: b.say('wallet.showAtCashier') }],
      ...b.look,
    },
  };
};

const passOf = (facts: PassFacts, lang: Lang, issuerId: string, origin: string): GooglePass => {
  if (facts.kind === 'event') return eventPass(facts, lang, issuerId, origin);
  if (facts.kind === 'train') return trainPass(facts, lang, issuerId, origin);
  return cardPass(facts, lang, issuerId, origin);
};

/**
 * The Google Wallet class and object of a pass. `origin` is the cabinet's (https in production): the
 * brand's pictures are fetched by Google from there. A `message` (what changed) is shown on the pass
 * and notified on the phone.
 */
export const googlePass = (
  facts: PassFacts,
  lang: Lang,
  issuerId: string,
  origin: string,
  message?: GoogleMessage,
): GooglePass => {
  const pass = passOf(facts, lang, issuerId, origin);
  if (!message) return pass;
  return { ...pass, object: { ...pass.object, messages: [{ ...message, messageType: 'TEXT_AND_NOTIFY' }] } };
};

/**
 * The "Add to Google Wallet" link: the passes in one JWT signed with the service account's key (the
 * passes of an order are saved together; a class shared by several is sent once).
 */
export const googleSaveUrl = async (
  passes: readonly GooglePass[],
  keys: GoogleKeys,
  origin: string,
  nowS: number,
): Promise<string> => {
  const payload: Record<string, (GooglePass['class'] | GooglePass['object'])[]> = {};
  for (const pass of passes) {
    const [classes, objects] = pass.payloadKeys;
    const sent = payload[classes] ?? [];
    if (!sent.some((c) => c.id === pass.class.id)) sent.push(pass.class);
    payload[classes] = sent;
    payload[objects] = [...(payload[objects] ?? []), pass.object];
  }
  const jwt = await new SignJWT({ typ: 'savetowallet', origins: [origin], payload })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: keys.keyId })
    .setIssuer(keys.clientEmail)
    .setAudience('google')
    .setIssuedAt(nowS)
    .sign(createPrivateKey(keys.privateKey));
  return `${GOOGLE_SAVE_URL}${jwt}`;
};
