// Which human-verification provider a brand is built with (VITE_CAPTCHA_SCRIPT_<BRAND>,
// VITE_CAPTCHA_SITEKEY_<BRAND>). Read by the sign-in (src/features/auth/humanCheck.ts) and by the build,
// which refuses a production build where a brand has none (scripts/human-check-guard.ts).
import type { BrandId } from './brands.ts';

/** The brand's configured provider: both its script URL (https) and its site key, or null. */
export const providerConfig = (
  brandId: BrandId,
  env: Record<string, string | undefined>,
): { src: string; siteKey: string } | null => {
  const id = brandId.toUpperCase();
  const src = env[`VITE_CAPTCHA_SCRIPT_${id}`]?.trim();
  const siteKey = env[`VITE_CAPTCHA_SITEKEY_${id}`]?.trim();
  return src && siteKey && src.startsWith('https://') ? { src, siteKey } : null;
};
