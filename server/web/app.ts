// The reference server on Fastify (why Fastify: docs/decisions-server.md). Fastify and its
// maintained plugins do the HTTP work: routing (find-my-way), bodies (@fastify/formbody with `qs`,
// Fastify's body limit), CORS (@fastify/cors), files (@fastify/static: precompressed brotli/gzip,
// ranges, ETags; @fastify/compress for text without a build copy). What is this platform's own stays
// here: the error shapes, refusing dot segments and bodies where none belongs, the per-brand security
// headers (deploy/hosting.ts), the stand-in hosts, and the 405 with Allow.
import type { IncomingMessage, Server } from 'node:http';
import { resolve } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import {
  errorText,
  type HumanCheckOrigins,
  JSON_COMPRESSION_MIN_BYTES,
  NOT_ON_JSON,
} from '../../deploy/hosting.ts';
import { brandForHost, type HostOverrides } from '../../src/kernel/brand/brands.ts';
import type { ApiContext, ApiHandler } from '../api/context.ts';
import { registerApi } from '../api/routes.ts';
import { RouteTable } from '../api/table.ts';
import { HUMAN_CHECK_STAND_IN, type HumanCheckSetup } from '../auth/humanCheck.ts';
import { clientKey } from '../auth/limits.ts';
import { withLang } from '../i18n/context.ts';
import { requestLang } from '../i18n/lang.ts';
import { t } from '../i18n/messages.ts';
import { type Logger, silentLogger } from '../log.ts';
import { isMainSiteHost, mainSiteAnswer } from '../stand-ins/main-site.ts';
import { SERVICES_PATHS } from '../stand-ins/services.ts';
import { followAfterChange } from '../wallet/follow.ts';
import { WALLET_OFF, type WalletSetup } from '../wallet/setup.ts';
import { isWidgetHost, widgetStandInAnswer } from '../widget/stand-in.ts';
import { attempt, BODY_LIMIT, hasBody, keepBody, parseForm, parseJson, type Received } from './body.ts';
import { clientAddress, proxyTrust } from './client.ts';
import { ALLOWED_HEADERS, ALLOWED_METHODS, allowedOrigin } from './cors.ts';
import { HttpError } from './errors.ts';
import { isCompressible } from './mime.ts';
import type { Reply } from './reply.ts';
import { answerClientError, answerEarly, setApiSecurityHeaders, setBaseSecurityHeaders } from './security.ts';
import { sendText, serveFiles } from './static.ts';
import { createTurns } from './turns.ts';
import { jsonValidator, noneMatchHits } from './validators.ts';

export type AppOptions = {
  db: DatabaseSync;
  /** The built app (vite build output). */
  distDir: string;
  /** Milliseconds since the epoch; injectable for deterministic tests. */
  now?: () => number;
  log?: Logger;
  /** Production hosts per brand, overriding the brand table (`BRAND_HOSTS`). */
  hostOverrides?: HostOverrides;
  /** Proxies whose forwarding headers name the client (`TRUST_PROXY`, server/web/client.ts). */
  trustProxy?: readonly string[];
  /** Extra routes (tests use this to exercise the pipeline). */
  extend?: (routes: RouteTable<ApiHandler>) => void;
  /** Wallet passes: the operator's keys and notifier (server/wallet/setup.ts); off by default. */
  wallet?: WalletSetup;
  /** JSON without validators and compression, as a platform that has neither (PLAIN_JSON, config.ts). */
  plainJson?: boolean;
  /** The sign-in's token check (server/auth/humanCheck.ts); the local stand-in by default. */
  humanCheck?: HumanCheckSetup;
  /** Per brand, the human-verification provider's origins the app's CSP admits (humanCheckOrigins). */
  humanCheckOrigins?: HumanCheckOrigins;
};

/** Methods whose endpoints take their parameters from the path and the query only. */
const BODILESS = new Set(['GET', 'HEAD', 'DELETE']);
/** Methods a 405 is answered for on a known path (OPTIONS is the CORS preflight). */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

/**
 * True when the raw target has a `.` or `..` segment, plain or percent-encoded. URL parsing would
 * resolve it (`/orders/1003/ticket/%2e%2e` → `/orders/1003`), quietly sending the request to another
 * endpoint; browsers never send such targets, so they are refused instead.
 */
const hasDotSegment = (target: string): boolean =>
  (target.split('?')[0] ?? '').split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));

const isApiPath = (pathname: string): boolean => pathname === '/api' || pathname.startsWith('/api/');

const serverError = () => ({ message: t('http.serverError'), errors: [t('http.serverErrorDetail')] });

/** The client went away before the answer (a closed tab, a dropped connection). */
const abortedByClient = (req: IncomingMessage): boolean => req.readableAborted || req.socket.destroyed;

const urlOf = (req: IncomingMessage): URL | null => URL.parse(req.url ?? '/', 'http://server.invalid');

/**
 * JSON answers of GET (and HEAD) are compressed from a small size on (deploy/hosting.ts), brotli or gzip
 * as the client accepts; @fastify/compress's brotli quality 4 takes ~1 ms for a 40 kB orders page.
 */
const API_COMPRESSION = { encodings: ['br', 'gzip'], threshold: JSON_COMPRESSION_MIN_BYTES } as const;

/**
 * Sends a JSON answer, never stored by any cache (`no-store`: the device keeps what it needs in its own
 * store, and the HTTP cache is wiped by no sign-out). A 200 to a GET carries a weak validator, and is a
 * 304 without a body when the client names it in If-None-Match (validators.ts).
 */
const sendJson = (
  reply: FastifyReply,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  const json = JSON.stringify(body);
  const method = reply.request.method;
  const plain = (reply.server as { plainJson?: boolean }).plainJson === true;
  // The documents' policies stay off the API's JSON (deploy/hosting.ts), unless it answers as today's platform.
  if (!plain && isApiPath(urlOf(reply.request.raw)?.pathname ?? ''))
    for (const name of NOT_ON_JSON) reply.raw.removeHeader(name);
  if (status === 200 && !plain && (method === 'GET' || method === 'HEAD')) {
    const validator = jsonValidator(json);
    if (noneMatchHits(reply.request.headers['if-none-match'], validator))
      return reply
        .code(304)
        .headers({ 'Cache-Control': 'no-store', ...headers, ETag: validator })
        .send();
    reply.header('ETag', validator);
  }
  return reply
    .code(status)
    .headers({ 'Cache-Control': 'no-store', ...headers, 'Content-Type': 'application/json; charset=utf-8' })
    .send(json);
};

/** Sends what a handler or a stand-in returned: JSON, or a raw body typed by its headers. */
const sendReply = (reply: FastifyReply, answer: Reply) => {
  if (answer.raw === undefined) return sendJson(reply, answer.status, answer.body, answer.headers);
  return reply
    .code(answer.status)
    .headers({ 'Cache-Control': 'no-store', ...answer.headers })
    .send(typeof answer.raw === 'string' ? Buffer.from(answer.raw) : answer.raw);
};

export const createApp = async ({
  db,
  distDir,
  now = Date.now,
  log = silentLogger,
  hostOverrides = {},
  trustProxy = [],
  extend,
  wallet = WALLET_OFF,
  plainJson = false,
  humanCheck = HUMAN_CHECK_STAND_IN,
  humanCheckOrigins = {},
}: AppOptions): Promise<Server> => {
  const trust = proxyTrust(trustProxy);
  const table = registerApi(new RouteTable<ApiHandler>());
  extend?.(table);
  const apiTurn = createTurns();

  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT,
    // Answers are small and per request; the platform's own 400 for a target that cannot parse.
    routerOptions: { maxParamLength: 1000, ignoreTrailingSlash: false, ignoreDuplicateSlashes: false },
    return503OnClosing: false,
    forceCloseConnections: true,
    // Node's own answers carry no header of ours: a request without Host is refused in onRequest below,
    // one Node cannot parse by answerClientError (security.ts), both with the security headers.
    http: { requireHostHeader: false },
    clientErrorHandler: answerClientError,
    // A target the router cannot decode (`/%ff`): Fastify answers before any hook, so the headers here.
    frameworkErrors: (_error, request, reply) => {
      setBaseSecurityHeaders(reply.raw);
      return inLang(request.raw, () => sendJson(reply, 400, { message: t('http.badTarget'), errors: [] }));
    },
    // request.ip: the nearest hop of X-Forwarded-For that is not a trusted proxy (the peer when untrusted).
    trustProxy: trust ? (address: string) => trust(address) : false,
  });

  app.decorate('plainJson', plainJson);

  const langOf = (req: IncomingMessage) =>
    requestLang(
      urlOf(req)?.searchParams ?? new URLSearchParams(),
      req.headers['accept-language'],
      brandForHost(req.headers.host ?? '', hostOverrides).brand.defaultLang,
    );
  /** Runs `work` in the request's language: every text answered for it speaks that language. */
  const inLang = <T>(req: IncomingMessage, work: () => T): T => withLang(langOf(req), work);

  // Every request: the base security headers (stand-ins too; a page may send its own CSP), then the
  // targets refused before any routing, and the hosts that are not the cabinet.
  app.addHook('onRequest', async (request, reply) => {
    const req = request.raw;
    setBaseSecurityHeaders(reply.raw);
    // HTTP/1.1 requires Host (RFC 9112 §3.2): what Node would answer itself, without our headers.
    if (req.headers.host === undefined && req.httpVersion === '1.1')
      return sendText(reply, 400, errorText(400), { Connection: 'close' });
    const url = urlOf(req);
    if (!url) return inLang(req, () => sendJson(reply, 400, { message: t('http.badTarget'), errors: [] }));
    if (isMainSiteHost(req.headers.host)) return sendReply(reply, mainSiteAnswer(req.method ?? 'GET', url));
    const services = SERVICES_PATHS[url.pathname];
    if (services && (req.method === 'GET' || req.method === 'HEAD')) {
      reply.header('Access-Control-Allow-Origin', '*');
      return sendJson(reply, 200, services, { 'Cache-Control': 'no-cache' });
    }
    if (hasDotSegment(req.url ?? '/'))
      return inLang(req, () =>
        sendJson(reply, 400, { message: t('http.badTarget'), errors: [t('http.dotSegments')] }),
      );
    if (isApiPath(url.pathname)) {
      setApiSecurityHeaders(reply.raw);
      // A preflight from an origin that is not a brand host: 204 with no CORS headers (the browser
      // then refuses the call). An allowed one is answered by @fastify/cors below.
      if (
        req.method === 'OPTIONS' &&
        !allowedOrigin(req.headers.origin, req.headers.host ?? '', hostOverrides)
      )
        return reply.code(204).headers({ Vary: 'Origin', 'Content-Length': '0' }).send();
      return;
    }
    if (isWidgetHost(req.headers.host))
      return sendReply(reply, widgetStandInAnswer(req.method ?? 'GET', url));
  });

  // CORS for the API only: the cabinets of the brands this API serves (local on any port, production
  // over https) are the only origins allowed; preflights are answered 204 whether allowed or not.
  await app.register(fastifyCors, {
    hook: 'onRequest',
    delegator: (req, callback) => {
      const url = urlOf(req.raw);
      if (!url || !isApiPath(url.pathname)) return callback(null, { origin: false, preflight: false });
      callback(null, {
        origin: (origin, cb) =>
          cb(null, allowedOrigin(origin, req.headers.host ?? '', hostOverrides) ?? false),
        methods: ALLOWED_METHODS,
        allowedHeaders: ALLOWED_HEADERS,
        // Date: the cabinet counts an order's time to pay on the server's clock (src/lib/serverClock.ts).
        // ETag: the device keeps it with the answer and asks again with If-None-Match (validators.ts).
        exposedHeaders: 'Retry-After, Date, ETag',
        maxAge: 600,
        preflight: true,
        strictPreflight: false,
        optionsSuccessStatus: 204,
      });
    },
  });

  // Bodies: forms through @fastify/formbody with `qs` (depth and field limits), JSON with the
  // platform's 400, anything else kept as its size (the handler answers 415). A parse error is kept
  // for the handler, which answers it in its own error shape.
  await app.register(fastifyFormbody, {
    bodyLimit: BODY_LIMIT,
    parser: (text: string): Record<string, unknown> => ({ kind: 'form-text', text }),
  });
  // formbody's parser gets the text only; the form is decoded in the request's language (its errors
  // are answered to the customer) in the preValidation hook below.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  for (const type of ['application/json', /^application\/[\w.+-]+\+json$/])
    app.addContentTypeParser(type, { parseAs: 'string' }, (request, text, done) =>
      done(
        null,
        inLang(request.raw, () => attempt('json', () => parseJson(String(text)))),
      ),
    );
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, { kind: 'other', size: (body as Buffer).length }),
  );
  app.addHook('preValidation', async (request) => {
    const body = request.body as { kind?: string; text?: string } | undefined;
    if (body?.kind === 'form-text') {
      const text = body.text ?? '';
      keepBody(
        request.raw,
        inLang(request.raw, () => attempt('form', () => parseForm(text))),
      );
    } else if (body?.kind) keepBody(request.raw, body as Received);
  });

  // The API log line: method, path and status only (the query may hold a download token).
  app.addHook('onResponse', async (request, reply) => {
    const url = urlOf(request.raw);
    if (!url || !isApiPath(url.pathname) || abortedByClient(request.raw)) return;
    log.info(`${request.method} ${url.pathname} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`);
  });

  app.setErrorHandler((error, request, reply) => {
    const req = request.raw;
    const what = `${request.method} ${urlOf(req)?.pathname ?? '?'}`;
    if (abortedByClient(req)) {
      log.info(`${what} aborted by the client`);
      return;
    }
    return inLang(req, () => {
      if (error instanceof HttpError) return sendJson(reply, error.status, error.body, error.headers);
      const code = (error as { code?: string }).code;
      if (code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return sendJson(
          reply,
          413,
          { message: t('http.bodyTooLarge', { limit: BODY_LIMIT }), errors: [] },
          { Connection: 'close' },
        );
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status >= 400 && status < 500)
        return sendJson(reply, status, { message: t('http.badTarget'), errors: [] });
      // Only the method and path are logged: the query may hold a download token.
      log.error(`${what} failed:`, error);
      return sendJson(reply, 500, serverError());
    });
  });

  // Text files without a build copy are gzipped on the fly; the API's GET answers are compressed by the
  // route's own settings (API_COMPRESSION). Registered before the routes: it applies to routes added after.
  await app.register(fastifyCompress, { global: true, threshold: 512, encodings: ['gzip'] });

  // The API: the routes of server/api/, then a 405 with Allow for every other method on their paths.
  const patterns = new Map<string, Set<string>>();
  for (const route of table.routes()) {
    const methods = patterns.get(route.pattern) ?? new Set<string>();
    methods.add(route.method);
    patterns.set(route.pattern, methods);
    const handler = route.handler;
    app.route({
      method: route.method as 'GET',
      url: route.pattern,
      exposeHeadRoute: route.method === 'GET',
      compress:
        route.method === 'GET' && !plainJson
          ? { ...API_COMPRESSION, encodings: [...API_COMPRESSION.encodings] }
          : false,
      onRequest: async (request, reply) => {
        const method = request.method.toUpperCase();
        if (!BODILESS.has(method) || !hasBody(request.raw)) return;
        // No handler of these methods reads a body: fields sent anyway are unknown fields, refused.
        request.raw.resume();
        const tooLarge = Number(request.headers['content-length'] ?? 0) > BODY_LIMIT;
        return inLang(request.raw, () =>
          sendJson(
            reply,
            tooLarge ? 413 : 400,
            { message: t('http.noBodyAllowed', { method }), errors: [t('http.sendInQuery')] },
            { Connection: 'close' },
          ),
        );
      },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const req = request.raw;
        const method = request.method.toUpperCase();
        const url = urlOf(req) ?? new URL('http://server.invalid/');
        // API handlers take turns with the app's files, which are answered in between (turns.ts).
        await apiTurn();
        return inLang(req, async () => {
          const ctx: ApiContext = {
            req,
            url,
            params: request.params as Record<string, string>,
            query: parseForm(url.search),
            brand: brandForHost(req.headers.host ?? '', hostOverrides).brand,
            client: clientKey(clientAddress(request.ip, req, trust)),
            db,
            now,
            log,
            wallet,
            humanCheck: humanCheck.verify,
          };
          const answer = await handler(ctx);
          // A change the customer made may change a pass in their phone's wallet (a returned ticket).
          if (method !== 'GET' && answer.status < 400) followAfterChange(ctx);
          return sendReply(reply, answer);
        });
      },
    });
  }
  for (const [pattern, methods] of patterns) {
    const allow = [...methods].sort().join(', ');
    const others = METHODS.filter((m) => !methods.has(m) && !(m === 'HEAD' && methods.has('GET')));
    if (others.length === 0) continue;
    app.route({
      method: others,
      url: pattern,
      exposeHeadRoute: false,
      compress: false,
      handler: async (request, reply) =>
        inLang(request.raw, () =>
          sendJson(
            reply,
            405,
            { message: t('http.methodNotAllowed'), errors: [t('http.useMethods', { allow })] },
            { Allow: allow },
          ),
        ),
    });
  }

  // A file's content type is deploy/hosting.ts's (static.ts keeps it on the request), not send's table.
  app.addHook('onSend', async (request, reply, payload) => {
    const type = (request as FastifyRequest & { fileType?: string }).fileType;
    if (!type) return payload;
    reply.header('Content-Type', type);
    // Files vary by encoding only (text), not by Origin (CORS is the API's).
    if (isCompressible(type)) reply.header('Vary', 'Accept-Encoding');
    else reply.removeHeader('Vary');
    return payload;
  });

  // Everything else: an unknown API path is a JSON 404; the rest are the app's files.
  await app.register(fastifyStatic, { root: resolve(distDir), serve: false, preCompressed: true });
  const files = serveFiles({ distDir: resolve(distDir), hostOverrides, humanCheckOrigins });
  const notFoundOrFiles = async (request: FastifyRequest, reply: FastifyReply) => {
    const req = request.raw;
    const url = urlOf(req) ?? new URL('http://server.invalid/');
    if (isApiPath(url.pathname)) {
      const method = request.method;
      return inLang(req, () =>
        sendJson(reply, 404, {
          message: t('http.notFound'),
          errors: [t('http.noEndpoint', { method, path: url.pathname })],
        }),
      );
    }
    return files(request, reply, url);
  };
  // GET and HEAD of any other path are a route (so @fastify/compress applies); other methods end in
  // the not-found handler, which refuses them (405) outside /api.
  app.route({ method: ['GET', 'HEAD'], url: '/*', exposeHeadRoute: false, handler: notFoundOrFiles });
  app.setNotFoundHandler(notFoundOrFiles);

  // An Expect other than 100-continue: Node's 417, with the headers.
  app.server.on('checkExpectation', (_req, res) => answerEarly(res, 417));

  await app.ready();
  return app.server;
};
