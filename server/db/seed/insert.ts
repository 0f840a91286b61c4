// Inserting plain objects: booleans become 0/1, objects and lists become JSON text.
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

type Cell = SQLInputValue | boolean | readonly unknown[] | { readonly [key: string]: unknown } | undefined;
export type Values = Record<string, Cell>;

const toSql = (value: Cell): SQLInputValue => {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (Array.isArray(value)) return JSON.stringify(value);
  if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) return JSON.stringify(value);
  return value as SQLInputValue;
};

const cache = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

const statement = (db: DatabaseSync, table: string, columns: readonly string[]): StatementSync => {
  let byKey = cache.get(db);
  if (!byKey) {
    byKey = new Map();
    cache.set(db, byKey);
  }
  const key = `${table}(${columns.join(',')})`;
  let stmt = byKey.get(key);
  if (!stmt) {
    const names = columns.map((c) => `"${c}"`).join(', ');
    stmt = db.prepare(`INSERT INTO ${table} (${names}) VALUES (${columns.map(() => '?').join(', ')})`);
    byKey.set(key, stmt);
  }
  return stmt;
};

export const insert = (db: DatabaseSync, table: string, row: Values): void => {
  const columns = Object.keys(row);
  statement(db, table, columns).run(...columns.map((c) => toSql(row[c])));
};

export const insertAll = (db: DatabaseSync, table: string, rows: readonly Values[]): void => {
  for (const row of rows) insert(db, table, row);
};
