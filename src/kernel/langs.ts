// The app's language codes. `ge` is the platform's code for Georgian; browsers and Intl know it as `ka`.
export const LANGS = ['ru', 'en', 'be', 'ge', 'az'] as const;
export type Lang = (typeof LANGS)[number];

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/** BCP 47 tag for Intl, luxon and `<html lang>`. */
export const intlLocale = (lang: Lang): string => (lang === 'ge' ? 'ka' : lang);

/** The stored choice if it is one of ours, else the brand's default (spec §1). Lingui-free: the page's
 * entry asks it too, before the app's code has loaded. */
export const initialLang = (stored: string | null, brandDefault: Lang): Lang =>
  isLang(stored) ? stored : brandDefault;
