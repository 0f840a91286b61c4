// PUT /api/v2/users/me/profile: saves the profile form (spec §7: email, last_name, first_name,
// middle_name, dob, city_id, gender, sms_subscribe, email_subscribe). JSON, snake_case. Answers the
// saved profile in the shape of GET /api/v2/users/me.
import { findUserById } from '../db/users.ts';
import { t } from '../i18n/messages.ts';
import { readJson } from '../web/body.ts';
import { httpError } from '../web/errors.ts';
import { ok } from '../web/reply.ts';
import { type ApiRouter, signedInUser } from './context.ts';
import { profileOf } from './users.ts';
import { asFields, checker } from './validate.ts';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME = { max: 64 } as const;
/** The earliest date of birth taken: anything before is a typing slip (0001-01-01), not a customer. */
export const DOB_MIN = '1900-01-01';
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

export const registerProfile = (router: ApiRouter): void => {
  router.put('/api/v2/users/me/profile', async (ctx) => {
    const user = signedInUser(ctx);
    const c = checker(asFields(await readJson(ctx.req)), PROFILE_FIELDS);
    const email = c.text('email', { required: true, max: 120, pattern: EMAIL_PATTERN });
    const firstName = c.text('first_name', NAME);
    const lastName = c.text('last_name', NAME);
    const middleName = c.text('middle_name', NAME);
    const dob = c.date('dob');
    if (dob && dob >= new Date(ctx.now()).toISOString().slice(0, 10))
      c.fail('dob', t('fields.datePast', { name: 'dob' }));
    else if (dob && dob < DOB_MIN) c.fail('dob', t('fields.dateFrom', { name: 'dob', date: DOB_MIN }));
    const cityId = c.int('city_id', { required: true });
    if (cityId !== null && !ctx.db.prepare('SELECT 1 FROM cities WHERE id = ?').get(cityId)) {
      c.fail('city_id', t('fields.selected', { name: 'city_id' }));
    }
    const gender = c.int('gender', { oneOf: [0, 1] });
    const sms = c.flag('sms_subscribe');
    const mail = c.flag('email_subscribe');
    c.done();
    ctx.db
      .prepare(
        `UPDATE users SET email = ?, first_name = ?, last_name = ?, middle_name = ?, dob = ?, city_id = ?,
         gender = ?, sms_subscribe = ?, email_subscribe = ? WHERE id = ?`,
      )
      .run(
        email,
        firstName,
        lastName,
        middleName,
        dob,
        cityId,
        gender,
        (sms ?? user.smsSubscribe) ? 1 : 0,
        (mail ?? user.emailSubscribe) ? 1 : 0,
        user.id,
      );
    const saved = findUserById(ctx.db, user.id);
    if (!saved) throw httpError(404, t('http.notFound'));
    return ok(profileOf(ctx.db, saved));
  });
};
