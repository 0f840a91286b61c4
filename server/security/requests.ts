// What a row of the security endpoint table is (server/security/endpoints.ts collects the rows each
// area keeps beside its module, server/api/<area>.security.ts), the request builders the rows use, and
// how the suites send a row's request as a given customer.
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { issueToken } from '../auth/tokens.ts';
import { type Answer, NOW_S, type TestApp } from '../test-support.ts';
import { signedRoute } from '../wallet/links.test-support.ts';

export const ANNA_ID = 1;
export const NINO_ID = 4;

/**
 * How a request proves who is asking. `pass`: Apple's devices, with the customer's first wallet pass's
 * token (`Authorization: ApplePass …`) and their device's id in place of `{device}` in the path;
 * `device`: the device's id only (Apple's list of updated passes carries no token); `link`: a wallet
 * link (server/wallet/links.ts) the asker's own session signed for exactly this path and language, as
 * if the links endpoint had given it: so a route must still find the pass the asker's.
 */
type Auth = 'none' | 'bearer' | 'cookie' | 'download' | 'pass' | 'device' | 'link';

export type Body = { json: unknown } | { form: Record<string, string> };

export type Req = {
  method: string;
  path: string;
  /** Flat query fields; bracket keys as written (`params[email]`). */
  query?: Record<string, string>;
  body?: Body;
  auth: Auth;
};

/** What the customer may send: JSON only, form only, or either (the platform takes both there). */
type Accepts = 'json' | 'form' | 'either' | 'none';

/** Values a request builder needs from the seeded database. */
export type Env = { minskId: number; publicKey: string; ref: string };

export type Endpoint = {
  /** `METHOD /pattern`, exactly as registered. */
  route: string;
  /**
   * The customer data the request names by id (path, query or body), or null when it names none. An
   * endpoint with an id of customer data is in the authorisation suite.
   */
  owns: string | null;
  accepts: Accepts;
  /** Anna's valid request. */
  request: (env: Env) => Req;
  /** Brings the database to the state the request needs (a pending payment, …). */
  setup?: (app: TestApp, anna: string) => Promise<void>;
};

export const get = (path: string, auth: Auth = 'bearer', query?: Record<string, string>): Req =>
  query ? { method: 'GET', path, auth, query } : { method: 'GET', path, auth };
export const del = (path: string, query?: Record<string, string>): Req =>
  query ? { method: 'DELETE', path, auth: 'bearer', query } : { method: 'DELETE', path, auth: 'bearer' };
export const json = (method: string, path: string, value: unknown): Req => ({
  method,
  path,
  auth: 'bearer',
  body: { json: value },
});

/** A live bearer token for a customer, without the cost of a password sign-in. */
export const tokenFor = (db: DatabaseSync, userId: number): string => issueToken(db, userId, NOW_S);

export const downloadTokenOf = (db: DatabaseSync, userId: number): string =>
  String(db.prepare('SELECT download_token FROM users WHERE id = ?').get(userId)?.download_token ?? '');

/** The token of the customer's first wallet pass (the customer is named by their download token). */
const passTokenOf = (app: TestApp, downloadToken: string): string =>
  String(
    app.db
      .prepare(
        `SELECT auth_token FROM wallet_passes WHERE user_id = (SELECT id FROM users WHERE download_token = ?)
         ORDER BY serial LIMIT 1`,
      )
      .get(downloadToken)?.auth_token ?? 'no-pass',
  );

/** Sends `req` as the customer with `token` / `downloadToken` (as the Auth of the request says). */
export const send = (
  app: TestApp,
  req: Req,
  who: { token: string; downloadToken: string },
  raw?: { body: string | Buffer; contentType: string },
  host = 'localhost',
): Promise<Answer> => {
  const query = new URLSearchParams(req.query ?? {});
  if (req.auth === 'download') query.set('t', who.downloadToken);
  if (req.auth === 'link') {
    const signed = signedRoute(app.db, who.token, req.path.replace('/api/v3/wallet/', ''), {
      lang: query.get('lang') ?? '',
      nowS: NOW_S,
    });
    query.set('link', new URL(signed, 'http://localhost').searchParams.get('link') ?? '');
  }
  const qs = query.toString();
  const headers: Record<string, string> = { host };
  if (req.auth === 'bearer') headers.authorization = `Bearer ${who.token}`;
  if (req.auth === 'pass') headers.authorization = `ApplePass ${passTokenOf(app, who.downloadToken)}`;
  const path = req.path.replace('{device}', createHash('md5').update(who.downloadToken).digest('hex'));
  if (req.auth === 'cookie') headers.cookie = `city=minsk; token=${who.token}`;
  let body: string | Buffer | undefined;
  if (raw) {
    body = raw.body;
    if (raw.contentType) headers['content-type'] = raw.contentType;
  } else if (req.body && 'json' in req.body) {
    body = JSON.stringify(req.body.json);
    headers['content-type'] = 'application/json';
  } else if (req.body) {
    body = new URLSearchParams(req.body.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  // Announced length, as browsers send it (node's client would not frame a DELETE body otherwise).
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return app.call(
    req.method,
    `${path}${qs ? `?${qs}` : ''}`,
    body === undefined ? { headers } : { headers, body },
  );
};
