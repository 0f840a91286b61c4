// The gate's rules: which of an order's codes gate mode shows, and when an order is ready for the gate.
// The one rule of what is an entry code is the kernel's (src/kernel/entry.ts, asked by the reference
// server's wallet passes too); the list, gate mode, "Ready for the gate" and the gate start ask
// isEntryTicket, isEntryTrainTicket and isEntryTransfer (the list's item and service QRs ask isEntryItem
// and isEntryService, items.ts, on the same order rule).
import {
  entryUntil,
  isEntryTicket,
  isEntryTrainTicket,
  orderAdmits,
  timeLeft,
} from '../../../kernel/entry.ts';
import { pickLocalized } from '../../../lib/http/schemas.ts';
import type { Order, Transfer } from '../schemas.ts';
import type { Ctx } from './status.ts';

/** A transfer: its order admits, it is not returned, its pick-up time has not run out. */
export const isEntryTransfer = (t: Transfer, o: Order, now: number): boolean =>
  orderAdmits(o) && t.returned_at === null && timeLeft(t.date, now);

/** One entry code shown at the gate: a ticket's, a train ticket's or a transfer's, with what identifies it. */
export type GatePass = {
  /** `ticket-<id>`, `train-<id>` or `transfer-<id>`. */
  key: string;
  kind: 'ticket' | 'train' | 'transfer';
  qr: string;
  code: string;
  title: string;
  at: number | null;
  /** Until when it admits (entryUntil), for the gate start, which opens on the first one still valid. */
  until: number | null;
  seat: {
    section: string | null;
    hall: string | null;
    row: string | null;
    place: string | null;
    car: string | null;
  };
};

const NO_SEAT = { section: null, hall: null, row: null, place: null, car: null };

/**
 * The order's entry codes in the card's order (tickets, train tickets, transfers): what gate mode shows.
 * `lang` picks a transfer's place names.
 */
export const gatePasses = (o: Order, { now }: Ctx, lang = 'ru'): GatePass[] => [
  ...o.tickets.flatMap((t): GatePass[] =>
    isEntryTicket(t, o, now) && t.qr
      ? [
          {
            key: `ticket-${t.id}`,
            kind: 'ticket',
            qr: t.qr,
            code: t.ticket_code ?? t.qr,
            title: t.performance.name,
            at: t.session.timeSpending,
            until: entryUntil(t.session.timeSpending),
            seat: { section: t.section_name, hall: t.hall_name, row: t.row, place: t.place, car: null },
          },
        ]
      : [],
  ),
  ...o.trains.flatMap((t): GatePass[] =>
    isEntryTrainTicket(t, o, now) && t.code
      ? [
          {
            key: `train-${t.id}`,
            kind: 'train',
            qr: t.code,
            code: t.code,
            title: o.train ? `${o.train.from} → ${o.train.to}` : t.fio,
            at: o.train?.departureTimeInformation ?? t.date,
            until: entryUntil(t.date),
            seat: { ...NO_SEAT, place: t.places, car: t.carNumber },
          },
        ]
      : [],
  ),
  ...o.transfers.flatMap((t): GatePass[] =>
    isEntryTransfer(t, o, now)
      ? [
          {
            key: `transfer-${t.id}`,
            kind: 'transfer',
            qr: t.code,
            code: t.code,
            title: `${pickLocalized(t.from.names, lang)} → ${pickLocalized(t.to.names, lang)}`,
            at: t.date,
            until: entryUntil(t.date),
            seat: NO_SEAT,
          },
        ]
      : [],
  ),
];

/**
 * "Ready for the gate": an order of the actual tab whose every ticket, train ticket and transfer not
 * returned is an entry code the device holds (the lists of that tab are kept on the device).
 */
export const readyForGate = (o: Order, ctx: Ctx): boolean => {
  if (ctx.tab !== 'actual') return false;
  const held =
    o.tickets.filter((t) => t.returned_at === null).length +
    o.trains.filter((t) => t.returnedAt === null).length +
    o.transfers.filter((t) => t.returned_at === null).length;
  return held > 0 && gatePasses(o, ctx).length === held;
};
