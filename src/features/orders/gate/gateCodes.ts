// What gate mode shows for an order: its codes with their facts, and the view's texts, in the active
// language. Plain functions (not a component), because two places need them: GateMode, and the offline
// sync, which keeps the next order's first code ready for the gate start (src/start/gate/).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatVenueDateTime } from '../../../kernel/format/dates.ts';
import type { Lang } from '../../../kernel/langs.ts';
import { brand } from '../../../lib/brand/current.ts';
import type { GateViewCode, GateViewTexts } from '../../../ui/screen-kit/GateView.tsx';
import type { Order, Ticket } from '../api.ts';
import { type GatePass, gatePasses } from '../rules/gate.ts';
import type { Ctx } from '../rules/status.ts';

/** "Car 5 · Stalls · Row 7 · Place 12": the seat of a code, in gate mode and in a ticket's one view. */
export const seatLine = (i18n: I18n, seat: GatePass['seat']): string =>
  [
    seat.car && i18n._(msg`Car ${seat.car}`),
    seat.section,
    seat.hall,
    seat.row && i18n._(msg`Row ${seat.row}`),
    seat.place && i18n._(msg`Place ${seat.place}`),
  ]
    .filter(Boolean)
    .join(' · ');

/** An event ticket's seat line. */
export const ticketSeat = (
  i18n: I18n,
  t: Pick<Ticket, 'section_name' | 'hall_name' | 'row' | 'place'>,
): string =>
  seatLine(i18n, { section: t.section_name, hall: t.hall_name, row: t.row, place: t.place, car: null });

/** A ticket's control or QR named with its seat: an order's tickets differ by nothing else. */
export const withSeat =
  (seat: string) =>
  (words: string): string =>
    seat ? `${words}, ${seat}` : words;

/** The event ticket a gate code is (`ticket-<id>`), or null for a train ticket's or a transfer's. */
export const ticketIdOf = (key: string): number | null =>
  key.startsWith('ticket-') ? Number(key.slice('ticket-'.length)) : null;

const qrLabel = (i18n: I18n, { kind, code, seat }: GatePass): string =>
  withSeat(seatLine(i18n, seat))(
    kind === 'transfer' ? i18n._(msg`QR code of transfer ${code}`) : i18n._(msg`QR code of ticket ${code}`),
  );

/** Gate mode's codes for an order, each with the time it stops admitting (for the gate start). */
export const gateCodes = (
  order: Order,
  ctx: Ctx,
  i18n: I18n,
  lang: Lang,
): (GateViewCode & { until: number | null })[] =>
  gatePasses(order, ctx, lang).map((p) => ({
    key: p.key,
    value: p.qr,
    code: p.code,
    title: p.title,
    facts: [formatVenueDateTime(p.at, brand.utcOffsetHours, lang), seatLine(i18n, p.seat)].filter(Boolean),
    label: qrLabel(i18n, p),
    until: p.until,
  }));

export const gateViewTexts = (i18n: I18n): GateViewTexts => ({
  close: i18n._(msg`Close`),
  previous: i18n._(msg`Previous ticket`),
  next: i18n._(msg`Next ticket`),
  position: (n, of) => i18n._(msg`Ticket ${n} of ${of}`),
  hint: i18n._(msg`Each code admits once. Turn your screen brightness up so the scanner reads the code.`),
});
