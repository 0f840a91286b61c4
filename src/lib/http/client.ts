// The one HTTP client: base URL by brand, bearer token, JSON by default and form encoding for the
// auth calls, a schema check on every answer, typed errors. No UI side effects live here.
import { createFetch, FetchError, type FetchOptions } from 'ofetch';
import * as v from 'valibot';
import { HttpError, InvalidResponseError, NetworkError, TimeoutError, toErrorBody } from './errors.ts';

export type HttpConfig = {
  baseURL: string;
  getToken: () => string | null;
  /** Called once per 401 answer; the session signs the customer out. */
  onUnauthorized: () => void;
  /** The active language as a BCP 47 tag, sent as Accept-Language: the server's texts follow it. */
  getLanguage?: () => string;
  fetch?: typeof globalThis.fetch;
  /**
   * How long a call may go unanswered before it counts as a network failure (a hung server must not
   * leave a button busy for ever). Default {@link DEFAULT_TIMEOUT_MS}.
   */
  timeoutMs?: number;
};

/** A hung request becomes a NetworkError after this long (spec §8: "server error, try later"). */
const DEFAULT_TIMEOUT_MS = 20_000;

export type FormValue = string | number | boolean | null | undefined;
type FormFields = Record<string, FormValue>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, FormValue>;
  /** A JSON body. */
  json?: unknown;
  /** A form-encoded body (auth calls). */
  form?: FormFields;
  signal?: AbortSignal;
  /** The validator of the answer the device keeps: sent as If-None-Match (a GET only). */
  validator?: string | undefined;
};

/**
 * A read of an answer the device keeps: the fresh answer and its validator (null when the server sent
 * none), or null when the server said it has not changed (304).
 */
export type KeptRead<T> = { data: T; validator: string | null } | null;

const clean = (fields: Record<string, FormValue>): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [k, val] of Object.entries(fields)) {
    if (val === undefined || val === null) continue;
    out[k] = typeof val === 'boolean' ? (val ? '1' : '0') : String(val);
  }
  return out;
};

/** `{ params: { email: 'a' } }` → `{ 'params[email]': 'a' }`: the platform's PHP-style nesting. */
export const bracketParams = (prefix: string, fields: Record<string, FormValue>): Record<string, FormValue> =>
  Object.fromEntries(Object.entries(fields).map(([k, val]) => [`${prefix}[${k}]`, val]));

const fieldPaths = (issues: readonly v.BaseIssue<unknown>[]): string[] =>
  issues.map((issue) => v.getDotPath(issue) ?? '(root)');

export const parseAnswer = <S extends v.GenericSchema>(
  schema: S,
  data: unknown,
  path: string,
): v.InferOutput<S> => {
  const result = v.safeParse(schema, data);
  if (!result.success) throw new InvalidResponseError(path, fieldPaths(result.issues));
  return result.output;
};

export const createHttp = (config: HttpConfig) => {
  const fetcher = createFetch({
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    Headers: globalThis.Headers,
    AbortController: globalThis.AbortController,
  });
  // The token travels in a header, never in a cookie sent to the API.
  const raw = fetcher.create({ baseURL: config.baseURL, retry: 0, credentials: 'omit' });

  const send = async (
    path: string,
    opts: RequestOptions,
  ): Promise<{ status: number; data: unknown; validator: string | null }> => {
    const headers = new Headers({ Accept: 'application/json' });
    if (opts.validator) headers.set('If-None-Match', opts.validator);
    // The timeout is a plain timer (not AbortSignal.timeout), so it also holds with the caller's signal.
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;
    const token = config.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const language = config.getLanguage?.();
    if (language) headers.set('Accept-Language', language);
    const fetchOpts: FetchOptions<'json'> = {
      method: opts.method ?? 'GET',
      headers,
      responseType: 'json',
      ...(opts.query ? { query: clean(opts.query) } : {}),
      signal,
      // The device keeps what it needs (lib/offline/); the HTTP cache neither answers nor adds validators.
      cache: 'no-store',
    };
    if (opts.form) fetchOpts.body = new URLSearchParams(clean(opts.form));
    else if (opts.json !== undefined) fetchOpts.body = opts.json as Record<string, unknown>;
    try {
      const response = await raw.raw(path, fetchOpts);
      return { status: response.status, data: response._data, validator: response.headers.get('ETag') };
    } catch (e) {
      if (e instanceof FetchError && e.response) {
        // Only a call that carried a token can find the session gone; a 401 to an anonymous call
        // (a screen loading while signed out) must not sign out again, i.e. reload for ever.
        if (e.response.status === 401 && token) config.onUnauthorized();
        throw new HttpError(e.response.status, toErrorBody(e.data), e.response.headers.get('retry-after'));
      }
      // An abort is the caller's own doing; let it through unchanged.
      if (opts.signal?.aborted) throw e;
      if (timeout.signal.aborted) throw new TimeoutError(`No answer in time from ${path}`, { cause: e });
      if (e instanceof FetchError) {
        // A 2xx whose body is not JSON also lands here: the server answered, just not sensibly.
        if (e.cause instanceof SyntaxError) throw new InvalidResponseError(path, ['(body)']);
        throw new NetworkError(`Network failure on ${path}`, { cause: e });
      }
      throw new NetworkError(`Network failure on ${path}`, { cause: e });
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    /** Calls the API and validates the answer against `schema`. */
    request: async <S extends v.GenericSchema>(
      schema: S,
      path: string,
      opts: RequestOptions = {},
    ): Promise<v.InferOutput<S>> => parseAnswer(schema, (await send(path, opts)).data, path),
    /** Calls the API and validates the answer against `schema`; with the answer's validator, if any. */
    requestWithValidator: async <S extends v.GenericSchema>(
      schema: S,
      path: string,
      opts: RequestOptions = {},
    ): Promise<{ data: v.InferOutput<S>; validator: string | null }> => {
      const answer = await send(path, { ...opts, validator: undefined });
      return { data: parseAnswer(schema, answer.data, path), validator: answer.validator };
    },
    /**
     * A GET of an answer the device keeps: with `validator` the server may answer 304 (null here);
     * otherwise the answer, validated against `schema`, with its validator.
     */
    requestKept: async <S extends v.GenericSchema>(
      schema: S,
      path: string,
      opts: RequestOptions = {},
    ): Promise<KeptRead<v.InferOutput<S>>> => {
      const answer = await send(path, opts);
      if (answer.status === 304) {
        // A 304 to a request that named no validator says nothing about any answer.
        if (!opts.validator) throw new InvalidResponseError(path, ['(status)']);
        return null;
      }
      return { data: parseAnswer(schema, answer.data, path), validator: answer.validator };
    },
    /** Absolute URL of an API path, for window opens (downloads, receipts). */
    url: (path: string, query: Record<string, FormValue> = {}): string => {
      const qs = new URLSearchParams(clean(query)).toString();
      return `${config.baseURL}${path}${qs ? `?${qs}` : ''}`;
    },
  };
};
