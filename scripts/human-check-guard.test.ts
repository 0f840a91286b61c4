// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { humanCheckVerdict } from './human-check-guard.ts';

const PROVIDERS = Object.fromEntries(
  ['BY', 'GE', 'ARENA'].flatMap((id) => [
    [`VITE_CAPTCHA_SCRIPT_${id}`, 'https://captcha.example/api.js'],
    [`VITE_CAPTCHA_SITEKEY_${id}`, `key-${id}`],
  ]),
);
/** Every brand's provider but `id`'s. */
const PROVIDERS_BUT = (id: string) =>
  Object.fromEntries(Object.entries(PROVIDERS).filter(([name]) => !name.endsWith(`_${id}`)));
const HOSTS = { VITE_BRAND_HOSTS: 'by=kvitok.by;ge=bileti.ge;arena=arena.kvitok.by' };
/** The README's recipe: the API on the cabinet's own origin. */
const SAME_ORIGIN = { VITE_API_BASE_BY: '', VITE_API_BASE_GE: '', VITE_API_BASE_ARENA: '' };

describe('humanCheckVerdict', () => {
  it.each([
    ['nothing configured (npm start, npm test, e2e)', {}, 'local'],
    ['an empty host list', { VITE_BRAND_HOSTS: ' ' }, 'local'],
    [
      'a provider on local hosts',
      { VITE_CAPTCHA_SCRIPT_BY: 'https://c.example/a.js', VITE_CAPTCHA_SITEKEY_BY: 'k' },
      'local',
    ],
    // Settings given in part or wrong stop any build: the sign-in would quietly fall back.
    ['a script without its site key', { VITE_CAPTCHA_SCRIPT_BY: 'https://c.example/a.js' }, 'refused'],
    [
      'an extra origin that is no origin',
      { ...PROVIDERS, VITE_CAPTCHA_ORIGINS_GE: "https://c.example 'unsafe-inline'" },
      'refused',
    ],
    ['production hosts, no provider', HOSTS, 'refused'],
    ['API bases on the own origin, no provider', SAME_ORIGIN, 'refused'],
    ['an API origin, no provider', { VITE_API_BASE_GE: 'https://api.bileti.ge' }, 'refused'],
    ['a widget origin, no provider', { VITE_WIDGET_ORIGIN_BY: 'https://widget.kvitok.by' }, 'refused'],
    ['production hosts, one brand without', { ...HOSTS, ...PROVIDERS_BUT('GE') }, 'refused'],
    [
      'an http script is no provider',
      { ...HOSTS, ...PROVIDERS, VITE_CAPTCHA_SCRIPT_ARENA: 'http://c.example/a.js' },
      'refused',
    ],
    ['production hosts and every provider', { ...HOSTS, ...PROVIDERS }, 'provided'],
    [
      'production hosts and every provider with extra origins',
      {
        ...HOSTS,
        ...PROVIDERS,
        VITE_CAPTCHA_ORIGINS_BY: 'https://www.gstatic.com, https://*.captcha.example',
      },
      'provided',
    ],
    ['production hosts, no provider, allowed', { ...HOSTS, ALLOW_LOCAL_HUMAN_CHECK: '1' }, 'allowed'],
  ])('%s: %s', (_what, env, kind) => {
    expect(humanCheckVerdict(env).kind).toBe(kind);
  });

  it('names the brands, the settings and the way out', () => {
    const verdict = humanCheckVerdict({ ...SAME_ORIGIN, ...PROVIDERS_BUT('GE') });
    expect(verdict.kind).toBe('refused');
    const message = 'message' in verdict ? verdict.message : '';
    expect(message).toContain('VITE_API_BASE_ARENA, VITE_API_BASE_BY, VITE_API_BASE_GE');
    expect(message).toContain('for GE');
    expect(message).toContain('formToken=local-pass');
    expect(message).toContain('VITE_CAPTCHA_SITEKEY_<BRAND>');
    expect(message).toContain('ALLOW_LOCAL_HUMAN_CHECK=1');
  });

  it('names every wrong provider setting', () => {
    const verdict = humanCheckVerdict({
      VITE_CAPTCHA_SCRIPT_BY: 'http://captcha.example/api.js',
      VITE_CAPTCHA_SITEKEY_BY: 'k',
      VITE_CAPTCHA_ORIGINS_ARENA: 'https://a.example/path',
    });
    const message = 'message' in verdict ? verdict.message : '';
    expect(message).toContain('VITE_CAPTCHA_SCRIPT_BY is not an https URL: http://captcha.example/api.js');
    expect(message).toContain('VITE_CAPTCHA_SCRIPT_ARENA is missing');
    expect(message).toContain('VITE_CAPTCHA_ORIGINS_ARENA: https://a.example/path is not an https origin');
  });
});

// Loading the config bundles it and sets up every plugin: seconds on a loaded machine.
describe('the build configuration (vite.config.ts)', { timeout: 60_000 }, () => {
  const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
  const resolveBuild = () => resolveConfig({ configFile, logLevel: 'silent' }, 'build');
  afterEach(() => vi.unstubAllEnvs());

  it('builds with the local stand-in when no production host is configured', async () => {
    const config = await resolveBuild();
    expect(config.define?.__LOCAL_HUMAN_CHECK_ANYWHERE__).toBe('false');
  });

  it('refuses a build with production hosts and no provider, with a clear message', async () => {
    for (const [name, value] of Object.entries(HOSTS)) vi.stubEnv(name, value);
    await expect(resolveBuild()).rejects.toThrow(/without a human-verification provider for BY, GE, ARENA/);
  });

  it('builds with production hosts when every brand has a provider, or when explicitly allowed', async () => {
    for (const [name, value] of Object.entries({ ...HOSTS, ...PROVIDERS })) vi.stubEnv(name, value);
    await expect(resolveBuild()).resolves.toBeDefined();
    vi.unstubAllEnvs();
    for (const [name, value] of Object.entries(HOSTS)) vi.stubEnv(name, value);
    vi.stubEnv('ALLOW_LOCAL_HUMAN_CHECK', '1');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const allowed = await resolveBuild();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ALLOW_LOCAL_HUMAN_CHECK=1 is set'));
    // The sign-in learns it as a build constant (src/features/auth/humanCheck.ts).
    expect(allowed.define?.__LOCAL_HUMAN_CHECK_ANYWHERE__).toBe('true');
  });
});
