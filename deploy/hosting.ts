// The hosting rules of the cabinet, written once as data. The reference server takes
// its headers, caching and fallback rules from here (server/web/security.ts, server/web/static.ts),
// and deploy/nginx.ts generates a production nginx config from the same data, so the headers that make
// the app safe and offline-capable cannot drift apart between development and production.
//
// No framework, browser or bundler dependency: plain data and pure functions over the brand table.
import { BRANDS, type BrandId, brandForHost, type HostOverrides } from '../src/kernel/brand/brands.ts';
import { documentFile, LANG_SCRIPT_SOURCE } from './documents.ts';

/**
 * Browser features: the cabinet uses only the screen wake lock (gate mode keeps the screen on while a
 * QR code is shown, src/ui/screen-kit/GateView.tsx). Everything else is switched off for the page and its frames.
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

const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** The default for everything that is not a page of the app: nothing may load, nobody may frame it. */
export const DEFAULT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** HSTS: a year, subdomains included. Browsers ignore it over plain http, so it is sent over https only. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers on every answer (API, app file, SPA fallback, stand-ins); HSTS too when the request came over https. */
export const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': REFERRER_POLICY,
  'Permissions-Policy': PERMISSIONS_POLICY,
} as const;

/**
 * API answers: the default CSP, and X-Frame-Options DENY for browsers without frame-ancestors (the two
 * agree: nobody frames an API answer). The API sets these itself (the reference server, the platform);
 * a web server in front passes them through.
 */
export const API_HEADERS = { 'Content-Security-Policy': DEFAULT_CSP, 'X-Frame-Options': 'DENY' } as const;

/**
 * Base headers left off the API's JSON answers: policies of documents (which features a page may use,
 * what referrer its requests send), meaningless on JSON, which is never a page that uses a feature or
 * sends a request (its default CSP allows nothing). ~0.5 kB of every answer's ~0.8 kB of headers over
 * HTTP/1.1: most of a 304 (docs/decisions-security.md). Documents under /api (PDFs) keep them.
 */
export const NOT_ON_JSON: readonly string[] = ['Permissions-Policy', 'Referrer-Policy'];

/**
 * The frames the app may show: the sale widget and the brand's main site (framed hidden for the
 * cross-site messages). On a local host, their local stand-ins (src/kernel/brand/config.ts points the app
 * there); on a production host, that brand's production origins only; on an unknown host, every
 * brand's production origins (it serves the default brand, or a brand renamed by BRAND_HOSTS).
 */
const frameSources = (host: string, overrides: HostOverrides = {}): string[] => {
  const { brand, isKnown, isLocal } = brandForHost(host, overrides);
  if (isLocal) return ['http://widget.localhost:*', 'http://site.localhost:*'];
  const brands = isKnown ? [brand] : Object.values(BRANDS);
  return [...new Set(brands.flatMap((b) => [b.frameOrigin, b.siteOrigin]))];
};

/**
 * The origins that may frame the app on `host`: the app itself and the hosts of the same brand (its
 * local hosts on any port during development, its production hosts over https). No other brand, no
 * foreign site.
 */
const frameAncestors = (host: string, overrides: HostOverrides = {}): string => {
  const { brand, isKnown, isLocal } = brandForHost(host, overrides);
  if (!isKnown) return "'self'";
  const origins = isLocal
    ? brand.localHosts.map((h) => `http://${h}:*`)
    : (overrides[brand.id] ?? brand.hosts).map((h) => `https://${h}`);
  return ["'self'", ...origins].join(' ');
};

/** Per brand, the origins of its human-verification provider (src/kernel/brand/humanCheckProvider.ts). */
export type HumanCheckOrigins = Partial<Record<BrandId, readonly string[]>>;

/**
 * The provider origins the app on `host` may load, frame and call: its brand's; on an unknown host every
 * brand's (as for the frames above).
 */
const humanCheckSources = (host: string, overrides: HostOverrides, origins: HumanCheckOrigins): string[] => {
  const { brand, isKnown, isLocal } = brandForHost(host, overrides);
  const ids = isKnown || isLocal ? [brand.id] : (Object.keys(BRANDS) as BrandId[]);
  return [...new Set(ids.flatMap((id) => origins[id] ?? []))];
};

/**
 * The policy a Vite-built React app runs under: no inline script (but the document's one-line language
 * script, by its hash: deploy/documents.ts) or style, no foreign origins but these:
 * `connect`: API origins the app calls besides its own (a build with `VITE_API_BASE_<BRAND>` on another
 * origin; the reference server and a web server that proxies /api/ need none);
 * `humanCheck`: the brands' human-verification providers, in script-src, frame-src and connect-src (a
 * provider's script renders its widget in a frame and calls home).
 */
export const contentSecurityPolicy = (
  host = '',
  overrides: HostOverrides = {},
  { connect = [], humanCheck = {} }: { connect?: readonly string[]; humanCheck?: HumanCheckOrigins } = {},
): string => {
  const provider = humanCheckSources(host, overrides, humanCheck);
  const sources = (...list: readonly string[]) => [...list, ...provider].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources("'self'", LANG_SCRIPT_SOURCE)}`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${sources("'self'", ...connect)}`,
    `frame-src ${sources("'self'", ...frameSources(host, overrides))}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    `frame-ancestors ${frameAncestors(host, overrides)}`,
  ].join('; ');
};

/** Documents opened in a window with `?t=` (PDFs): no referrer leaves them, nothing frames them. */
export const DOCUMENT_DOWNLOAD_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; object-src 'self'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
} as const;

// Caching of the app's files.

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The demo images of the reference server (never change within a version). */
export const DEMO_CACHE = 'public, max-age=31536000';
/** Unhashed files of `public/` (brand art, icons): an hour. */
export const DEFAULT_CACHE = 'public, max-age=3600';

/**
 * Files the browser must revalidate every time: the shell (and the brands' documents of it), the service worker's entry points and the
 * web app manifests (one per brand, scripts/brand-assets-plugin.ts). A stale copy of any of them would
 * keep an old app, or an old worker, alive.
 */
export const REVALIDATE: readonly string[] = [
  '/index.html',
  ...Object.values(BRANDS).map((b) => `/${documentFile(b.id)}`),
  '/sw.js',
  '/registerSW.js',
  '/manifest.webmanifest',
  ...Object.keys(BRANDS).map((id) => `/manifest-${id}.webmanifest`),
];

/** Vite's output: every file under it has a content hash in its name, so it never changes. */
export const IMMUTABLE_PREFIX = '/assets/';

export const cacheControlFor = (pathname: string): string =>
  REVALIDATE.includes(pathname)
    ? NO_CACHE
    : pathname.startsWith(IMMUTABLE_PREFIX)
      ? IMMUTABLE
      : DEFAULT_CACHE;

/** Content types by file extension; text types carry their charset. Anything else is application/octet-stream. */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

// What is not the app's files.

/**
 * Paths the app calls on its own origin that are not files of the build: the platform answers them.
 * The SPA fallback never answers them (a missing API route is the API's JSON 404, never the shell).
 * `reference`: only the reference server has them (its demo images); production leaves them out.
 */
export const UPSTREAM_PATHS: readonly {
  prefix: string;
  exact?: string;
  reference?: boolean;
  what: string;
}[] = [
  { prefix: '/api/', exact: '/api', what: 'the platform API (spec §7)' },
  { prefix: '/storage/', what: 'the partner-services list (VITE_SERVICES_STORAGE)' },
  { prefix: '/demo/', reference: true, what: "the reference server's demo images" },
];

/** True when a path belongs to the platform, not to the app's files (no SPA fallback). */
export const isUpstreamPath = (pathname: string): boolean =>
  UPSTREAM_PATHS.some((p) => pathname.startsWith(p.prefix) || pathname === p.exact);

/**
 * The SPA fallback: a path without a file extension is a client-side route and gets the shell; a
 * missing file with an extension is a 404 (a missing script must not come back as HTML). Only GET and
 * HEAD are answered with files; other methods are 405.
 */
export const SPA = { shell: '/index.html', methods: ['GET', 'HEAD'] } as const;

/**
 * The file answered for the shell (SPA.shell and the fallback) on `host`: the document of the host's
 * brand (deploy/documents.ts), the default brand's on an unknown host.
 */
export const shellFor = (host: string, overrides: HostOverrides = {}): string =>
  `/${documentFile(brandForHost(host, overrides).brand.id)}`;

/**
 * Files of the build that are never served: source maps carry the whole source and the build machine's
 * paths. The build keeps them out of `dist/` (scripts/sourcemaps.ts); a web server refuses them anyway
 * (404), for a copy that still holds some.
 */
export const NOT_SERVED_EXTENSIONS: readonly string[] = ['.map'];

/**
 * The short text answers a web server gives by itself, outside the app's files and the API: a request it
 * cannot parse or refuses, a file that is not there, a request too large, the API out of reach. They
 * carry the base headers and the default CSP, like every answer that is not a page of the app.
 */
export const ERROR_TEXTS: Readonly<Record<number, string>> = {
  400: 'Bad request.\n',
  403: 'Forbidden.\n',
  404: 'Not found.\n',
  405: 'Method not allowed.\n',
  408: 'Request timeout.\n',
  411: 'Length required.\n',
  413: 'Request too large.\n',
  414: 'Request target too long.\n',
  417: 'Expectation failed.\n',
  431: 'Request headers too large.\n',
  500: 'Server error.\n',
  501: 'Not implemented.\n',
  502: 'The platform did not answer.\n',
  503: 'Service unavailable.\n',
  504: 'The platform did not answer in time.\n',
  505: 'HTTP version not supported.\n',
};

export const errorText = (status: number): string => ERROR_TEXTS[status] ?? 'Error.\n';

/** Dot directories the app may serve; any other path segment starting with a dot is refused (400). */
export const ALLOWED_DOT_DIRS: readonly string[] = ['.well-known'];

/**
 * JSON answers of the API from this size on are compressed (brotli, else gzip, as the client accepts):
 * by the reference server itself, and by the web server in front whatever the platform sends. Below it a
 * coding saves less than its headers cost.
 */
export const JSON_COMPRESSION_MIN_BYTES = 1024;

/**
 * Precompressed copies written by the build beside each text file (scripts/precompress.ts): the best
 * coding the client accepts is sent, brotli first. A web server must serve them as they are.
 */
export const PRECOMPRESSED = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;
