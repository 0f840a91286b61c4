// PUT /api/v2/users/me/profile: saves the profile form (spec §7: email, last_name, first_name,
// middle_name, dob, city_id, gender, sms_subscribe, email_subscribe). JSON, snake_case. Answers the
// saved profile in the shape of GET /api/v2/users/me.
import * as v from 'valibot';
import { isEmail } from '../../src/kernel/contact.ts';
import { findUserById } from '../db/users.ts';
import { t } from '../i18n/messages.ts';
import { readJson } from '../web/body.ts';
import { httpError } from '../web/errors.ts';
import { ok } from '../web/reply.ts';
import { type ApiContext, type ApiRouter, signedInUser } from './context.ts';
import { date, fields, flag, int, parse, requiredInt, requiredText, text } from './schema.ts';
import { profileOf } from './users.ts';

const NAME = { max: 64 } as const;
/** The earliest date of birth taken: anything before is a typing slip (0001-01-01), not a customer. */
const DOB_MIN = '1900-01-01';
/** The form's fields (spec §7); anything else is refused. */
export const PROFILE_FIELDS = [
  'email',
  'last_name',
  'first_name',
  'middle_name',
  'dob',
  'city_id',
  'gender',
  'sms_subscribe',
  'email_subscribe',
] as const;

/** The form (spec §7), read against today and the cities the platform knows; anything else is refused. */
const profileSchema = (ctx: ApiContext) => {
  const today = new Date(ctx.now()).toISOString().slice(0, 10);
  return fields({
    email: v.pipe(
      requiredText('email', { max: 120 }),
      v.check(
        (s) => s === '' || isEmail(s),
        () => t('fields.format', { name: 'email' }),
      ),
    ),
    first_name: text('first_name', NAME),
    last_name: text('last_name', NAME),
    middle_name: text('middle_name', NAME),
    dob: v.pipe(
      date('dob'),
      v.check(
        (d) => d === null || d < today,
        () => t('fields.datePast', { name: 'dob' }),
      ),
      v.check(
        (d) => d === null || d >= DOB_MIN,
        () => t('fields.dateFrom', { name: 'dob', date: DOB_MIN }),
      ),
    ),
    city_id: v.pipe(
      requiredInt('city_id'),
      v.check(
        (id) => ctx.db.prepare('SELECT 1 FROM cities WHERE id = ?').get(id) !== undefined,
        () => t('fields.selected', { name: 'city_id' }),
      ),
    ),
    gender: int('gender', [0, 1]),
    sms_subscribe: flag('sms_subscribe'),
    email_subscribe: flag('email_subscribe'),
  } satisfies Record<(typeof PROFILE_FIELDS)[number], v.GenericSchema>);
};

export const registerProfile = (router: ApiRouter): void => {
  router.put('/api/v2/users/me/profile', async (ctx) => {
    const user = signedInUser(ctx);
    const form = parse(profileSchema(ctx), await readJson(ctx.req));
    ctx.db
      .prepare(
        `UPDATE users SET email = ?, first_name = ?, last_name = ?, middle_name = ?, dob = ?, city_id = ?,
         gender = ?, sms_subscribe = ?, email_subscribe = ? WHERE id = ?`,
      )
      .run(
        form.email,
        form.first_name,
        form.last_name,
        form.middle_name,
        form.dob,
        form.city_id,
        form.gender,
        (form.sms_subscribe ?? user.smsSubscribe) ? 1 : 0,
        (form.email_subscribe ?? user.emailSubscribe) ? 1 : 0,
        user.id,
      );
    const saved = findUserById(ctx.db, user.id);
    if (!saved) throw httpError(404, t('http.notFound'));
    return ok(profileOf(ctx.db, saved));
  });
};
