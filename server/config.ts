// Server settings from the environment.

import type { HumanCheckOrigins } from '../deploy/hosting.ts';
import { type HostOverrides, parseHostOverrides } from '../src/lib/brand/brands.ts';
import { humanCheckOrigins } from '../src/lib/brand/humanCheckProvider.ts';
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
};

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
  };
};
