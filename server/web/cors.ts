// Who may call /api from another origin: locally the API is same-origin; a browser on another brand
// host (e.g. arena.localhost calling localhost, or a production brand host) is the only allowed origin.
// @fastify/cors applies it (server/web/app.ts).
import { brandForHost, type HostOverrides } from '../../src/lib/brand/brands.ts';

export const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
export const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Accept-Language, X-Requested-With';

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
