// List / create / update / delete of records a customer owns (passports, addresses). Another
// customer's id answers 404, like one that does not exist: ids are not a way to probe other accounts.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type * as v from 'valibot';
import type { Row } from '../db/row.ts';
import { t } from '../i18n/messages.ts';
import { readJson } from '../web/body.ts';
import { httpError } from '../web/errors.ts';
import { ok } from '../web/reply.ts';
import { type ApiContext, type ApiRouter, nowSeconds, signedInUser } from './context.ts';
import { idParam, parse } from './schema.ts';

export type OwnedSpec = {
  path: string;
  table: 'passports' | 'addresses';
  /** The record as the API answers it. */
  toJson: (row: Row) => Record<string, unknown>;
  /** The body (its fields, anything else refused), read into the column values to store. */
  body: v.GenericSchema<unknown, Record<string, SQLInputValue>>;
  /** Extra condition on the request (e.g. the brand offers addresses). */
  guard?: (ctx: ApiContext) => void;
};

const findOwned = (db: DatabaseSync, table: string, id: number, userId: number): Row => {
  const row = db.prepare(`SELECT * FROM ${table} WHERE id = ? AND user_id = ?`).get(id, userId);
  if (!row) throw httpError(404, t('http.notFound'));
  return row;
};

const valuesFrom = async (ctx: ApiContext, spec: OwnedSpec) => parse(spec.body, await readJson(ctx.req));

export const registerOwned = (router: ApiRouter, spec: OwnedSpec): void => {
  const { path, table } = spec;
  const user = (ctx: ApiContext) => {
    const u = signedInUser(ctx);
    spec.guard?.(ctx);
    return u;
  };

  router.get(path, (ctx) => {
    const { id } = user(ctx);
    const rows = ctx.db.prepare(`SELECT * FROM ${table} WHERE user_id = ? ORDER BY id`).all(id);
    return ok({ data: rows.map(spec.toJson) });
  });

  router.post(path, async (ctx) => {
    const { id: userId } = user(ctx);
    const values = await valuesFrom(ctx, spec);
    const columns = ['user_id', 'created_at', ...Object.keys(values)];
    const result = ctx.db
      .prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
      .run(userId, nowSeconds(ctx), ...Object.values(values));
    const row = findOwned(ctx.db, table, Number(result.lastInsertRowid), userId);
    return { status: 201, body: { data: spec.toJson(row) } };
  });

  router.put(`${path}/:id`, async (ctx) => {
    const { id: userId } = user(ctx);
    const id = idParam(ctx.params.id);
    findOwned(ctx.db, table, id, userId);
    const values = await valuesFrom(ctx, spec);
    const sets = Object.keys(values).map((k) => `${k} = ?`);
    ctx.db
      .prepare(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = ? AND user_id = ?`)
      .run(...Object.values(values), id, userId);
    return ok({ data: spec.toJson(findOwned(ctx.db, table, id, userId)) });
  });

  router.delete(`${path}/:id`, (ctx) => {
    const { id: userId } = user(ctx);
    const id = idParam(ctx.params.id);
    findOwned(ctx.db, table, id, userId);
    ctx.db.prepare(`DELETE FROM ${table} WHERE id = ? AND user_id = ?`).run(id, userId);
    return ok({ message: t('cards.deleted'), status: 'deleted' });
  });
};
