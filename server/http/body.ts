// Request bodies: a size limit, JSON, and form encoding with PHP-style bracket keys
// (`params[email]=a` → { params: { email: 'a' } }, `ids[]=1&ids[]=2` → { ids: ['1', '2'] }).
import type { IncomingMessage } from 'node:http';
import { t } from '../i18n/messages.ts';
import { httpError } from './errors.ts';

export const BODY_LIMIT = 64 * 1024;
const MAX_DEPTH = 5;
const MAX_FIELDS = 500;
/** Keys that would reach Object.prototype through a plain object. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export type FormValue = string | FormValue[] | FormObject;
export type FormObject = { [key: string]: FormValue };

export const mediaType = (req: IncomingMessage): string =>
  (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** True when the request carries a body (announced by length, or streamed in chunks). */
export const hasBody = (req: IncomingMessage): boolean =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/** The raw body; 413 as soon as it passes `limit` (the rest is drained, not stored). */
export const readBody = (req: IncomingMessage, limit = BODY_LIMIT): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const tooLarge = () => httpError(413, t('http.bodyTooLarge', { limit }), [], { Connection: 'close' });
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      req.resume();
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (!failed) reject(error);
    });
  });

/** `a[b][]` → ['a', 'b', '']; null for a key that is not of that shape. */
const keyPath = (key: string): string[] | null => {
  const open = key.indexOf('[');
  if (open <= 0) return key === '' ? null : [key];
  const path = [key.slice(0, open)];
  const rest = key.slice(open);
  const re = /\[([^[\]]*)\]/g;
  let consumed = 0;
  for (const m of rest.matchAll(re)) {
    if (m.index !== consumed) return [key];
    path.push(m[1] ?? '');
    consumed += m[0].length;
  }
  return consumed === rest.length ? path : [key];
};

const isObject = (v: FormValue | undefined): v is FormObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Walks `path` from `root`, creating a list under a `[]` key and an object under a named one. */
const assign = (root: FormObject, path: readonly string[], value: string): void => {
  if (path.some((key) => UNSAFE_KEYS.has(key))) return;
  let node: FormObject | FormValue[] = root;
  for (const [i, key] of path.entries()) {
    const next = path[i + 1];
    if (next === undefined) {
      if (Array.isArray(node)) node.push(value);
      else node[key] = value;
      return;
    }
    const wantsList = next === '';
    if (Array.isArray(node)) {
      const child: FormObject | FormValue[] = wantsList ? [] : {};
      node.push(child);
      node = child;
      continue;
    }
    const existing = node[key];
    const child: FormObject | FormValue[] = wantsList
      ? Array.isArray(existing)
        ? existing
        : []
      : isObject(existing)
        ? existing
        : {};
    node[key] = child;
    node = child;
  }
};

/** Parses `application/x-www-form-urlencoded` text (also used for query strings). */
export const parseForm = (text: string): FormObject => {
  const out: FormObject = {};
  let count = 0;
  for (const [key, value] of new URLSearchParams(text)) {
    if (++count > MAX_FIELDS) throw httpError(400, t('http.tooManyFields', { max: MAX_FIELDS }));
    const path = keyPath(key);
    if (!path) continue;
    if (path.length > MAX_DEPTH + 1) throw httpError(400, t('http.nestedTooDeep', { name: path[0] ?? '' }));
    assign(out, path, value);
  }
  return out;
};

export const parseJson = (text: string): unknown => {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw httpError(400, t('http.badJson'), [t('http.badJson')]);
  }
};

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

const unsupported = (wanted: string, sent: string) =>
  httpError(415, t('http.sendAs', { type: wanted }), [
    sent ? t('http.unsupportedType', { type: sent }) : t('http.noContentType'),
  ]);

/** A form-encoded body; anything else is 415. */
export const readForm = async (req: IncomingMessage): Promise<FormObject> => {
  const type = mediaType(req);
  if (type !== FORM) {
    throw unsupported(FORM, type);
  }
  return parseForm((await readBody(req)).toString('utf8'));
};

/** A JSON body (an empty body reads as {}); another content type is 415, bad JSON 400. */
export const readJson = async (req: IncomingMessage): Promise<unknown> => {
  const type = mediaType(req);
  const body = await readBody(req);
  if (body.length > 0 && type !== JSON_TYPE && !type.endsWith('+json')) {
    throw unsupported(JSON_TYPE, type);
  }
  return parseJson(body.toString('utf8'));
};

/** JSON or form, whichever the client sent (the platform accepts both on most endpoints). */
export const readJsonOrForm = async (req: IncomingMessage): Promise<unknown> =>
  mediaType(req) === FORM ? readForm(req) : readJson(req);

/**
 * A string field of a parsed body or query, trimmed (a JSON number as its text); '' when absent or
 * null. A list, an object or a boolean where one value belongs (`code[]=1`, `{"code":{}}`) is a wrong
 * type: 422, never read as if the field were missing. A NaN/Infinity number reads as ''.
 */
export const field = (body: unknown, name: string): string => {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !Object.hasOwn(body, name))
    return '';
  const value: unknown = Reflect.get(body, name);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (value === null || value === undefined) return '';
  // A list or an object where one value belongs, or a JSON true/false where a text or number does.
  const message = t('http.singleValue', { name });
  throw httpError(422, message, { [name]: [message] });
};

/** The names of `body`'s fields that are not in `allowed` (nothing for a body that is not an object). */
export const unknownFields = (body: unknown, allowed: readonly string[]): string[] =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? Object.keys(body).filter((key) => !allowed.includes(key))
    : [];

/**
 * Refuses fields an endpoint does not know with a 422 naming each (`prefix` for a nested object, e.g.
 * `user.`): a typo or a field the server would silently drop is the client's bug, shown at once.
 */
export const refuseUnknownFields = (body: unknown, allowed: readonly string[], prefix = ''): void => {
  const unknown = unknownFields(body, allowed);
  if (unknown.length === 0) return;
  const named = unknown.slice(0, 10).map((name) => `${prefix}${name.slice(0, 40)}`);
  const errors = Object.fromEntries(named.map((name) => [name, [t('http.fieldNotAllowed', { name })]]));
  const names = Object.keys(errors).join(', ');
  throw httpError(422, t(unknown.length > 1 ? 'http.unknownFields' : 'http.unknownField', { names }), errors);
};
