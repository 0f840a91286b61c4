// Server-side validation of JSON bodies: collects every field's problem, then answers one 422 with
// `{ message, errors: { field: [text] } }` (the platform's error body), never a 500.

import { t } from '../i18n/messages.ts';
import { unknownFields } from '../web/body.ts';
import { httpError } from '../web/errors.ts';

export type Fields = Record<string, unknown>;

/** The body as an object of fields; anything else (a list, a string) is a 400. */
export const asFields = (body: unknown): Fields => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw httpError(400, t('fields.sendObject'), [t('fields.bodyObject')]);
  }
  return body as Fields;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date that exists: `Date` rolls 2020-02-30 over into March, so the date must read back the same. */
const isRealDate = (s: string) => {
  if (!DATE.test(s)) return false;
  const time = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === s;
};

export type Checker = {
  /** A trimmed text, or null when absent/empty and optional. */
  text: (name: string, opts?: { required?: boolean; max?: number; pattern?: RegExp }) => string | null;
  /** A YYYY-MM-DD date, or null when absent and optional. */
  date: (name: string, opts?: { required?: boolean }) => string | null;
  /** An integer (numbers or numeric strings), or null when absent and optional. */
  int: (name: string, opts?: { required?: boolean; oneOf?: readonly number[] }) => number | null;
  /** 0/1/true/false/'0'/'1' → boolean; absent → null. */
  flag: (name: string) => boolean | null;
  fail: (name: string, message: string) => void;
  /** Throws the 422 when anything failed. */
  done: () => void;
};

/** Checks `body`'s fields; with `allowed`, a field outside it fails too (unknown fields are refused). */
export const checker = (body: Fields, allowed?: readonly string[]): Checker => {
  const errors: Record<string, string[]> = {};
  const fail = (name: string, message: string) => {
    errors[name] = [...(errors[name] ?? []), message];
  };
  for (const name of allowed ? unknownFields(body, allowed).slice(0, 10) : []) {
    fail(name.slice(0, 40), t('http.fieldNotAllowed', { name: name.slice(0, 40) }));
  }
  const present = (name: string) => body[name] !== undefined && body[name] !== null && body[name] !== '';
  return {
    fail,
    text: (name, opts = {}) => {
      const raw = body[name];
      if (!present(name) || (typeof raw === 'string' && !raw.trim())) {
        if (opts.required) fail(name, t('fields.required', { name }));
        return null;
      }
      if (typeof raw !== 'string') {
        fail(name, t('fields.string', { name }));
        return null;
      }
      const value = raw.trim();
      if (opts.max && value.length > opts.max) fail(name, t('fields.max', { name, max: opts.max }));
      else if (opts.pattern && !opts.pattern.test(value)) fail(name, t('fields.format', { name }));
      return value;
    },
    date: (name, opts = {}) => {
      const raw = body[name];
      if (!present(name)) {
        if (opts.required) fail(name, t('fields.required', { name }));
        return null;
      }
      if (typeof raw !== 'string' || !isRealDate(raw)) {
        fail(name, t('fields.date', { name }));
        return null;
      }
      return raw;
    },
    int: (name, opts = {}) => {
      const raw = body[name];
      if (!present(name)) {
        if (opts.required) fail(name, t('fields.required', { name }));
        return null;
      }
      const n =
        typeof raw === 'number'
          ? raw
          : typeof raw === 'string' && /^-?\d+$/.test(raw)
            ? Number(raw)
            : Number.NaN;
      if (!Number.isInteger(n) || (opts.oneOf && !opts.oneOf.includes(n))) {
        fail(name, t('fields.selected', { name }));
        return null;
      }
      return n;
    },
    flag: (name) => {
      const raw = body[name];
      if (raw === undefined || raw === null) return null;
      if (raw === true || raw === 1 || raw === '1') return true;
      if (raw === false || raw === 0 || raw === '0') return false;
      fail(name, t('fields.flag', { name }));
      return null;
    },
    done: () => {
      const names = Object.keys(errors);
      if (names.length === 0) return;
      const first = errors[names[0] ?? '']?.[0] ?? t('fields.invalid');
      throw httpError(422, first, errors);
    },
  };
};

/** A positive integer id from a path parameter; anything else is a 404 (no such resource). */
export const idParam = (raw: string | undefined): number => {
  const n = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (n <= 0) throw httpError(404, t('http.notFound'));
  return n;
};
