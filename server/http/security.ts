// Response headers that protect the app. Every policy lives here, in one place (docs/decisions-security.md).
//
// Every response (API, app files, SPA fallback, stand-ins) gets the base set: nosniff, a referrer
// policy, a permissions policy and a strict default CSP (`default-src 'none'; frame-ancestors 'none'`).
// Files of the app replace that CSP with the app's policy, whose frame-ancestors name the hosts of the
// request's brand only. Pages with their own policy (provider, widget and main-site stand-ins) send it
// with their answer, which takes precedence over the default.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BRANDS, brandForHost, type HostOverrides } from '../../src/lib/brand/brands.ts';

/**
 * The frames the app may show: the sale widget and the brand's main site (framed hidden for the
 * cross-site messages). On a local host, their local stand-ins (src/lib/brand/config.ts points the app
 * there); on a production host, that brand's production origins only; on an unknown host, every
 * brand's production origins (it serves the default brand, or a brand renamed by BRAND_HOSTS).
 */
const frameSources = (host: string, overrides: HostOverrides): string[] => {
  const { brand, isKnown, isLocal } = brandForHost(host, overrides);
  if (isLocal) return ['http://widget.localhost:*', 'http://site.localhost:*'];
  const brands = isKnown ? [brand] : Object.values(BRANDS);
  return [...new Set(brands.flatMap((b) => [b.frameOrigin, b.siteOrigin]))];
};

/**
 * Browser features: the cabinet uses only the screen wake lock (gate mode keeps the screen on while a
 * QR code is shown, src/ui/GateView.tsx). Everything else is switched off for the page and its frames.
 * Only feature names Chromium knows: an unknown one is a console error (Lighthouse best practices).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'clipboard-read=()',
  'clipboard-write=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=(self)',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** The default for everything that is not a page of the app: nothing may load, nobody may frame it. */
export const DEFAULT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The origins that may frame the app on `host`: the app itself and the hosts of the same brand (its
 * local hosts on any port during development, its production hosts over https). No other brand, no
 * foreign site.
 */
export const frameAncestors = (host: string, overrides: HostOverrides = {}): string => {
  const { brand, isKnown, isLocal } = brandForHost(host, overrides);
  if (!isKnown) return "'self'";
  const origins = isLocal
    ? brand.localHosts.map((h) => `http://${h}:*`)
    : (overrides[brand.id] ?? brand.hosts).map((h) => `https://${h}`);
  return ["'self'", ...origins].join(' ');
};

/** A policy a Vite-built React app runs under: no inline script or style, no foreign origins. */
export const contentSecurityPolicy = (host = '', overrides: HostOverrides = {}): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src 'self' ${frameSources(host, overrides).join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    `frame-ancestors ${frameAncestors(host, overrides)}`,
  ].join('; ');

/** HSTS: a year, subdomains included. Browsers ignore it over plain http, so it is sent over https only. */
export const HSTS = 'max-age=31536000; includeSubDomains';

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
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', REFERRER_POLICY);
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  res.setHeader('Content-Security-Policy', DEFAULT_CSP);
};

/**
 * API answers: the default CSP, and X-Frame-Options DENY for browsers without frame-ancestors (the two
 * agree: nobody frames an API answer).
 */
export const setApiSecurityHeaders = (res: ServerResponse): void => {
  res.setHeader('X-Frame-Options', 'DENY');
};

/**
 * Files of the app (documents, scripts, images): the app's policy with the request brand's
 * frame-ancestors. No X-Frame-Options: it cannot list several origins, and frame-ancestors wins anyway.
 */
export const setDocumentSecurityHeaders = (
  req: IncomingMessage,
  res: ServerResponse,
  overrides: HostOverrides = {},
): void => {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(req.headers.host ?? '', overrides));
};

/** Documents opened in a window with `?t=` (PDFs): no referrer leaves them, nothing frames them. */
export const DOCUMENT_DOWNLOAD_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; object-src 'self'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
} as const;
