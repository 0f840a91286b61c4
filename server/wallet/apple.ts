// Apple Wallet passes (docs/decisions-wallet.md): an `eventTicket` per entry ticket, a `boardingPass`
// (train) per train ticket, a `storeCard` per client card, drawn from the pass facts (facts.ts) in the
// customer's language and the brand's colours, and signed by passkit-generator with the operator's pass
// type certificate and Apple's WWDR certificate. The pass names the PassKit web service
// (`webServiceURL`, with the pass's own `authenticationToken`) so that a device asks for the new pass
// after a change (server/api/wallet-service.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PKPass } from 'passkit-generator';
import { BRANDS, type BrandId } from '../../src/lib/brand/brands.ts';
import { formatDateTime } from '../../src/lib/format/dates.ts';
import type { Lang } from '../../src/lib/i18n/langs.ts';
import { type MessageKey, type MessageParams, textIn } from '../i18n/messages.ts';
import { ART_DIR, ART_SIZES } from './art/build.ts';
import { type CardFacts, cardNumber, type EventFacts, type PassFacts, type TrainFacts } from './facts.ts';
import type { AppleKeys } from './setup.ts';

export const PKPASS_TYPE = 'application/vnd.apple.pkpass';

type Field = { key: string; label: string; value: string };

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

/** The labels of one language; a fact without a value is left out rather than shown empty. */
const fieldsIn = (lang: Lang) => {
  const say = (key: MessageKey, params?: MessageParams) => textIn(lang, key, params);
  const field = (key: string, label: MessageKey, value: string | null | undefined): Field[] =>
    value === null || value === undefined || value.trim() === '' ? [] : [{ key, label: say(label), value }];
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
      headerFields: field('date', 'documents.date', when(facts, lang)),
      primaryFields: field('event', 'wallet.event', facts.title),
      secondaryFields: field('venue', 'documents.venue', facts.venue),
      auxiliaryFields: [
        ...field('section', 'documents.section', facts.section),
        ...field('hall', 'documents.hall', facts.hall),
        ...field('row', 'documents.row', facts.row),
        ...field('seat', 'documents.seat', facts.seat),
      ],
      backFields: [
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
        ...field('departure', 'documents.departure', when(facts, lang)),
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

/** The pass.json of a pass (everything but the signature and the pictures). */
export const applePassJson = (facts: PassFacts, lang: Lang, keys: AppleKeys, service: AppleService) => {
  const brand = BRANDS[facts.brand];
  const zone = brand.utcOffsetHours;
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
    barcodes: [
      { format: 'PKBarcodeFormatQR', message: facts.code, messageEncoding: 'iso-8859-1', altText: label },
    ],
    ...(facts.at === null ? {} : { relevantDate: isoInZone(facts.at, zone) }),
    ...(facts.until === null ? {} : { expirationDate: isoInZone(facts.until, zone) }),
    ...(facts.kind === 'event' && facts.place
      ? { locations: [{ ...facts.place, relevantText: `${facts.title} · ${facts.venue}` }] }
      : {}),
    ...(facts.holds ? {} : { voided: true }),
    webServiceURL: service.webServiceURL,
    authenticationToken: service.authenticationToken,
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

/** The signed `.pkpass` (a zip: pass.json, the pictures, manifest.json with their SHA-1s, the signature). */
export const signApplePass = (
  passJson: ReturnType<typeof applePassJson>,
  brand: BrandId,
  keys: AppleKeys,
): Buffer =>
  new PKPass(
    { ...picturesOf(brand), 'pass.json': Buffer.from(JSON.stringify(passJson)) },
    keys.certificates,
  ).getAsBuffer();
