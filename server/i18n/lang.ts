// The language of a request's texts: the `lang` query parameter, then Accept-Language, then the
// brand's default (ru; ge on the Georgian host, spec §1). `ka` is Georgian to browsers, `ge` to the platform.
import { isLang, type Lang } from '../../src/kernel/langs.ts';

const TAG_TO_LANG: Record<string, Lang> = { ru: 'ru', en: 'en', be: 'be', ka: 'ge', ge: 'ge', az: 'az' };

/** The first of our languages in an Accept-Language header, by quality then order; null when none is. */
export const langFromAcceptLanguage = (header: string | undefined): Lang | null => {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { primary } of ranked) {
    const lang = TAG_TO_LANG[primary];
    if (lang) return lang;
  }
  return null;
};

export const requestLang = (
  query: URLSearchParams,
  acceptLanguage: string | undefined,
  brandDefault: Lang,
): Lang => {
  const asked = query.get('lang');
  if (isLang(asked)) return asked;
  return langFromAcceptLanguage(acceptLanguage) ?? brandDefault;
};

/** One text in each of the five languages. */
export type Texts = Readonly<Record<Lang, string>>;
