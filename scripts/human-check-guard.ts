// The build refuses to ship a sign-in that cannot work. Without a provider the sign-in sends the local
// always-pass token `formToken=local-pass` on a local host only, and says "sign-in is not configured" on
// any other (src/features/auth/humanCheck.ts). A build is a production build when it is configured with the
// brands' production hosts or API origins (how the README's hosting recipe builds): every brand then needs
// a provider. `npm start`, `npm test` and the e2e suites build with neither and keep the local stand-in.
// ALLOW_LOCAL_HUMAN_CHECK=1 lets a production build go without a provider and keep the stand-in on every
// host (a staging platform that takes any token), with a warning printed loudly. Provider settings given
// wrong or in part stop any build. `npm run deploy:nginx` applies the same rule to the config it writes.
import type { Plugin } from 'vite';
import { BRANDS, type BrandId } from '../src/kernel/brand/brands.ts';
import { providerConfig, providerProblems } from '../src/kernel/brand/humanCheckProvider.ts';

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

/**
 * What a build (or an nginx config: `what`, `settings`) does with this configuration (`env`: the
 * VITE_CAPTCHA_ variables and the allowance). `settings`: the production settings it was given.
 */
export const humanCheckVerdict = (
  env: Env,
  settings: readonly string[] = productionSettings(env),
  what = 'A production build',
): GuardVerdict => {
  const problems = providerProblems(env);
  if (problems.length > 0)
    return {
      kind: 'refused',
      message: `The human-verification provider settings are wrong:\n${problems.join('\n')}\n(README, Configuration)`,
    };
  if (settings.length === 0) return { kind: 'local' };
  const missing = brandsWithoutProvider(env);
  if (missing.length === 0) return { kind: 'provided' };
  const allowed = env[ALLOW_VARIABLE] === '1';
  const list = missing.map((id) => id.toUpperCase()).join(', ');
  const message = [
    `${what} (${settings.join(', ')}) without a human-verification provider for ${list}:`,
    'its sign-in would say it is not configured (the local always-pass stand-in, formToken=local-pass, works on local hosts only).',
    allowed
      ? `${ALLOW_VARIABLE}=1 is set, so it goes on and signs in with formToken=local-pass on every host: the platform behind it must not rely on the human check.`
      : `Set VITE_CAPTCHA_SCRIPT_<BRAND> (https) and VITE_CAPTCHA_SITEKEY_<BRAND> for ${list} (README, Configuration), or use ${ALLOW_VARIABLE}=1 for a platform that accepts any token.`,
  ].join('\n');
  return { kind: allowed ? 'allowed' : 'refused', message };
};

export const loudly = (message: string): string => {
  const bar = '!'.repeat(100);
  return `\n${bar}\n${message.replace(/^/gm, '!! ')}\n${bar}\n`;
};

/** The Vite plugin: checks the build's configuration before anything is built. */
export const humanCheckGuard = (): Plugin => ({
  name: 'cabinet:human-check-guard',
  // The allowance reaches the sign-in as a build constant (humanCheck.ts): the stand-in on every host. Not
  // in import.meta.env, whose whole object the first load carries.
  config: () => ({
    define: { __LOCAL_HUMAN_CHECK_ANYWHERE__: JSON.stringify(process.env[ALLOW_VARIABLE] === '1') },
  }),
  configResolved: (config) => {
    if (config.command !== 'build') return;
    const verdict = humanCheckVerdict({ ...config.env, [ALLOW_VARIABLE]: process.env[ALLOW_VARIABLE] });
    // The message says what to do; a stack into Vite's internals would only bury it.
    if (verdict.kind === 'refused')
      throw Object.assign(new Error(verdict.message), { stack: loudly(verdict.message) });
    if (verdict.kind === 'allowed') console.warn(loudly(verdict.message));
  },
});
