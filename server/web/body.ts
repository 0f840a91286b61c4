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

type FormValue = string | FormValue[] | FormObject;
export type FormObject = { [key: string]: FormValue };

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

const mediaType = (req: IncomingMessage): string =>
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
