// The build refuses to ship the always-pass human check to production. Without a provider configured, the
// sign-in sends `formToken=local-pass` (src/features/auth/humanCheck.ts), which only the reference server
// accepts as a check. A build is a production build when it is configured with the brands' production
// hosts or API origins (how the README's hosting recipe builds); `npm start`, `npm test` and the e2e suites
// build with neither and keep the local stand-in. ALLOW_LOCAL_HUMAN_CHECK=1 lets a production build go
// without a provider (a staging platform that takes any token), with a warning printed loudly.
import type { Plugin } from 'vite';
import { BRANDS, type BrandId } from '../src/lib/brand/brands.ts';
import { providerConfig } from '../src/lib/brand/humanCheckProvider.ts';

type Env = Record<string, string | undefined>;

const ALLOW_VARIABLE = 'ALLOW_LOCAL_HUMAN_CHECK';

/** The variables that configure production hosts or origins, when this build sets any of them. */
const productionSettings = (env: Env): string[] =>
  Object.keys(env)
    .filter(
      (name) =>
        // An empty API base is a setting too: the API on the cabinet's own origin (README, hosting).
        /^VITE_API_BASE_(BY|GE|ARENA)$/.test(name) ||
        (/^VITE_(BRAND_HOSTS|WIDGET_ORIGIN_(BY|GE|ARENA)|SITE_ORIGIN_(BY|GE|ARENA))$/.test(name) &&
          (env[name] ?? '').trim() !== ''),
    )
    .sort();

const brandsWithoutProvider = (env: Env): BrandId[] =>
  (Object.keys(BRANDS) as BrandId[]).filter((id) => providerConfig(id, env) === null);

type GuardVerdict = { kind: 'local' | 'provided' } | { kind: 'refused' | 'allowed'; message: string };

/** What the build does with this configuration (`env`: the build's VITE_ variables and the allowance). */
export const humanCheckVerdict = (env: Env): GuardVerdict => {
  const settings = productionSettings(env);
  if (settings.length === 0) return { kind: 'local' };
  const missing = brandsWithoutProvider(env);
  if (missing.length === 0) return { kind: 'provided' };
  const allowed = env[ALLOW_VARIABLE] === '1';
  const list = missing.map((id) => id.toUpperCase()).join(', ');
  const message = [
    `A production build (${settings.join(', ')}) without a human-verification provider for ${list}:`,
    'sign-in there sends formToken=local-pass, the local always-pass stand-in that only the reference server accepts.',
    allowed
      ? `${ALLOW_VARIABLE}=1 is set, so the build goes on: the platform behind it must not rely on the human check.`
      : `Set VITE_CAPTCHA_SCRIPT_<BRAND> (https) and VITE_CAPTCHA_SITEKEY_<BRAND> for ${list} (README, Configuration), or build with ${ALLOW_VARIABLE}=1 for a platform that accepts any token.`,
  ].join('\n');
  return { kind: allowed ? 'allowed' : 'refused', message };
};

const loudly = (message: string): string => {
  const bar = '!'.repeat(100);
  return `\n${bar}\n${message.replace(/^/gm, '!! ')}\n${bar}\n`;
};

/** The Vite plugin: checks the build's configuration before anything is built. */
export const humanCheckGuard = (): Plugin => ({
  name: 'cabinet:human-check-guard',
  apply: 'build',
  configResolved: (config) => {
    const verdict = humanCheckVerdict({ ...config.env, [ALLOW_VARIABLE]: process.env[ALLOW_VARIABLE] });
    // The message says what to do; a stack into Vite's internals would only bury it.
    if (verdict.kind === 'refused')
      throw Object.assign(new Error(verdict.message), { stack: loudly(verdict.message) });
    if (verdict.kind === 'allowed') console.warn(loudly(verdict.message));
  },
});
