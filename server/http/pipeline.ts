// One request from arrival to answer: security headers, CORS, /api routing with JSON errors, files
// for everything else. A handler that throws never takes the process down: it becomes a 500.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { HostOverrides } from '../../src/lib/brand/brands.ts';
import { t } from '../i18n/messages.ts';
import type { Logger } from '../log.ts';
import { BODY_LIMIT, hasBody } from './body.ts';
import { applyCors } from './cors.ts';
import { HttpError } from './errors.ts';
import { type Reply, sendJson, sendRaw } from './reply.ts';
import type { Params, Router } from './router.ts';
import { setApiSecurityHeaders, setBaseSecurityHeaders } from './security.ts';

export type PipelineOptions<H> = {
  router: Router<H>;
  /** Runs a matched handler (the app builds its context here). */
  invoke: (handler: H, req: IncomingMessage, url: URL, params: Params) => Reply | Promise<Reply>;
  /** Answers every request outside /api. */
  files: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;
  log: Logger;
  hostOverrides?: HostOverrides;
};

/** Methods whose endpoints take their parameters from the path and the query only. */
const BODILESS = new Set(['GET', 'HEAD', 'DELETE']);

/**
 * True when the raw target has a `.` or `..` segment, plain or percent-encoded. URL parsing would
 * resolve it (`/orders/1003/ticket/%2e%2e` → `/orders/1003`), quietly sending the request to another
 * endpoint; browsers never send such targets, so they are refused instead.
 */
export const hasDotSegment = (target: string): boolean =>
  (target.split('?')[0] ?? '').split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));

export const isApiPath = (pathname: string): boolean => pathname === '/api' || pathname.startsWith('/api/');

const serverError = () => ({ message: t('http.serverError'), errors: [t('http.serverErrorDetail')] });

/**
 * The client went away before the answer (a closed tab, a dropped connection): reading its body fails,
 * and nothing can be answered. That is the client's doing, not a fault of the server: one line, no stack.
 */
const abortedByClient = (req: IncomingMessage): boolean => req.readableAborted || req.socket.destroyed;

const fail = (req: IncomingMessage, res: ServerResponse, error: unknown, log: Logger, what: string): void => {
  if (abortedByClient(req)) {
    log.info(`${what} aborted by the client`);
    return;
  }
  if (res.headersSent) {
    log.error(`${what} failed after the answer started:`, error);
    res.destroy();
    return;
  }
  if (error instanceof HttpError) {
    sendJson(res, error.status, error.body, error.headers);
    return;
  }
  // Only the method and path are logged: the query may hold a download token.
  log.error(`${what} failed:`, error);
  sendJson(res, 500, serverError());
};

const api = async <H>(opts: PipelineOptions<H>, req: IncomingMessage, res: ServerResponse, url: URL) => {
  setApiSecurityHeaders(res);
  if (applyCors(req, res, opts.hostOverrides)) return;
  const method = req.method ?? 'GET';
  const match = opts.router.match(method, url.pathname);
  if (match.kind === 'none') {
    sendJson(res, 404, {
      message: t('http.notFound'),
      errors: [t('http.noEndpoint', { method, path: url.pathname })],
    });
    return;
  }
  if (match.kind === 'wrong-method') {
    const allow = match.allow.join(', ');
    sendJson(
      res,
      405,
      { message: t('http.methodNotAllowed'), errors: [t('http.useMethods', { allow })] },
      { Allow: allow },
    );
    return;
  }
  if (BODILESS.has(method.toUpperCase()) && hasBody(req)) {
    // No handler of these methods reads a body: fields sent anyway are unknown fields, refused.
    req.resume();
    const tooLarge = Number(req.headers['content-length'] ?? 0) > BODY_LIMIT;
    sendJson(
      res,
      tooLarge ? 413 : 400,
      { message: t('http.noBodyAllowed', { method }), errors: [t('http.sendInQuery')] },
      { Connection: 'close' },
    );
    return;
  }
  const reply = await opts.invoke(match.handler, req, url, match.params);
  if (reply.raw !== undefined) sendRaw(res, reply.status, reply.raw, reply.headers ?? {});
  else sendJson(res, reply.status, reply.body, reply.headers);
};

export const createRequestListener =
  <H>(opts: PipelineOptions<H>): RequestListener =>
  (req, res) => {
    setBaseSecurityHeaders(res);
    const method = req.method ?? 'GET';
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://server.invalid');
    } catch {
      sendJson(res, 400, { message: t('http.badTarget'), errors: [] });
      return;
    }
    if (hasDotSegment(req.url ?? '/')) {
      sendJson(res, 400, { message: t('http.badTarget'), errors: [t('http.dotSegments')] });
      return;
    }
    const what = `${method} ${url.pathname}`;
    const started = performance.now();
    if (isApiPath(url.pathname)) {
      res.once('finish', () => {
        opts.log.info(`${what} ${res.statusCode} ${Math.round(performance.now() - started)} ms`);
      });
    }
    const work = isApiPath(url.pathname) ? api(opts, req, res, url) : opts.files(req, res, url);
    work.catch((error: unknown) => fail(req, res, error, opts.log, what));
  };
