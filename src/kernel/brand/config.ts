// Resolves the running brand from the web host and build-time configuration.
import { type Brand, type BrandId, brandForHost, parseHostOverrides } from './brands.ts';

export type RuntimeBrand = Brand & {
  /** Origin the API is called on ('' = same origin as the cabinet). */
  api: string;
  /** Origin of the sale widget frame, used for postMessage origin checks. */
  widgetOrigin: string;
  /** Origin of the brand's main site. */
  mainSiteOrigin: string;
};

type Env = Record<string, string | undefined>;

const envKey = (id: BrandId, what: string) => `VITE_${what}_${id.toUpperCase()}`;

/**
 * Locally every brand talks to the reference server on the same origin, and the widget / main-site
 * stand-ins live on sibling `*.localhost` hosts of the same port (a second origin, as in production).
 */
export const resolveRuntimeBrand = (location: { host: string; protocol: string }, env: Env): RuntimeBrand => {
  const { brand, isLocal } = brandForHost(location.host, parseHostOverrides(env.VITE_BRAND_HOSTS));
  if (isLocal) {
    const port = location.host.includes(':') ? `:${location.host.split(':').pop()}` : '';
    const local = (sub: string) => `${location.protocol}//${sub}.localhost${port}`;
    return {
      ...brand,
      api: env[envKey(brand.id, 'API_BASE')] ?? '',
      widgetOrigin: env[envKey(brand.id, 'WIDGET_ORIGIN')] ?? local('widget'),
      mainSiteOrigin: env[envKey(brand.id, 'SITE_ORIGIN')] ?? local('site'),
    };
  }
  return {
    ...brand,
    api: env[envKey(brand.id, 'API_BASE')] ?? brand.apiBase,
    widgetOrigin: env[envKey(brand.id, 'WIDGET_ORIGIN')] ?? brand.frameOrigin,
    mainSiteOrigin: env[envKey(brand.id, 'SITE_ORIGIN')] ?? brand.siteOrigin,
  };
};
