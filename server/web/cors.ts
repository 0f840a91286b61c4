// Who may call /api from another origin: a brand's own cabinet only. Locally the API is same-origin; a
// browser on another port of the same brand host (the dev server) may call it. A request to a brand
// host's API allows that brand's origins; a request to an API host (api.kvitok.by) allows the brands
// whose API it is (the brand table's `apiBase`: Kvitok and Arena share one). Another brand's cabinet,
// or any other site, is refused. @fastify/cors applies it (server/web/app.ts).
import { BRANDS, type Brand, brandForHost, type HostOverrides } from '../../src/kernel/brand/brands.ts';

export const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
export const ALLOWED_HEADERS =
  'Authorization, Content-Type, Accept, Accept-Language, X-Requested-With, If-None-Match';

const hostnameOf = (host: string): string => host.toLowerCase().replace(/:\d+$/, '');

/** The brands whose cabinets may call the API answering on `requestHost`. */
const brandsServed = (requestHost: string, overrides: HostOverrides): Brand[] => {
  const { brand, isKnown } = brandForHost(requestHost, overrides);
  if (isKnown) return [brand];
  const host = hostnameOf(requestHost);
  return Object.values(BRANDS).filter((b) => b.apiBase !== '' && URL.parse(b.apiBase)?.hostname === host);
};

/**
 * The origin to echo back, or null when it is not a cabinet of a brand the API on `requestHost` serves
 * (local: http(s) on any port; production: https on the default port).
 */
export const allowedOrigin = (
  origin: string | undefined,
  requestHost: string,
  overrides: HostOverrides = {},
): string | null => {
  if (!origin) return null;
  const url = URL.parse(origin);
  if (!url || url.origin !== origin) return null;
  const { brand, isKnown, isLocal } = brandForHost(url.hostname, overrides);
  if (!isKnown || !brandsServed(requestHost, overrides).some((b) => b.id === brand.id)) return null;
  if (isLocal) return url.protocol === 'http:' || url.protocol === 'https:' ? origin : null;
  return url.protocol === 'https:' && url.port === '' ? origin : null;
};
