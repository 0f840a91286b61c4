// POST /api/v2/users/me/earlybooking { booking_code, user: { email, last_name, first_name, middle_name,
// dob, city_id, gender, sms_subscribe, email_subscribe } }: a valid, unused code creates a booked order
// (type 6, status 0, tickets without QR, 15 minutes to pay) and answers its id. Codes are single-use.
// The customer's data is kept on the order as its contact; the profile is not changed (that is
// PUT /api/v2/users/me/profile's job).

import * as v from 'valibot';
import { isEmail } from '../../src/kernel/contact.ts';
import { transaction } from '../db/open.ts';
import { num, numOrNull } from '../db/row.ts';
import { addOrder } from '../db/seed/order-builder.ts';
import { t } from '../i18n/messages.ts';
import { readJsonOrForm } from '../web/body.ts';
import { httpError } from '../web/errors.ts';
import { ok } from '../web/reply.ts';
import { type ApiContext, type ApiRouter, nowSeconds, signedInUser } from './context.ts';
import { asGuess } from './guesses.ts';
import { brandCountry } from './layout.ts';
import { PROFILE_FIELDS } from './profile.ts';
import { fields, isRealDate, parse, plainText, single } from './schema.ts';

const BOOKING_MINUTES = 15;

/** The payload's fields (spec §3, src/features/early-booking/rules.ts); anything else is refused. */
const BOOKING_FIELDS = ['booking_code', 'user'] as const;
/** The customer's part is the profile form's fields (spec §3 and §7 name the same nine). */
const BOOKING_USER_FIELDS = PROFILE_FIELDS;
const EMAIL_MAX = 254;
const NAME_MAX = 64;

const invalid = (field: string, message: string) => httpError(422, message, { [field]: [message] });

/** A text field: a string (trimmed) or absent (''); a number, list or object is a 422 on `path`. */
const textOf = (path: string, max: number) =>
  v.optional(
    v.pipe(
      v.nullable(v.string(() => t('fields.string', { name: path }))),
      v.transform((s) => s ?? ''),
      plainText(path),
      v.maxLength(max, () => t('fields.max', { name: path, max })),
      v.transform((s) => s.trim()),
    ),
    '',
  );

const flagOf = (path: string) =>
  v.nullish(v.union([v.boolean(), v.picklist([0, 1, '0', '1'])], () => t('fields.flag', { name: path })));

/**
 * The payload, one problem at a time in the order the form asks (the code, then the customer); the
 * city must be one of the brand's country.
 */
const bookingSchema = (ctx: ApiContext) =>
  fields({
    booking_code: v.pipe(
      textOf('booking_code', NAME_MAX),
      v.minLength(1, () => t('earlyBooking.enterCode')),
    ),
    // Absent reads as null, refused like any value that is not an object.
    user: v.pipe(
      v.optional(v.unknown(), null),
      fields(
        {
          email: v.pipe(
            textOf('user.email', EMAIL_MAX),
            v.check(isEmail, () => t('earlyBooking.email')),
          ),
          first_name: v.pipe(
            textOf('user.first_name', NAME_MAX),
            v.minLength(1, () => t('earlyBooking.firstName')),
          ),
          last_name: v.pipe(
            textOf('user.last_name', NAME_MAX),
            v.minLength(1, () => t('earlyBooking.lastName')),
          ),
          middle_name: textOf('user.middle_name', NAME_MAX),
          dob: v.pipe(
            textOf('user.dob', 10),
            v.check(isRealDate, () => t('earlyBooking.dob')),
          ),
          city_id: v.pipe(
            single('city_id'),
            v.check(
              (id) => /^\d+$/.test(id) && cityOfBrand(ctx, Number(id)),
              () => t('earlyBooking.chooseCity'),
            ),
          ),
          gender: v.pipe(
            single('gender'),
            v.picklist(['0', '1'], () => t('earlyBooking.gender')),
          ),
          sms_subscribe: flagOf('user.sms_subscribe'),
          email_subscribe: flagOf('user.email_subscribe'),
        } satisfies Record<(typeof BOOKING_USER_FIELDS)[number], v.GenericSchema>,
        () => t('earlyBooking.userObject'),
      ),
    ),
  } satisfies Record<(typeof BOOKING_FIELDS)[number], v.GenericSchema>);

const cityOfBrand = (ctx: ApiContext, id: number): boolean =>
  ctx.db
    .prepare(
      'SELECT 1 FROM cities ci JOIN countries co ON co.id = ci.country_id WHERE ci.id = ? AND co.iso2 = ?',
    )
    .get(id, brandCountry(ctx.db, ctx.brand.id)) !== undefined;

const earlyBooking = async (ctx: ApiContext) => {
  const user = signedInUser(ctx);
  const {
    booking_code: code,
    user: { email },
  } = parse(bookingSchema(ctx), await readJsonOrForm(ctx.req), {
    first: true,
    notObject: () => invalid('booking_code', t('earlyBooking.enterCode')),
  });

  const at = nowSeconds(ctx);
  const id = asGuess(ctx, user.id, 'earlyBooking', { field: 'booking_code' }, () =>
    transaction(ctx.db, () => {
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
    }),
  );
  return ok({ id, order_id: id });
};

export const registerEarlyBooking = (router: ApiRouter): void => {
  router.post('/api/v2/users/me/earlybooking', earlyBooking);
};
