// Which human-verification provider a brand is built with, and the origins it runs on: one input, read by
// the sign-in (src/features/auth/humanCheck.ts), by the build (scripts/human-check-guard.ts refuses what
// cannot work) and by both web servers' CSP (deploy/hosting.ts: the reference server and
// `npm run deploy:nginx` read the same variables):
//   VITE_CAPTCHA_SCRIPT_<BRAND>   the provider's script (https; http only on a loopback host, for tests)
//   VITE_CAPTCHA_SITEKEY_<BRAND>  the brand's public site key
//   VITE_CAPTCHA_ORIGINS_<BRAND>  optional: the other origins the provider's script loads, frames or
//                                 calls (reCAPTCHA: https://www.gstatic.com), space- or comma-separated
import { BRANDS, type BrandId } from './brands.ts';

type Env = Record<string, string | undefined>;

export type Provider = {
  src: string;
  siteKey: string;
  /** The script's origin and the extra ones: what the CSP admits for this brand, nothing more. */
  origins: readonly string[];
};

// A CSP source that is an origin and nothing else (no quote, semicolon or space can get through).
const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/;
const LOOPBACK = /^(localhost|[a-z0-9-]+\.localhost|127(\.\d{1,3}){3})$/;

// Not URL.parse: this runs in the sign-in too, and Safari has it only since 18.
const parseUrl = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/** The origin of `value` when the CSP may name it: https (`https://*.host` too), or http on loopback. */
const originOf = (value: string, wholeUrl: boolean): string | null => {
  const wildcard = !wholeUrl && value.startsWith('https://*.');
  const url = parseUrl(wildcard ? value.replace('*.', 'wildcard.') : value);
  if (!url || url.username || url.password) return null;
  if (!wholeUrl && (url.pathname !== '/' || url.search || url.hash)) return null;
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname));
  const origin = wildcard ? url.origin.replace('//wildcard.', '//*.') : url.origin;
  return secure && ORIGIN.test(origin) ? origin : null;
};

const name = (what: string, id: BrandId) => `VITE_CAPTCHA_${what}_${id.toUpperCase()}`;

/** The brand's provider, or null; `problems` names every setting that is wrong or missing. */
export const providerFor = (id: BrandId, env: Env): { provider: Provider | null; problems: string[] } => {
  const src = env[name('SCRIPT', id)]?.trim() ?? '';
  const siteKey = env[name('SITEKEY', id)]?.trim() ?? '';
  const extra = (env[name('ORIGINS', id)] ?? '').split(/[\s,]+/).filter(Boolean);
  if (!src && !siteKey && extra.length === 0) return { provider: null, problems: [] };
  const problems: string[] = [];
  const scriptOrigin = originOf(src, true);
  if (!src) problems.push(`${name('SCRIPT', id)} is missing`);
  else if (!scriptOrigin) problems.push(`${name('SCRIPT', id)} is not an https URL: ${src}`);
  if (!siteKey) problems.push(`${name('SITEKEY', id)} is missing`);
  const origins = extra.map((value) => {
    const origin = originOf(value, false);
    if (!origin) problems.push(`${name('ORIGINS', id)}: ${value} is not an https origin`);
    return origin ?? '';
  });
  if (problems.length > 0 || !scriptOrigin) return { provider: null, problems };
  return { provider: { src, siteKey, origins: [...new Set([scriptOrigin, ...origins])] }, problems };
};

/** The brand's configured provider, or null. */
export const providerConfig = (id: BrandId, env: Env): Provider | null => providerFor(id, env).provider;

/** Per brand, the origins its provider needs in the CSP (none without a provider). */
export const humanCheckOrigins = (env: Env): Record<BrandId, readonly string[]> =>
  Object.fromEntries(
    (Object.keys(BRANDS) as BrandId[]).map((id) => [id, providerConfig(id, env)?.origins ?? []]),
  ) as Record<BrandId, readonly string[]>;

/** Every problem of every brand's provider settings (the build and deploy:nginx refuse to go on). */
export const providerProblems = (env: Env): string[] =>
  (Object.keys(BRANDS) as BrandId[]).flatMap((id) => providerFor(id, env).problems);
