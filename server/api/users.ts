// GET /api/v2/users/me: the signed-in customer's profile. Field spelling follows the platform, which
// mixes snake_case (names, city, subscriptions) and camelCase (the rest); the client normalises.
import type { DatabaseSync } from 'node:sqlite';
import type { User } from '../db/users.ts';
import { ok } from '../web/reply.ts';
import { type ApiRouter, signedInUser } from './context.ts';

const socials = (db: DatabaseSync, userId: number) =>
  db
    .prepare('SELECT provider, external_id FROM user_socials WHERE user_id = ? ORDER BY id')
    .all(userId)
    .map((row) => ({ provider: row.provider, id: row.external_id }));

export const profileOf = (db: DatabaseSync, user: User) => ({
  id: user.id,
  email: user.email,
  phone: user.phone,
  balance: user.balance,
  hasSubscribe: user.hasSubscribe ? 1 : 0,
  downloadToken: user.downloadToken,
  cardCode: user.cardCode,
  first_name: user.firstName,
  last_name: user.lastName,
  middle_name: user.middleName,
  gender: user.gender,
  city_id: user.cityId,
  dob: user.dob,
  sms_subscribe: user.smsSubscribe ? 1 : 0,
  email_subscribe: user.emailSubscribe ? 1 : 0,
  avatar: user.avatar,
  socials: socials(db, user.id),
});

export const registerUsers = (router: ApiRouter): void => {
  router.get('/api/v2/users/me', (ctx) => ok(profileOf(ctx.db, signedInUser(ctx))));
};
