// The brand table. Pure data with no browser or bundler dependency, so the reference server imports
// this same file: brand facts are written once.
import type { Lang } from '../langs.ts';

/** The brands' ids: the table's keys, the build's documents, the server's rows, nginx's upstreams. */
export const BRAND_IDS = ['by', 'ge', 'arena'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

export const isBrandId = (value: unknown): value is BrandId =>
  (BRAND_IDS as readonly unknown[]).includes(value);
export type Currency = 'rub' | 'gel';

export type Brand = {
  id: BrandId;
  /** Product name; a proper noun, not translated. */
  name: string;
  shortName: string;
  /** Production web hosts of the cabinet (overridable by configuration, see config.ts). */
  hosts: readonly string[];
  /** Hosts that select this brand on a developer machine. */
  localHosts: readonly string[];
  /** Production API origin ('' = the origin the cabinet is served from). */
  apiBase: string;
  /** Production origin of the sale widget frame. */
  frameOrigin: string;
  /** Production origin of the brand's main site (logo link, cross-site frame). */
  siteOrigin: string;
  /** Production origin of the discounts site (promotions go-to-site button). */
  discountsOrigin: string;
  defaultLang: Lang;
  currency: Currency;
  region: 'minsk' | 'tbilisi';
  /** Offset of displayed dates from UTC, in hours. */
  utcOffsetHours: number;
  /** Default phone country for sign-in. */
  phoneCountry: 'BY' | 'GE';
  support: { email: string; phone: string };
  logo: string;
  favicon: string;
  colors: { primary: string; primaryDark: string; onPrimary: string; accent: string };
  features: {
    addresses: boolean;
    topNav: boolean;
    /** The account's side menu (avatar, balance, sections). Arena has none: its cabinet is the tickets. */
    sideMenu: boolean;
    promotionsSiteButton: boolean;
  };
};

export const BRANDS: Record<BrandId, Brand> = {
  by: {
    id: 'by',
    name: 'Kvitok',
    shortName: 'Kvitok',
    hosts: ['kvitok.by', 'www.kvitok.by', 'cabinet.kvitok.by'],
    localHosts: ['localhost', '127.0.0.1'],
    apiBase: 'https://api.kvitok.by',
    frameOrigin: 'https://widget.kvitok.by',
    siteOrigin: 'https://kvitok.by',
    discountsOrigin: 'https://skidki.kvitok.by',
    defaultLang: 'ru',
    currency: 'rub',
    region: 'minsk',
    utcOffsetHours: 3,
    phoneCountry: 'BY',
    support: { email: 'support@kvitok.by', phone: '+375 17 300-00-00' },
    logo: '/brand/by/logo.svg',
    favicon: '/brand/by/favicon.svg',
    colors: { primary: '#c8102e', primaryDark: '#9b0c23', onPrimary: '#ffffff', accent: '#1d4ed8' },
    features: { addresses: true, topNav: true, sideMenu: true, promotionsSiteButton: true },
  },
  ge: {
    id: 'ge',
    name: 'Bileti',
    shortName: 'Bileti',
    hosts: ['bileti.ge', 'www.bileti.ge', 'cabinet.bileti.ge'],
    localHosts: ['ge.localhost'],
    apiBase: 'https://api.bileti.ge',
    frameOrigin: 'https://widget.bileti.ge',
    siteOrigin: 'https://bileti.ge',
    discountsOrigin: 'https://discounts.bileti.ge',
    defaultLang: 'ge',
    currency: 'gel',
    region: 'tbilisi',
    utcOffsetHours: 4,
    phoneCountry: 'GE',
    support: { email: 'support@bileti.ge', phone: '+995 32 200 00 00' },
    logo: '/brand/ge/logo.svg',
    favicon: '/brand/ge/favicon.svg',
    colors: { primary: '#0b6e4f', primaryDark: '#08543c', onPrimary: '#ffffff', accent: '#b45309' },
    features: { addresses: false, topNav: true, sideMenu: true, promotionsSiteButton: false },
  },
  arena: {
    id: 'arena',
    name: 'Arena Pass',
    shortName: 'Arena',
    hosts: ['arena.kvitok.by', 'cabinet.arena.kvitok.by'],
    localHosts: ['arena.localhost'],
    apiBase: 'https://api.kvitok.by',
    frameOrigin: 'https://widget.kvitok.by',
    siteOrigin: 'https://arena.kvitok.by',
    discountsOrigin: 'https://skidki.kvitok.by',
    defaultLang: 'ru',
    currency: 'rub',
    region: 'minsk',
    utcOffsetHours: 3,
    phoneCountry: 'BY',
    support: { email: 'arena@kvitok.by', phone: '+375 17 399-99-99' },
    logo: '/brand/arena/logo.svg',
    favicon: '/brand/arena/favicon.svg',
    colors: { primary: '#4f2bb8', primaryDark: '#3b1f8c', onPrimary: '#ffffff', accent: '#0e7490' },
    features: { addresses: false, topNav: false, sideMenu: false, promotionsSiteButton: true },
  },
};

/** The brand's public offer (terms of use) on its main site: the layout's `offer_contract` by default. */
export const offerContractUrl = (b: Pick<Brand, 'siteOrigin'>): string => `${b.siteOrigin}/offer`;

/** Per-brand production hosts from configuration: `by=a.by,b.by;ge=x.ge`. Empty keeps the table. */
export type HostOverrides = Partial<Record<BrandId, readonly string[]>>;

export const parseHostOverrides = (raw: string | undefined): HostOverrides => {
  const out: HostOverrides = {};
  for (const part of (raw ?? '').split(';')) {
    const [id, hosts] = part.split('=');
    if (isBrandId(id) && hosts) {
      out[id] = hosts
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean);
    }
  }
  return out;
};

const stripPort = (host: string): string => host.toLowerCase().replace(/:\d+$/, '');

/**
 * The brand a web host belongs to. Unknown hosts fall back to the Belarusian brand, the platform's
 * default; `isKnown` lets callers tell the difference.
 */
export const brandForHost = (
  host: string,
  overrides: HostOverrides = {},
): { brand: Brand; isKnown: boolean; isLocal: boolean } => {
  const name = stripPort(host);
  for (const brand of Object.values(BRANDS)) {
    if (brand.localHosts.includes(name)) return { brand, isKnown: true, isLocal: true };
  }
  for (const brand of Object.values(BRANDS)) {
    const hosts = overrides[brand.id] ?? brand.hosts;
    if (hosts.includes(name)) return { brand, isKnown: true, isLocal: false };
  }
  return { brand: BRANDS.by, isKnown: false, isLocal: false };
};
