// `npm run deploy:nginx`: writes the production nginx config generated from deploy/hosting.ts to
// deploy/nginx/cabinet.conf (committed; deploy/nginx.test.ts fails when it is not current). Settings
// from the environment, defaults giving the committed file:
//   CABINET_ROOT   where dist/ is deployed            (/srv/cabinet/dist)
//   LISTEN         nginx `listen` value               (80; TLS terminated in front, see the README)
//   BRAND_HOSTS    production hosts per brand         (the brand table; same syntax as the server's)
//   API_BASE_BY / API_BASE_GE / API_BASE_ARENA  the platform API per brand (the brand table's apiBase)
//   NO_BROTLI=1    leave `brotli_static` and `brotli` out (nginx without the brotli static and filter
//                  modules: the API's JSON is then gzipped)
//   ACCESS_LOG     the access log, written without query strings (/var/log/nginx/access.log)
//   REAL_IP_FROM   the load balancers in front of nginx, comma-separated addresses or CIDR ranges (none)
//   VITE_CAPTCHA_SCRIPT_<BRAND>, VITE_CAPTCHA_ORIGINS_<BRAND>  the build's human-verification provider,
//                  the same variables as the build's: its origins are admitted by the brand's CSP
//   OUT            the file to write                  (deploy/nginx/cabinet.conf; `-` for stdout)
// A config for a deployment (BRAND_HOSTS, API_BASE_<BRAND> or CABINET_ROOT set) needs every brand's
// provider, as the build does (scripts/human-check-guard.ts), unless ALLOW_LOCAL_HUMAN_CHECK=1.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { humanCheckVerdict, loudly } from '../scripts/human-check-guard.ts';
import { BRAND_IDS, type BrandId, parseHostOverrides } from '../src/kernel/brand/brands.ts';
import { humanCheckOrigins } from '../src/kernel/brand/humanCheckProvider.ts';
import { type NginxOptions, nginxConfig } from './nginx.ts';

type Env = Record<string, string | undefined>;

export const COMMITTED_CONFIG = fileURLToPath(new URL('./nginx/cabinet.conf', import.meta.url));

export const productionOptions = (env: Env): NginxOptions => {
  const upstream: Partial<Record<BrandId, string>> = {};
  for (const id of BRAND_IDS) {
    const value = env[`API_BASE_${id.toUpperCase()}`];
    if (value) upstream[id] = value;
  }
  return {
    mode: 'production',
    root: env.CABINET_ROOT || '/srv/cabinet/dist',
    listen: env.LISTEN || '80',
    upstream,
    overrides: parseHostOverrides(env.BRAND_HOSTS),
    brotli: env.NO_BROTLI !== '1',
    brotliFilter: env.NO_BROTLI !== '1',
    accessLog: env.ACCESS_LOG || '/var/log/nginx/access.log',
    humanCheck: humanCheckOrigins(env),
    realIpFrom: (env.REAL_IP_FROM ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
};

/** Whether the config may be written: the build's rule for human-verification providers. */
export const providerVerdict = (env: Env) =>
  humanCheckVerdict(
    env,
    Object.keys(env)
      .filter((name) => /^(BRAND_HOSTS|API_BASE_(BY|GE|ARENA)|CABINET_ROOT)$/.test(name) && env[name])
      .sort(),
    'A production nginx config',
  );

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const verdict = providerVerdict(process.env);
  if (verdict.kind === 'refused') {
    console.error(loudly(verdict.message));
    process.exit(1);
  }
  if (verdict.kind === 'allowed') console.warn(loudly(verdict.message));
  const text = nginxConfig(productionOptions(process.env));
  const out = process.env.OUT || COMMITTED_CONFIG;
  if (out === '-') process.stdout.write(text);
  else {
    writeFileSync(out, text);
    console.info(`Wrote ${out}`);
  }
}
