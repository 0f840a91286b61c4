// Typed reads of SQLite rows: a column of the wrong type is a bug, reported by name.
import type { SQLOutputValue } from 'node:sqlite';

export type Row = Record<string, SQLOutputValue>;

const wrong = (key: string, want: string, got: SQLOutputValue | undefined) =>
  new TypeError(`Column ${key}: expected ${want}, got ${got === null ? 'null' : typeof got}`);

export const str = (row: Row, key: string): string => {
  const value = row[key];
  if (typeof value !== 'string') throw wrong(key, 'text', value);
  return value;
};

export const strOrNull = (row: Row, key: string): string | null => {
  const value = row[key];
  if (value === null) return null;
  if (typeof value !== 'string') throw wrong(key, 'text or null', value);
  return value;
};

export const num = (row: Row, key: string): number => {
  const value = row[key];
  if (typeof value !== 'number') throw wrong(key, 'number', value);
  return value;
};

export const numOrNull = (row: Row, key: string): number | null => {
  const value = row[key];
  if (value === null) return null;
  if (typeof value !== 'number') throw wrong(key, 'number or null', value);
  return value;
};

export const bool = (row: Row, key: string): boolean => num(row, key) === 1;

/** A JSON text column, parsed. */
export const json = (row: Row, key: string): unknown => JSON.parse(str(row, key));

/** A JSON object of strings per language ({ ru: '…', en: '…' }). */
export const texts = (row: Row, key: string): Record<string, string> => {
  const value = json(row, key);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw wrong(key, 'object', null);
  const out: Record<string, string> = {};
  for (const [lang, text] of Object.entries(value)) {
    if (typeof text === 'string') out[lang] = text;
  }
  return out;
};

/** A JSON list of strings. */
export const strings = (row: Row, key: string): string[] => {
  const value = json(row, key);
  if (!Array.isArray(value)) throw wrong(key, 'list', null);
  return value.filter((x): x is string => typeof x === 'string');
};
