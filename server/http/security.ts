// Response headers that protect the app. The content security policy lives here, in one place.
import type { ServerResponse } from 'node:http';

/** Frames the sale widget may come from: the local stand-in and the production widget hosts. */
const WIDGET_FRAMES = ['http://widget.localhost:*', 'https://widget.kvitok.by', 'https://widget.bileti.ge'];

/** The brand's main site, framed hidden for the cross-site messages: the local stand-in and production. */
const MAIN_SITE_FRAMES = [
  'http://site.localhost:*',
  'https://kvitok.by',
  'https://bileti.ge',
  'https://arena.kvitok.by',
];

/** A policy a Vite-built React app runs under: no inline script or style, no foreign origins. */
export const contentSecurityPolicy = (): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src 'self' ${[...WIDGET_FRAMES, ...MAIN_SITE_FRAMES].join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
  ].join('; ');

/** Headers every response carries, API or file. */
export const setBaseSecurityHeaders = (res: ServerResponse): void => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
};

/** Headers for files of the app (documents, scripts, images). */
export const setDocumentSecurityHeaders = (res: ServerResponse): void => {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy());
};
