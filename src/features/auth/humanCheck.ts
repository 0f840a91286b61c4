// Human verification for the auth call's `formToken` (spec §7), pluggable per brand. A brand built with a
// provider (src/kernel/brand/humanCheckProvider.ts: VITE_CAPTCHA_SCRIPT_<BRAND>, VITE_CAPTCHA_SITEKEY_<BRAND>)
// loads its script when the sign-in dialog opens; the script must expose a reCAPTCHA-v3-style API:
// `grecaptcha.ready(cb)` and `grecaptcha.execute(siteKey, { action })`. Without one, the local stand-in
// (always passes, token `local-pass`, loads nothing) works only on a local host, or in a build made with
// ALLOW_LOCAL_HUMAN_CHECK=1 (scripts/human-check-guard.ts); anywhere else sign-in says it is not configured.
import { type BrandId, brandForHost } from '../../kernel/brand/brands.ts';
import { providerConfig } from '../../kernel/brand/humanCheckProvider.ts';

export type HumanCheck = {
  name: 'local' | 'script' | 'unconfigured';
  /** Starts loading whatever the provider needs (called when the dialog opens). */
  prepare: () => void;
  /** A fresh token for one auth call; rejects with HumanCheckError when none can be had. */
  token: () => Promise<string>;
};

/** The provider gave no token: its script did not load, or it did not answer in time. */
export class HumanCheckError extends Error {}

export const LOCAL_TOKEN = 'local-pass';

/** How long a token may take before the customer is told to try again. */
const TOKEN_TIMEOUT_MS = 30_000;

const localCheck: HumanCheck = { name: 'local', prepare: () => {}, token: async () => LOCAL_TOKEN };

const unconfiguredCheck: HumanCheck = {
  name: 'unconfigured',
  prepare: () => {},
  token: () => Promise.reject(new HumanCheckError('no human verification provider is configured')),
};

type Grecaptcha = {
  ready: (cb: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
};

/** Adds the script once; resolves when it has loaded. */
const loadScript = (src: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new HumanCheckError('human verification script failed to load'));
    document.head.append(script);
  });

export const scriptCheck = (
  src: string,
  siteKey: string,
  load: (src: string) => Promise<void> = loadScript,
  api: () => Grecaptcha | undefined = () => Reflect.get(window, 'grecaptcha') as Grecaptcha | undefined,
  timeoutMs = TOKEN_TIMEOUT_MS,
): HumanCheck => {
  let loading: Promise<void> | null = null;
  const prepare = () => {
    loading ??= load(src);
    // A failed load is retried on the next call.
    loading.catch(() => {
      loading = null;
    });
  };
  const ask = async (): Promise<string> => {
    prepare();
    await loading;
    const g = api();
    if (!g) throw new HumanCheckError('human verification is not available');
    await new Promise<void>((resolve) => g.ready(resolve));
    return g.execute(siteKey, { action: 'login' });
  };
  return {
    name: 'script',
    prepare,
    token: () => {
      let timer = 0;
      const late = new Promise<never>((_, reject) => {
        timer = window.setTimeout(() => reject(new HumanCheckError('no token in time')), timeoutMs);
      });
      return Promise.race([ask(), late])
        .catch((e: unknown) => {
          throw e instanceof HumanCheckError ? e : new HumanCheckError(String(e));
        })
        .finally(() => window.clearTimeout(timer));
    },
  };
};

/**
 * The brand's provider on this host: its script when configured, else the local one or none.
 * `standInAnywhere`: the build was allowed the stand-in on every host (ALLOW_LOCAL_HUMAN_CHECK=1).
 */
export const humanCheckFor = (
  brandId: BrandId,
  env: Record<string, string | undefined>,
  { host, standInAnywhere }: { host: string; standInAnywhere: boolean },
  load?: (src: string) => Promise<void>,
): HumanCheck => {
  const provider = providerConfig(brandId, env);
  if (provider) return scriptCheck(provider.src, provider.siteKey, load);
  return brandForHost(host).isLocal || standInAnywhere ? localCheck : unconfiguredCheck;
};
