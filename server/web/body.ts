// Request bodies. Fastify reads them (its body limit, server/web/app.ts) and its content-type parsers
// decode them: forms with `qs` through @fastify/formbody (PHP-style bracket keys, `params[email]=a` →
// { params: { email: 'a' } }, `ids[]=1&ids[]=2` → { ids: ['1', '2'] }, with depth and field limits),
// JSON with the platform's error for bad JSON. What each endpoint accepts is its own business: the
// handler asks for a form, JSON or either (`readForm(ctx.req)`, …) and gets the decoded body or the
// platform's 415/400, in its own error shape (the auth endpoints add `error`).
import type { IncomingMessage } from 'node:http';
import { parse as parseQs } from 'qs';
import { t } from '../i18n/messages.ts';
import { HttpError, httpError } from './errors.ts';

export const BODY_LIMIT = 64 * 1024;
const MAX_DEPTH = 5;
const MAX_FIELDS = 500;

export type FormValue = string | FormValue[] | FormObject;
export type FormObject = { [key: string]: FormValue };

export const FORM = 'application/x-www-form-urlencoded';
export const JSON_TYPE = 'application/json';

export const mediaType = (req: IncomingMessage): string =>
  (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** True when the request carries a body (announced by length, or streamed in chunks). */
export const hasBody = (req: IncomingMessage): boolean =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * Parses `application/x-www-form-urlencoded` text (bodies and query strings) with `qs`: bracket keys
 * nest up to 5 levels, at most 500 fields, the last of repeated plain keys wins, nothing reaches
 * Object.prototype. Past a limit: 400.
 */
export const parseForm = (text: string): FormObject => {
  const query = text.startsWith('?') ? text.slice(1) : text;
  try {
    return parseQs(query, {
      depth: MAX_DEPTH,
      strictDepth: true,
      parameterLimit: MAX_FIELDS,
      throwOnLimitExceeded: true,
      arrayLimit: MAX_FIELDS,
      duplicates: 'last',
      allowPrototypes: false,
      plainObjects: false,
      allowDots: false,
      comma: false,
      parseArrays: true,
      charset: 'utf-8',
    }) as FormObject;
  } catch (error) {
    const message = String((error as Error).message ?? '');
    if (/depth/i.test(message)) {
      const name = /^([^[]*)\[/.exec(decodeURIComponent(query.replaceAll('+', ' ')))?.[1] ?? '';
      throw httpError(400, t('http.nestedTooDeep', { name }));
    }
    throw httpError(400, t('http.tooManyFields', { max: MAX_FIELDS }));
  }
};

export const parseJson = (text: string): unknown => {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw httpError(400, t('http.badJson'), [t('http.badJson')]);
  }
};

/**
 * What the content-type parsers made of a request's body, kept for the handler: decoded (form, JSON),
 * refused (the error the handler will answer with), or a body of another type (its size only).
 */
export type Received =
  | { kind: 'form'; value: FormObject }
  | { kind: 'json'; value: unknown }
  | { kind: 'refused'; error: HttpError }
  | { kind: 'other'; size: number };

const received = new WeakMap<IncomingMessage, Received>();

/** Called by the content-type parsers (server/web/app.ts). */
export const keepBody = (req: IncomingMessage, body: Received): void => {
  received.set(req, body);
};

/** A parser's attempt: the decoded value, or the platform's error kept for the handler. */
export const attempt = (kind: 'form' | 'json', decode: () => unknown): Received => {
  try {
    const value = decode();
    return kind === 'form' ? { kind, value: value as FormObject } : { kind, value };
  } catch (error) {
    if (error instanceof HttpError) return { kind: 'refused', error };
    throw error;
  }
};

const unsupported = (wanted: string, sent: string) =>
  httpError(415, t('http.sendAs', { type: wanted }), [
    sent ? t('http.unsupportedType', { type: sent }) : t('http.noContentType'),
  ]);

const bodyOf = (req: IncomingMessage): Received | undefined => received.get(req);

/** A form-encoded body; anything else is 415. */
export const readForm = async (req: IncomingMessage): Promise<FormObject> => {
  const type = mediaType(req);
  if (type !== FORM) throw unsupported(FORM, type);
  const body = bodyOf(req);
  if (body?.kind === 'refused') throw body.error;
  return body?.kind === 'form' ? body.value : {};
};

const isJsonType = (type: string): boolean => type === JSON_TYPE || type.endsWith('+json');

/** A JSON body (an empty body reads as {}); another content type is 415, bad JSON 400. */
export const readJson = async (req: IncomingMessage): Promise<unknown> => {
  const type = mediaType(req);
  const body = bodyOf(req);
  if (body === undefined) return {};
  if (!isJsonType(type)) {
    const empty = body.kind === 'other' ? body.size === 0 : false;
    if (!empty) throw unsupported(JSON_TYPE, type);
    return {};
  }
  if (body.kind === 'refused') throw body.error;
  return body.kind === 'json' ? body.value : {};
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
