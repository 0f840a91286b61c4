// Codes a customer types in: early booking and external ticket numbers (PROMO100 lives in points.ts).
import type { DatabaseSync } from 'node:sqlite';
import { USER } from './accounts.ts';
import { SESSION } from './catalog.ts';
import type { Clock } from './clock.ts';
import { insert } from './insert.ts';
import { digitsOf } from './random.ts';

/** The order id an assigned EXT-12345 becomes. */
const EXTERNAL_ORDER_ID = 1041;

export const seedCodes = (db: DatabaseSync, clock: Clock): void => {
  insert(db, 'early_booking_codes', {
    code: 'EARLY2026',
    session_id: SESSION.earlyBooking,
    tickets_count: 2,
    price: 4000,
    commission: 200,
  });
  insert(db, 'early_booking_codes', {
    code: 'USED2025',
    session_id: SESSION.earlyBooking,
    tickets_count: 2,
    price: 4000,
    commission: 200,
    used_at: clock.rel(-30),
    used_by: USER.anna,
  });
  const code = digitsOf('external:EXT-12345', 12);
  insert(db, 'external_tickets', {
    number: 'EXT-12345',
    order_id: EXTERNAL_ORDER_ID,
    session_id: SESSION.externalTicket,
    ticket_code: code,
    qr: code,
    section_name: 'Сектор C',
    seat_row: '4',
    seat_place: '9',
  });
};
