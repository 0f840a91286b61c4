// List / create / update / delete of records a customer owns (passports, addresses). Another
// customer's id answers 404, like one that does not exist: ids are not a way to probe other accounts.
// A record is stored once (a unique index over its fields, migration 9): sending the same one again
// answers the stored one (200), so a double submit or a burst makes one row. A list holds at most
// `max` records; the insert checks the count in the same statement, so a burst cannot overfill it.
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
  /** The most records one customer keeps, and the text when the list is full. */
  max: number;
  full: 'limits.passports' | 'limits.addresses';
};

/** The stored record with exactly these values, if any (`IS` matches nulls too). */
const findSame = (db: DatabaseSync, table: string, userId: number, values: Record<string, SQLInputValue>) => {
  const where = Object.keys(values).map((k) => `${k} IS ?`);
  return db
    .prepare(`SELECT * FROM ${table} WHERE user_id = ? AND ${where.join(' AND ')}`)
    .get(userId, ...Object.values(values));
};

const isUniqueViolation = (e: unknown): boolean => e instanceof Error && 'errcode' in e && e.errcode === 2067; // SQLITE_CONSTRAINT_UNIQUE

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
      .prepare(
        `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${columns.map(() => '?').join(', ')}
         WHERE (SELECT count(*) FROM ${table} WHERE user_id = ?) < ? ON CONFLICT DO NOTHING`,
      )
      .run(userId, nowSeconds(ctx), ...Object.values(values), userId, spec.max);
    if (result.changes === 0) {
      const same = findSame(ctx.db, table, userId, values);
      if (same) return ok({ data: spec.toJson(same) });
      const message = t(spec.full, { max: spec.max });
      throw httpError(422, message, [message]);
    }
    const row = findOwned(ctx.db, table, Number(result.lastInsertRowid), userId);
    return { status: 201, body: { data: spec.toJson(row) } };
  });

  router.put(`${path}/:id`, async (ctx) => {
    const { id: userId } = user(ctx);
    const id = idParam(ctx.params.id);
    findOwned(ctx.db, table, id, userId);
    const values = await valuesFrom(ctx, spec);
    const sets = Object.keys(values).map((k) => `${k} = ?`);
    try {
      ctx.db
        .prepare(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = ? AND user_id = ?`)
        .run(...Object.values(values), id, userId);
    } catch (e) {
      // The edit made it a copy of another stored record.
      if (!isUniqueViolation(e)) throw e;
      throw httpError(422, t('limits.sameRecord'), [t('limits.sameRecord')]);
    }
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
