// Response headers that protect the app. The policies themselves are data in deploy/hosting.ts, shared
// with the generated nginx config (deploy/nginx.ts); this module applies them to node:http answers
// (docs/decisions-security.md).
//
// Every response (API, app files, SPA fallback, stand-ins) gets the base set: nosniff, a referrer
// policy, a permissions policy and a strict default CSP (`default-src 'none'; frame-ancestors 'none'`).
// Files of the app replace that CSP with the app's policy, whose frame-ancestors name the hosts of the
// request's brand only. Pages with their own policy (provider, widget and main-site stand-ins) send it
// with their answer, which takes precedence over the default.
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { API_HEADERS, BASE_HEADERS, DEFAULT_CSP, errorText, HSTS } from '../../deploy/hosting.ts';

export { DOCUMENT_DOWNLOAD_HEADERS, PERMISSIONS_POLICY } from '../../deploy/hosting.ts';

/**
 * Whether the request reached us over https: a TLS socket, or a TLS-terminating proxy in front that
 * says so (X-Forwarded-Proto). A client faking the header over http gains nothing: HSTS on an http
 * answer is ignored.
 */
const overHttps = (req: IncomingMessage | undefined): boolean =>
  req !== undefined &&
  ((req.socket as { encrypted?: boolean }).encrypted === true ||
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim()
      .toLowerCase() === 'https');

/** Headers every response carries, API or file; a file or a page may replace the CSP afterwards. */
export const setBaseSecurityHeaders = (res: ServerResponse): void => {
  if (overHttps(res.req)) res.setHeader('Strict-Transport-Security', HSTS);
  for (const [name, value] of Object.entries(BASE_HEADERS)) res.setHeader(name, value);
  res.setHeader('Content-Security-Policy', DEFAULT_CSP);
};

/** API answers: the default CSP (set by the base) and X-Frame-Options DENY (deploy/hosting.ts API_HEADERS). */
export const setApiSecurityHeaders = (res: ServerResponse): void => {
  for (const [name, value] of Object.entries(API_HEADERS)) res.setHeader(name, value);
};

/**
 * The headers of an error text the server answers before any request exists (headers too large, a
 * request line it cannot parse): the base set and the default policy, as nginx's own error answers.
 */
const earlyErrorAnswer = (status: number): string => {
  const body = errorText(status);
  const headers = {
    ...BASE_HEADERS,
    'Content-Security-Policy': DEFAULT_CSP,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
};

/** The status of a connection error of Node's parser (Fastify's mapping: 408, 431, else 400). */
const earlyStatus = (code: string | undefined): number =>
  code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;

/**
 * Answers a request Node could not parse (its `clientError`), in place of Fastify's bare JSON: headers too
 * large (431), a bad request line or header (400), a request too slow to arrive (408).
 */
export const answerClientError = (error: Error & { code?: string }, socket: Socket): void => {
  // A connection reset, or one already gone: there is nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(earlyErrorAnswer(earlyStatus(error.code)));
  socket.destroy(error);
};

/** Answers `res` with an error text, before routing (no Host, an expectation the server cannot meet). */
export const answerEarly = (res: ServerResponse, status: number): void => {
  const body = errorText(status);
  setBaseSecurityHeaders(res);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(body);
};
