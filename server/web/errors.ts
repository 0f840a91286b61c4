// Errors a handler throws to answer with a status; anything else thrown becomes a 500.

/** The platform's error body: a summary plus either a list or per-field lists of messages. */
export type ErrorBody = {
  message: string;
  errors: string[] | Record<string, string[]>;
  /** Auth endpoints also carry the text the sign-in dialog shows. */
  error?: string;
};

export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(status: number, body: ErrorBody, headers: Record<string, string> = {}) {
    super(body.message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export const httpError = (
  status: number,
  message: string,
  errors: ErrorBody['errors'] = [],
  headers: Record<string, string> = {},
): HttpError => new HttpError(status, { message, errors }, headers);

/** A 422 with one message for one field, the shape validation errors take. */
export const fieldError = (field: string, message: string, status = 422): HttpError =>
  httpError(status, message, { [field]: [message] });

export const unauthenticated = (): HttpError => httpError(401, 'Unauthenticated.');
