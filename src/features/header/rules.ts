// The header's rules (spec §2, §7, §9): the city, the logo link, the partner-services list.
import type { Lang } from '../../kernel/langs.ts';

/** The city confirmation dialog opens this long after load when no city is chosen yet. */
export const CITY_DIALOG_DELAY_MS = 1500;
/** The logo gets its link this long after load. */
export const LOGO_LINK_DELAY_MS = 250;
/** The chosen city (a region slug) lives in this cookie for one year. */
export const CITY_COOKIE = 'city';

export type Region = { id: number; slug: string; name: Record<string, string> };
export type Country = { id: number; iso2: string; name: Record<string, string>; regions: Region[] };

/** The city dialog asks only when no city was ever chosen. */
export const shouldAskCity = (cityCookie: string | null): boolean => !cityCookie;

/** Every region of the layout's countries, in the layout's order. */
export const regionsOf = (countries: readonly Country[]): Region[] => countries.flatMap((c) => c.regions);

/**
 * The city to show: the chosen one if the layout knows it, else the brand's default region (minsk on
 * .by, tbilisi on .ge), else the first region.
 */
export const currentRegion = (
  countries: readonly Country[],
  chosen: string | null,
  fallbackSlug: string,
): Region | undefined => {
  const regions = regionsOf(countries);
  return regions.find((r) => r.slug === chosen) ?? regions.find((r) => r.slug === fallbackSlug) ?? regions[0];
};

/** A slug the city cookie may hold: lower-case latin words joined by hyphens. */
export const CITY_SLUG = /^[a-z][a-z0-9-]{0,39}$/;
export const isCitySlug = (value: unknown): value is string =>
  typeof value === 'string' && CITY_SLUG.test(value);

/** The main site's home page in the current language. */
export const homeHref = (mainSiteOrigin: string, lang: Lang): string => `${mainSiteOrigin}/${lang}`;

/** The main site's favourites page in the current language. */
export const favouritesHref = (mainSiteOrigin: string, lang: Lang): string =>
  `${mainSiteOrigin}/${lang}/favorites`;

/**
 * Where the partner-services list lives: the storage base (configurable) and the production file on
 * https, the test variant anywhere else (spec §7).
 */
export const servicesUrl = (storageBase: string, protocol: string): string =>
  `${storageBase.replace(/\/+$/, '')}/${protocol === 'https:' ? 'services.json' : 'services.test.json'}`;

export type PartnerService = { key: string; enable: boolean; href: string; label: Record<string, string> };

/** Only enabled services with a label appear in the menu. */
export const visibleServices = <S extends Pick<PartnerService, 'enable'>>(services: readonly S[]): S[] =>
  services.filter((s) => s.enable);
