// Points: GET /api/v2/users/me/transactions (20 a page, newest first) and POST /api/v2/promocodes/activate.
// credit, debit and sum go out as stored: hundredths of a point, the platform's "minor units" (spec §3);
// `sum` is the balance after the operation. The client divides by 100 to show points.

import type { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import { transaction } from '../db/open.ts';
import { num, str } from '../db/row.ts';
import type { User } from '../db/users.ts';
import { t } from '../i18n/messages.ts';
import { readJsonOrForm } from '../web/body.ts';
import { fieldError } from '../web/errors.ts';
import { ok } from '../web/reply.ts';
import { type ApiContext, type ApiRouter, nowSeconds, signedInUser } from './context.ts';
import { asGuess } from './guesses.ts';
import { pagedAnswer, readPaging } from './paging.ts';
import { fields, parse, single } from './schema.ts';

const TRANSACTIONS_PER_PAGE = 20;

const transactions = (ctx: ApiContext) => {
  const user = signedInUser(ctx);
  const paging = readPaging(ctx.query, TRANSACTIONS_PER_PAGE, 'per_page');
  const total = num(
    ctx.db.prepare('SELECT count(*) AS n FROM transactions WHERE user_id = ?').get(user.id) ?? {},
    'n',
  );
  const data = ctx.db
    .prepare(
      `SELECT id, created_at, credit, debit, sum, message FROM transactions WHERE user_id = ?
       ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(user.id, paging.perPage, paging.offset)
    .map((row) => ({
      id: num(row, 'id'),
      createdAt: num(row, 'created_at'),
      credit: num(row, 'credit'),
      debit: num(row, 'debit'),
      sum: num(row, 'sum'),
      message: str(row, 'message'),
    }));
  return ok(pagedAnswer(data, total, paging));
};

/** Adds `points` to the customer's balance and writes the operation into the history. */
const creditPoints = (db: DatabaseSync, user: User, points: number, message: string, at: number) => {
  db.prepare('UPDATE users SET balance = balance + ? WHERE id = ?').run(points, user.id);
  const balance = num(db.prepare('SELECT balance FROM users WHERE id = ?').get(user.id) ?? {}, 'balance');
  db.prepare(
    'INSERT INTO transactions (user_id, created_at, credit, debit, sum, message) VALUES (?, ?, ?, 0, ?, ?)',
  ).run(user.id, at, points * 100, balance * 100, message);
  return balance;
};

const noCode = () => fieldError('code', t('fields.empty'));
/** `{ params: { code } }` (JSON or the form `params[code]=…`). */
const ACTIVATE = fields({
  params: v.optional(
    fields(
      {
        code: v.pipe(
          single('code'),
          v.minLength(1, () => t('fields.empty')),
        ),
      },
      () => t('points.paramsObject'),
    ),
    {},
  ),
});

const activate = async (ctx: ApiContext) => {
  const user = signedInUser(ctx);
  const { code } = parse(ACTIVATE, await readJsonOrForm(ctx.req), {
    keys: { 'params.code': 'code' },
    notObject: noCode,
  }).params;
  const promo = asGuess(ctx, user.id, 'promo', { field: 'code' }, () => {
    const found = ctx.db
      .prepare('SELECT code, points FROM promo_codes WHERE code = ? COLLATE NOCASE AND active = 1')
      .get(code);
    if (!found) throw fieldError('code', t('points.promoRejected'));
    const used = ctx.db
      .prepare('SELECT 1 FROM promo_activations WHERE code = ? AND user_id = ?')
      .get(str(found, 'code'), user.id);
    // Once per customer: a second try is refused like an unknown code (the platform says the same).
    if (used) throw fieldError('code', t('points.promoRejected'));
    return found;
  });
  const name = str(promo, 'code');
  const points = num(promo, 'points');
  const at = nowSeconds(ctx);
  const balance = transaction(ctx.db, () => {
    ctx.db
      .prepare('INSERT INTO promo_activations (code, user_id, activated_at) VALUES (?, ?, ?)')
      .run(name, user.id, at);
    return creditPoints(ctx.db, user, points, t('points.promoLine', { code: name }), at);
  });
  return ok({ message: t('points.promoActivated'), points, balance });
};

export const registerBalance = (router: ApiRouter): void => {
  router.get('/api/v2/users/me/transactions', transactions);
  router.post('/api/v2/promocodes/activate', activate);
};
