// Country names in the page's language. Intl.DisplayNames is used where the browser
// really has the language's region names; Chromium's trimmed ICU has none for Georgian and Belarusian
// (and English-only ones for Azerbaijani, though it reports `az` as supported), and then it answers in
// English or with the ISO code. There the names come from CLDR-derived tables (i18n-iso-countries),
// loaded on demand, one language at a time.
import { useEffect, useMemo, useState } from 'react';
import { intlLocale, type Lang } from '../../kernel/langs.ts';

type Names = Record<string, string | string[]>;

const TABLES: Record<Lang, () => Promise<{ countries: Names }>> = {
  ru: () => import('i18n-iso-countries/langs/ru.json'),
  en: () => import('i18n-iso-countries/langs/en.json'),
  be: () => import('i18n-iso-countries/langs/be.json'),
  ge: () => import('i18n-iso-countries/langs/ka.json'),
  az: () => import('i18n-iso-countries/langs/az.json'),
};

/**
 * The territories the phone library lists and the tables lack (Ascension Island, Tristan da Cunha), as CLDR
 * names them (Node's full ICU): without them a Belarusian, Georgian or Azerbaijani list started with two
 * English names.
 */
export const MISSING_FROM_TABLES: Record<Lang, Names> = {
  ru: { AC: 'о-в Вознесения', TA: 'Тристан-да-Кунья' },
  en: { AC: 'Ascension Island', TA: 'Tristan da Cunha' },
  be: { AC: 'Востраў Узнясення', TA: 'Трыстан-да-Кунья' },
  ge: { AC: 'ამაღლების კუნძული', TA: 'ტრისტან-და-კუნია' },
  az: { AC: 'Askenson adası', TA: 'Tristan da Kunya' },
};

type RegionNamer = (locale: string) => { of: (code: string) => string | undefined };

const intlNamer: RegionNamer = (locale) => new Intl.DisplayNames([locale], { type: 'region' });

/**
 * Whether the browser has this language's region names: it says it supports the locale, and (for a
 * language other than English) a country's name differs from the English one.
 */
export const browserHasRegionNames = (
  locale: string,
  supported: (locale: string) => boolean = (l) => Intl.DisplayNames.supportedLocalesOf([l]).length > 0,
  namer: RegionNamer = intlNamer,
): boolean => {
  if (!supported(locale)) return false;
  if (locale === 'en' || locale.startsWith('en-')) return true;
  return namer(locale).of('DE') !== namer('en').of('DE');
};

/** A country's name from a table (the first, official, name where the table lists several). */
export const tableName = (names: Names, code: string): string | undefined => {
  const name = names[code];
  return Array.isArray(name) ? name[0] : name;
};

/** Names countries by ISO code in `lang`; until a needed table has loaded, the browser's (fallback) name. */
export const useRegionNames = (lang: Lang): ((code: string) => string) => {
  const locale = intlLocale(lang);
  const native = useMemo(() => browserHasRegionNames(locale), [locale]);
  const [table, setTable] = useState<{ lang: Lang; names: Names } | null>(null);
  useEffect(() => {
    if (native) return;
    let live = true;
    void TABLES[lang]().then((m) => {
      if (live) setTable({ lang, names: { ...m.countries, ...MISSING_FROM_TABLES[lang] } });
    });
    return () => {
      live = false;
    };
  }, [lang, native]);
  return useMemo(() => {
    if (native) {
      const names = intlNamer(locale);
      return (code: string) => names.of(code) ?? code;
    }
    const names = table?.lang === lang ? table.names : null;
    const fallback = intlNamer(locale);
    return (code: string) => (names ? tableName(names, code) : undefined) ?? fallback.of(code) ?? code;
  }, [native, locale, lang, table]);
};
