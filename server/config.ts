// Server settings from the environment.

import type { HumanCheckOrigins } from '../deploy/hosting.ts';
import { BRANDS, type BrandId, type HostOverrides, parseHostOverrides } from '../src/kernel/brand/brands.ts';
import { humanCheckOrigins } from '../src/kernel/brand/humanCheckProvider.ts';
import { type HumanCheckSetup, readHumanCheck } from './auth/humanCheck.ts';
import { trustedProxies } from './web/client.ts';

export type Config = {
  port: number;
  host: string;
  dbFile: string;
  distDir: string;
  hostOverrides: HostOverrides;
  /** Seed the benchmark's heavy account too (SEED_HEAVY=1; server/db/seed/heavy.ts). */
  seedHeavy: boolean;
  /** Proxies whose X-Forwarded-For / X-Real-IP name the client (TRUST_PROXY; server/web/client.ts). */
  trustProxy: string[];
  /**
   * JSON answers as a platform without validators or compression sends them (PLAIN_JSON=1): no ETag, no
   * 304, no coding. The bench's baseline (scripts/bench/sync.ts) and the app's behaviour without them.
   */
  plainJson: boolean;
  /** The sign-in's token check (CAPTCHA_VERIFY_URL, CAPTCHA_SECRET; server/auth/humanCheck.ts). */
  humanCheck: HumanCheckSetup;
  /** The build's provider origins, admitted by the app's CSP (VITE_CAPTCHA_SCRIPT_<BRAND>, as the build). */
  humanCheckOrigins: HumanCheckOrigins;
  /**
   * The cabinet's public origin per brand (PUBLIC_ORIGIN_BY, _GE, _ARENA), as customers reach it: what a
   * wallet pass names (its web service, its pictures, Google's `origins`), never the request's Host.
   */
  publicOrigins: Partial<Record<BrandId, string>>;
};

/** localhost, *.localhost and loopback: the hosts that never leave the machine. */
export const isLocalHost = (hostname: string): boolean =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname === '127.0.0.1' ||
  hostname === '[::1]';

const originVar = (brand: BrandId) => `PUBLIC_ORIGIN_${brand.toUpperCase()}`;

/** An https:// origin (http:// only on a local host), without path, query or credentials. */
const readOrigin = (name: string, raw: string): string => {
  const url = URL.parse(raw.trim());
  if (
    !url ||
    !/^https?:$/.test(url.protocol) ||
    url.username ||
    url.password ||
    url.pathname !== '/' ||
    url.search ||
    url.hash
  )
    throw new Error(`${name} must be an origin such as https://kvitok.by (no path), not "${raw}".`);
  if (url.protocol === 'http:' && !isLocalHost(url.hostname))
    throw new Error(
      `${name} must be https:// (Apple's devices use a pass's web service only over https; a local host may be http://), not "${raw}".`,
    );
  return url.origin;
};

const readOrigins = (env: Record<string, string | undefined>): Partial<Record<BrandId, string>> =>
  Object.fromEntries(
    Object.values(BRANDS).flatMap(({ id }) => {
      const raw = env[originVar(id)]?.trim();
      return raw ? [[id, readOrigin(originVar(id), raw)]] : [];
    }),
  );

/** The settings a brand without a configured origin lacks (PUBLIC_ORIGIN_GE, …). */
export const missingOrigins = (origins: Partial<Record<BrandId, string>>): string[] =>
  Object.values(BRANDS)
    .filter(({ id }) => !origins[id])
    .map(({ id }) => originVar(id));

export const readConfig = (env: Record<string, string | undefined>): Config => {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, not ${env.PORT}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dbFile: env.DB_FILE || 'data/cabinet.sqlite',
    distDir: env.DIST_DIR || 'dist',
    hostOverrides: parseHostOverrides(env.BRAND_HOSTS),
    seedHeavy: env.SEED_HEAVY === '1',
    trustProxy: trustedProxies(env.TRUST_PROXY),
    plainJson: env.PLAIN_JSON === '1',
    humanCheck: readHumanCheck(env),
    humanCheckOrigins: humanCheckOrigins(env),
    publicOrigins: readOrigins(env),
  };
};
