// Response headers that protect the app. The policies themselves are data in deploy/hosting.ts, shared
// with the generated nginx config (deploy/nginx.ts); this module applies them to node:http answers
// (docs/decisions-security.md).
//
// Every response (API, app files, SPA fallback, stand-ins) gets the base set: nosniff, a referrer
// policy, a permissions policy and a strict default CSP (`default-src 'none'; frame-ancestors 'none'`).
// Files of the app replace that CSP with the app's policy, whose frame-ancestors name the hosts of the
// request's brand only. Pages with their own policy (provider, widget and main-site stand-ins) send it
// with their answer, which takes precedence over the default.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_HEADERS, BASE_HEADERS, DEFAULT_CSP, HSTS } from '../../deploy/hosting.ts';

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
