// Cross-origin access to /api. Locally the API is same-origin; a browser on another brand host
// (e.g. arena.localhost calling localhost, or a production brand host) is the only allowed origin.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brandForHost, type HostOverrides } from '../../src/lib/brand/brands.ts';

const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Accept-Language, X-Requested-With';

/** The origin to echo back, or null when it is not a brand host (local: http(s) on any port; production: https). */
export const allowedOrigin = (origin: string | undefined, overrides: HostOverrides = {}): string | null => {
  if (!origin) return null;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const { isKnown, isLocal } = brandForHost(url.hostname, overrides);
  if (!isKnown) return null;
  if (isLocal) return url.protocol === 'http:' || url.protocol === 'https:' ? origin : null;
  return url.protocol === 'https:' && url.port === '' ? origin : null;
};

/** Adds the CORS headers of an allowed origin; true when the request is a preflight (answered here). */
export const applyCors = (
  req: IncomingMessage,
  res: ServerResponse,
  overrides: HostOverrides = {},
): boolean => {
  res.setHeader('Vary', 'Origin');
  const origin = allowedOrigin(req.headers.origin, overrides);
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
  }
  if (req.method !== 'OPTIONS') return false;
  if (origin) {
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '600');
  }
  res.writeHead(204, { 'Content-Length': '0' });
  res.end();
  return true;
};
