// Typed failures of an API call. The transport raises them; the UI decides what to say.

/** Error bodies the platform sends: `message`, `error` (auth) and `errors` (a list or per-field lists). */
export type ApiErrorBody = {
  message?: string;
  error?: string;
  errors?: string[] | Record<string, string[] | string>;
};

/** The request never got an answer (offline, DNS, connection reset, CORS). */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/** No answer within the client's time limit: the server (or the way to it) hangs. */
export class TimeoutError extends NetworkError {
  override name = 'TimeoutError';
}

/** The server answered with a non-2xx status. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly body: ApiErrorBody;
  /**
   * Seconds the server asked to wait (its `Retry-After`, with 429 and 503), or null when it did not say
   * in seconds (an HTTP date, which this platform never sends, reads as not said). Read here, at the
   * boundary, once, so every screen reads the wait the same way.
   */
  readonly retryAfterS: number | null;
  constructor(status: number, body: ApiErrorBody, retryAfter: string | null = null) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.retryAfterS = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : null;
  }
}

/** The server answered 2xx, but not in the documented shape. */
export class InvalidResponseError extends Error {
  override name = 'InvalidResponseError';
  /** Dotted paths of the fields that failed, never their values (they may be personal data). */
  readonly fields: string[];
  constructor(path: string, fields: string[]) {
    super(`Unexpected answer from ${path}: ${fields.join(', ') || 'root'}`);
    this.fields = fields;
  }
}

const asText = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** The first human-readable message in an error body, per spec §8 ("the first entry of errors"). */
export const firstErrorMessage = (body: ApiErrorBody | undefined, field?: string): string | undefined => {
  if (!body) return undefined;
  const { errors } = body;
  if (Array.isArray(errors)) return asText(errors[0]);
  if (errors && typeof errors === 'object') {
    const pick = (v: string[] | string | undefined) => (Array.isArray(v) ? asText(v[0]) : asText(v));
    if (field) return pick(errors[field]);
    for (const v of Object.values(errors)) {
      const text = pick(v);
      if (text) return text;
    }
  }
  if (field) return undefined;
  return asText(body.message) ?? asText(body.error);
};

/** Coerces whatever came back as an error body into the typed shape, dropping anything else. */
export const toErrorBody = (data: unknown): ApiErrorBody => {
  if (!data || typeof data !== 'object') return {};
  const raw = data as Record<string, unknown>;
  const body: ApiErrorBody = {};
  if (typeof raw.message === 'string') body.message = raw.message;
  if (typeof raw.error === 'string') body.error = raw.error;
  const errors = raw.errors;
  if (Array.isArray(errors)) body.errors = errors.filter((e): e is string => typeof e === 'string');
  else if (errors && typeof errors === 'object') {
    const out: Record<string, string[] | string> = {};
    for (const [k, v] of Object.entries(errors)) {
      if (typeof v === 'string') out[k] = v;
      else if (Array.isArray(v)) out[k] = v.filter((e): e is string => typeof e === 'string');
    }
    body.errors = out;
  }
  return body;
};
