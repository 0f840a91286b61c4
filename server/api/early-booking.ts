// POST /api/v2/users/me/earlybooking { booking_code, user: { email, last_name, first_name, middle_name,
// dob, city_id, gender, sms_subscribe, email_subscribe } }: a valid, unused code creates a booked order
// (type 6, status 0, tickets without QR, 15 minutes to pay) and answers its id. Codes are single-use.
// The customer's data is kept on the order as its contact; the profile is not changed (that is
// PUT /api/v2/users/me/profile's job).

import { transaction } from '../db/open.ts';
import { num, numOrNull } from '../db/row.ts';
import { addOrder } from '../db/seed/order-builder.ts';
import { t } from '../i18n/messages.ts';
import { field, readJsonOrForm, refuseUnknownFields } from '../web/body.ts';
import { httpError } from '../web/errors.ts';
import { ok } from '../web/reply.ts';
import { type ApiContext, type ApiRouter, nowSeconds, signedInUser } from './context.ts';
import { brandCountry } from './layout.ts';
import { PROFILE_FIELDS } from './profile.ts';

export const BOOKING_MINUTES = 15;

/** The payload's fields (spec §3, src/features/early-booking/rules.ts); anything else is refused. */
export const BOOKING_FIELDS = ['booking_code', 'user'] as const;
/** The customer's part is the profile form's fields (spec §3 and §7 name the same nine). */
export const BOOKING_USER_FIELDS = PROFILE_FIELDS;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;

const invalid = (field: string, message: string) => httpError(422, message, { [field]: [message] });

/** A text field: a string (trimmed) or absent (''); a number, list or object is a 422 on `path`. */
const textOf = (obj: object, name: string, path: string, max: number): string => {
  const value: unknown = Object.hasOwn(obj, name) ? Reflect.get(obj, name) : undefined;
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw invalid(path, t('fields.string', { name: path }));
  if (value.length > max) throw invalid(path, t('fields.max', { name: path, max }));
  return value.trim();
};

const FLAGS: readonly unknown[] = [0, 1, '0', '1', true, false, null, undefined];
const NAME_MAX = 64;

const earlyBooking = async (ctx: ApiContext) => {
  const user = signedInUser(ctx);
  const body = await readJsonOrForm(ctx.req);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalid('booking_code', t('earlyBooking.enterCode'));
  refuseUnknownFields(body, BOOKING_FIELDS);
  const code = textOf(body, 'booking_code', 'booking_code', NAME_MAX);
  if (!code) throw invalid('booking_code', t('earlyBooking.enterCode'));
  const person: unknown = Reflect.get(body, 'user');
  if (typeof person !== 'object' || person === null || Array.isArray(person))
    throw invalid('user', t('earlyBooking.userObject'));
  refuseUnknownFields(person, BOOKING_USER_FIELDS, 'user.');
  const email = textOf(person, 'email', 'user.email', EMAIL_MAX);
  const firstName = textOf(person, 'first_name', 'user.first_name', NAME_MAX);
  const lastName = textOf(person, 'last_name', 'user.last_name', NAME_MAX);
  textOf(person, 'middle_name', 'user.middle_name', NAME_MAX);
  const dob = textOf(person, 'dob', 'user.dob', 10);
  const cityId = field(person, 'city_id');
  const gender = field(person, 'gender');
  for (const name of ['sms_subscribe', 'email_subscribe']) {
    if (!FLAGS.includes(Reflect.get(person, name)))
      throw invalid(`user.${name}`, t('fields.flag', { name: `user.${name}` }));
  }
  const city = /^\d+$/.test(cityId)
    ? ctx.db
        .prepare(
          'SELECT ci.id FROM cities ci JOIN countries co ON co.id = ci.country_id WHERE ci.id = ? AND co.iso2 = ?',
        )
        .get(Number(cityId), brandCountry(ctx.db, ctx.brand.id))
    : undefined;
  if (!city) throw invalid('user.city_id', t('earlyBooking.chooseCity'));
  if (!firstName) throw invalid('user.first_name', t('earlyBooking.firstName'));
  if (!lastName) throw invalid('user.last_name', t('earlyBooking.lastName'));
  if (!EMAIL.test(email)) throw invalid('user.email', t('earlyBooking.email'));
  if (gender !== '0' && gender !== '1') throw invalid('user.gender', t('earlyBooking.gender'));
  const dobOk = /^\d{4}-\d{2}-\d{2}$/.test(dob) && !Number.isNaN(Date.parse(`${dob}T00:00:00Z`));
  if (!dobOk || new Date(`${dob}T00:00:00Z`).toISOString().slice(0, 10) !== dob)
    throw invalid('user.dob', t('earlyBooking.dob'));

  const at = nowSeconds(ctx);
  const id = transaction(ctx.db, () => {
    const row = ctx.db
      .prepare(
        `SELECT b.session_id, b.tickets_count, b.price, b.commission, b.used_at, s.time_spending
         FROM early_booking_codes b JOIN sessions s ON s.id = b.session_id WHERE b.code = ? COLLATE NOCASE`,
      )
      .get(code);
    if (!row) throw invalid('booking_code', t('earlyBooking.codeUnknown'));
    if (numOrNull(row, 'used_at') !== null) throw invalid('booking_code', t('earlyBooking.codeUsed'));
    const orderId = num(ctx.db.prepare('SELECT max(id) AS m FROM orders').get() ?? {}, 'm') + 1;
    const price = num(row, 'price');
    const commission = num(row, 'commission');
    addOrder(ctx.db, {
      id: orderId,
      userId: user.id,
      brand: ctx.brand.id,
      kind: 'event',
      status: 0,
      type: 6,
      sessionId: num(row, 'session_id'),
      eventAt: num(row, 'time_spending'),
      createdAt: at,
      expiredAt: at + BOOKING_MINUTES * 60,
      contact: { email, phone: user.phone },
      tickets: Array.from({ length: num(row, 'tickets_count') }, (_, i) => ({
        price,
        commission,
        qr: false,
        row: '3',
        place: String(11 + i),
      })),
    });
    ctx.db
      .prepare(
        'UPDATE early_booking_codes SET used_at = ?, used_by = ?, order_id = ? WHERE code = ? COLLATE NOCASE',
      )
      .run(at, user.id, orderId, code);
    return orderId;
  });
  return ok({ id, order_id: id });
};

export const registerEarlyBooking = (router: ApiRouter): void => {
  router.post('/api/v2/users/me/earlybooking', earlyBooking);
};
