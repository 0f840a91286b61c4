// What a ticket given to someone else says (its own image, made on the device: ticketImage.ts): what, when,
// where, the seat, the QR and its code, and that the code admits once. One ticket only, never its order's
// others, nor the order's number, code or prices.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isEntryTicket } from '../../../kernel/entry.ts';
import { formatVenueDateTime } from '../../../kernel/format/dates.ts';
import type { Lang } from '../../../kernel/langs.ts';
import type { Order } from '../api.ts';
import { ticketSeat } from '../gate/gateCodes.ts';

export type SharedTicket = {
  /** The file's name: the ticket's code, nothing of the customer's. */
  fileName: string;
  brand: string;
  title: string;
  when: string;
  venue: string;
  seat: string;
  code: string;
  qr: string;
  admitsOnce: string;
  /** The share sheet's title and text (a messenger shows them beside the image). */
  shareTitle: string;
  shareText: string;
};

/** File names keep to letters, digits and dashes: a code is the platform's text. */
const fileSafe = (text: string): string => text.replace(/[^\p{L}\p{N}-]+/gu, '-').slice(0, 60);

/**
 * Ticket `ticketId` of `order` as given to someone else, or null when it is not one that admits (returned,
 * no QR, an order not paid). `brandName` and `utcOffsetHours` are the brand's (its venues' time).
 */
export const sharedTicket = (
  order: Order,
  ticketId: number,
  at: { now: number; brandName: string; utcOffsetHours: number },
  i18n: I18n,
  lang: Lang,
): SharedTicket | null => {
  const ticket = order.tickets.find((t) => t.id === ticketId);
  if (!ticket?.qr || !isEntryTicket(ticket, order, at.now)) return null;
  const code = ticket.ticket_code ?? ticket.qr;
  const object = ticket.session.object;
  const venue = [object.name, object.address].filter((s) => s?.trim()).join(', ');
  const when = formatVenueDateTime(ticket.session.timeSpending, at.utcOffsetHours, lang);
  const seat = ticketSeat(i18n, ticket);
  const title = ticket.performance.name;
  const admitsOnce = i18n._(
    msg`The code admits one person, once: whoever shows it first gets in. Send it only to the person who will use it.`,
  );
  return {
    fileName: `ticket-${fileSafe(code)}.png`,
    brand: at.brandName,
    title,
    when,
    venue,
    seat,
    code,
    qr: ticket.qr,
    admitsOnce,
    shareTitle: i18n._(msg`Ticket: ${title}`),
    shareText: [title, when, venue, seat].filter(Boolean).join('\n'),
  };
};
