// Prepared statements kept per database and SQL text. Compiling a statement cost about as much as
// running it on the hot read paths (a page of orders runs ~160 small queries), so those paths prepare
// each text once per database (docs/decisions-server.md).
import type { DatabaseSync, StatementSync } from 'node:sqlite';

const byDb = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

export const prepared = (db: DatabaseSync, sql: string): StatementSync => {
  let statements = byDb.get(db);
  if (!statements) {
    statements = new Map();
    byDb.set(db, statements);
  }
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
};
