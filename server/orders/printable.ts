// What a printed ticket, train e-ticket and receipt say, in the customer's language: built from the
// order as the API answers it, dated in the brand's time zone (spec §9), money in the order's currency.
// pdf.ts draws it; this file decides the words.
import { BRANDS, type BrandId } from '../../src/kernel/brand/brands.ts';
import { formatDateTime } from '../../src/kernel/format/dates.ts';
import { formatAmount } from '../../src/kernel/format/money.ts';
import type { Lang } from '../../src/kernel/langs.ts';
import { intlLocale } from '../../src/kernel/langs.ts';
import { type MessageKey, type MessageParams, textIn } from '../i18n/messages.ts';
import type { PdfFact, PdfSheet, PdfSpec } from './pdf.ts';
import type { orderJson } from './read.ts';

export type OrderDoc = ReturnType<typeof orderJson>;
type TrainTicket = OrderDoc['trains'][number];

/** Who reads the document and where the order was sold. */
export type Reader = { lang: Lang; brand: BrandId };

const isBrand = (id: string): id is BrandId => Object.hasOwn(BRANDS, id);
export const brandOfOrder = (id: string): BrandId => (isBrand(id) ? id : 'by');

const words = (reader: Reader) => {
  const say = (key: MessageKey, params?: MessageParams) => textIn(reader.lang, key, params);
  const brand = BRANDS[reader.brand];
  const currency = say(brand.currency === 'gel' ? 'documents.gel' : 'documents.rub');
  return {
    say,
    brand,
    money: (minor: number) => `${formatAmount(minor)} ${currency}`,
    when: (unixSeconds: number) => formatDateTime(unixSeconds, brand.utcOffsetHours, reader.lang),
  };
};

/** Facts whose value is missing are left out rather than printed empty. */
const fact = (label: string, value: string | null | undefined): PdfFact[] =>
  value === null || value === undefined || value.trim() === '' ? [] : [{ label, value }];

const spec = (reader: Reader, order: OrderDoc, title: string, sheets: PdfSheet[]): PdfSpec => {
  const { say, brand } = words(reader);
  return {
    title: `${title} · ${say('documents.order', { id: order.id })}`,
    lang: intlLocale(reader.lang),
    brandName: brand.name,
    orderLabel: say('documents.order', { id: order.id }),
    sheets,
  };
};

const trainSheet = (reader: Reader, order: OrderDoc, ticket: TrainTicket, kicker: string): PdfSheet => {
  const { say, money, when } = words(reader);
  const route = order.train ? `${order.train.from} → ${order.train.to}` : say('documents.train');
  return {
    kicker,
    heading: route,
    qr: ticket.code ? { value: ticket.code, caption: ticket.code } : null,
    facts: [
      ...fact(say('documents.train'), order.train?.trainNumber),
      ...fact(say('documents.departure'), when(ticket.date)),
      ...fact(say('documents.passenger'), ticket.fio),
      ...fact(say('documents.car'), ticket.carNumber),
      ...fact(say('documents.places'), ticket.places),
      ...fact(say('documents.price'), money(ticket.price + ticket.commission)),
    ],
    note: ticket.additionalTerms,
  };
};

/**
 * The tickets of a paid order, one sheet each: event tickets, train tickets, transfers and
 * subscription items. A returned ticket no longer admits anyone, so it is not printed.
 */
export const ticketsPdf = (reader: Reader, order: OrderDoc): PdfSpec => {
  const { say, money, when } = words(reader);
  const title = say('documents.ticketsTitle');
  const tickets = order.tickets.filter((t) => t.returned_at === null);
  const trains = order.trains.filter((t) => t.returnedAt === null);
  const transfers = order.transfers.filter((t) => t.returned_at === null);
  const count = tickets.length + trains.length + transfers.length + order.items.length;
  let n = 0;
  const kicker = () => {
    n += 1;
    return count > 1 ? `${title} · ${say('documents.ticketOf', { n, count })}` : title;
  };
  const sheets: PdfSheet[] = [
    ...tickets.map((t) => ({
      kicker: kicker(),
      heading: t.performance.name,
      qr: t.qr ? { value: t.qr, caption: t.ticket_code } : null,
      facts: [
        ...fact(say('documents.date'), when(t.session.timeSpending)),
        ...fact(
          say('documents.venue'),
          [t.session.object.name, t.session.object.address].filter((s) => s.trim()).join(', '),
        ),
        ...fact(say('documents.hall'), t.hall_name),
        ...fact(say('documents.section'), t.section_name),
        ...fact(say('documents.row'), t.row),
        ...fact(say('documents.seat'), t.place),
        ...fact(say('documents.price'), order.isFromExternal ? null : money(t.total_amount)),
        ...(t.qr ? [] : fact(say('documents.code'), t.ticket_code)),
      ],
      note: say('documents.showAtEntrance'),
    })),
    ...trains.map((t) => trainSheet(reader, order, t, kicker())),
    ...transfers.map((t) => ({
      kicker: kicker(),
      heading: say('documents.transfer'),
      qr: { value: t.code, caption: t.code },
      facts: [...fact(say('documents.date'), when(t.date)), ...fact(say('documents.price'), money(t.price))],
      note: null,
    })),
    ...order.items.map((i) => ({
      kicker: kicker(),
      heading: i.name,
      qr: { value: i.qr ?? i.code, caption: i.code },
      facts: [
        ...fact(say('documents.venue'), i.institution.name),
        ...fact(say('documents.price'), money(i.price)),
      ],
      note: null,
    })),
  ];
  return spec(reader, order, title, sheets);
};

/** One train ticket's e-ticket. */
export const trainPdf = (reader: Reader, order: OrderDoc, ticket: TrainTicket): PdfSpec => {
  const title = textIn(reader.lang, 'documents.trainTitle');
  return spec(reader, order, title, [trainSheet(reader, order, ticket, title)]);
};

/** The receipt of one train ticket: the order's receipt narrowed to that ticket. */
export const trainReceiptPdf = (reader: Reader, order: OrderDoc, ticket: TrainTicket, returned: boolean) =>
  receiptPdf(
    reader,
    {
      ...order,
      tickets: [],
      trains: [ticket],
      transfers: [],
      items: [],
      services: [],
      commission: ticket.commission,
      discount: 0,
      total_amount: ticket.price + ticket.commission,
    },
    returned,
  );

/** The receipt (or return receipt): each line with its price, then fee, discount and total. */
export const receiptPdf = (reader: Reader, order: OrderDoc, returned: boolean): PdfSpec => {
  const { say, money } = words(reader);
  const title = say(returned ? 'documents.returnReceiptTitle' : 'documents.receiptTitle');
  const seat = (row: string | null, place: string | null) =>
    [row ? `${say('documents.row')} ${row}` : '', place ? `${say('documents.seat')} ${place}` : '']
      .filter(Boolean)
      .join(', ');
  const returnedMark = ` (${say('documents.returned')})`;
  const lines: PdfFact[] = [
    ...order.tickets.map((t) => ({
      label: [t.performance.name, seat(t.row, t.place)].filter(Boolean).join(' · '),
      value: `${money(t.price)}${t.returned_at === null ? '' : returnedMark}`,
    })),
    ...order.trains.map((t) => ({
      label: `${say('documents.passenger')}: ${t.fio}`,
      value: `${money(t.price)}${t.returnedAt === null ? '' : returnedMark}`,
    })),
    ...order.transfers.map((t) => ({ label: say('documents.transfer'), value: money(t.price) })),
    ...order.items.map((i) => ({ label: i.name, value: money(i.price) })),
    ...order.services.map((s) => ({ label: s.name, value: money(s.price) })),
    ...(order.commission > 0 ? [{ label: say('documents.fee'), value: money(order.commission) }] : []),
    ...(order.discount > 0 ? [{ label: say('documents.discount'), value: `−${money(order.discount)}` }] : []),
    { label: say('documents.total'), value: money(order.total_amount) },
  ];
  const kicker = `${say('documents.order', { id: order.id })} · ${order.code}`;
  const sheet: PdfSheet = { kicker, heading: title, qr: null, facts: lines, layout: 'lines', note: null };
  return spec(reader, order, title, [sheet]);
};
