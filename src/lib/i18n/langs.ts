// The app's language codes. `ge` is the platform's code for Georgian; browsers and Intl know it as `ka`.
export const LANGS = ['ru', 'en', 'be', 'ge', 'az'] as const;
export type Lang = (typeof LANGS)[number];

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/** BCP 47 tag for Intl, luxon and `<html lang>`. */
export const intlLocale = (lang: Lang): string => (lang === 'ge' ? 'ka' : lang);
