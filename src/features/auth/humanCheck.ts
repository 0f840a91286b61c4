// Human verification for the auth call's `formToken` (spec §7), pluggable per brand. Without
// configuration the built-in local provider is used: it always passes (the reference server accepts any
// non-empty token); a production build refuses to go without a real one unless told to
// (scripts/human-check-guard.ts). A production provider is configured at build time per brand:
//   VITE_CAPTCHA_SCRIPT_<BRAND>   https URL of the provider's script
//   VITE_CAPTCHA_SITEKEY_<BRAND>  the brand's public site key
// and its script is loaded only then, and only when the sign-in dialog opens. The script must expose a
// reCAPTCHA-v3-style API: `grecaptcha.ready(cb)` and `grecaptcha.execute(siteKey, { action })`.
import type { BrandId } from '../../lib/brand/brands.ts';
import { providerConfig } from '../../lib/brand/humanCheckProvider.ts';

export type HumanCheck = {
  name: 'local' | 'script';
  /** Starts loading whatever the provider needs (called when the dialog opens). */
  prepare: () => void;
  /** A fresh token for one auth call. */
  token: () => Promise<string>;
};

export const LOCAL_TOKEN = 'local-pass';

const localCheck: HumanCheck = { name: 'local', prepare: () => {}, token: async () => LOCAL_TOKEN };

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
    script.onerror = () => reject(new Error('human verification script failed to load'));
    document.head.append(script);
  });

export const scriptCheck = (
  src: string,
  siteKey: string,
  load: (src: string) => Promise<void> = loadScript,
  api: () => Grecaptcha | undefined = () => Reflect.get(window, 'grecaptcha') as Grecaptcha | undefined,
): HumanCheck => {
  let loading: Promise<void> | null = null;
  const prepare = () => {
    loading ??= load(src);
    // A failed load is retried on the next call.
    loading.catch(() => {
      loading = null;
    });
  };
  return {
    name: 'script',
    prepare,
    token: async () => {
      prepare();
      await loading;
      const g = api();
      if (!g) throw new Error('human verification is not available');
      await new Promise<void>((resolve) => g.ready(resolve));
      return g.execute(siteKey, { action: 'login' });
    },
  };
};

/** The brand's provider: the script one when it is configured, else the local one. */
export const humanCheckFor = (
  brandId: BrandId,
  env: Record<string, string | undefined>,
  load?: (src: string) => Promise<void>,
): HumanCheck => {
  const provider = providerConfig(brandId, env);
  return provider ? scriptCheck(provider.src, provider.siteKey, load) : localCheck;
};
