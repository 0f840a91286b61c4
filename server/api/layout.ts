// GET /api/v3/pages/layout: the frame of the brand the Host header names (logo, menu, footer,
// support phone, currency, countries with their regions). Everything comes from the database.
import type { DatabaseSync } from 'node:sqlite';
import type { BrandId } from '../../src/kernel/brand/brands.ts';
import { json, num, str, strings, texts } from '../db/row.ts';
import { httpError } from '../web/errors.ts';
import { ok } from '../web/reply.ts';
import type { ApiRouter } from './context.ts';

type Link = { title: string; url: string };

const socialsOf = (value: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  if (typeof value === 'object' && value !== null) {
    for (const [key, url] of Object.entries(value)) if (typeof url === 'string') out[key] = url;
  }
  return out;
};

const linksOf = (value: unknown): Link[] =>
  Array.isArray(value)
    ? value.flatMap((item: unknown) => {
        if (typeof item !== 'object' || item === null) return [];
        const title: unknown = Reflect.get(item, 'title');
        const url: unknown = Reflect.get(item, 'url');
        return typeof title === 'string' && typeof url === 'string' ? [{ title, url }] : [];
      })
    : [];

const countriesOf = (db: DatabaseSync, countryId: number) =>
  db
    .prepare('SELECT id, iso2, names FROM countries WHERE id = ? ORDER BY position')
    .all(countryId)
    .map((country) => ({
      id: num(country, 'id'),
      iso2: str(country, 'iso2'),
      name: texts(country, 'names'),
      regions: db
        .prepare('SELECT id, slug, names FROM cities WHERE country_id = ? ORDER BY position')
        .all(num(country, 'id'))
        .map((city) => ({ id: num(city, 'id'), slug: str(city, 'slug'), name: texts(city, 'names') })),
    }));

const loadLayout = (db: DatabaseSync, brand: BrandId) => {
  const row = db.prepare('SELECT * FROM brand_layouts WHERE brand = ?').get(brand);
  if (!row) throw httpError(503, `No layout for brand ${brand}: run npm run db:reset.`);
  const menu = db
    .prepare('SELECT key, url, titles FROM brand_menu_items WHERE brand = ? ORDER BY position')
    .all(brand)
    .map((item) => ({ key: str(item, 'key'), url: str(item, 'url'), title: texts(item, 'titles') }));
  const footer: Record<string, { title: string; items: Link[] }[]> = {};
  for (const column of db
    .prepare('SELECT lang, title, items FROM brand_footer_columns WHERE brand = ? ORDER BY lang, position')
    .all(brand)) {
    const lang = str(column, 'lang');
    footer[lang] ??= [];
    footer[lang].push({ title: str(column, 'title'), items: linksOf(json(column, 'items')) });
  }
  return {
    branding: { image: str(row, 'branding_image'), color: str(row, 'branding_color') },
    currency_symbol: str(row, 'currency_symbol'),
    offer_contract: str(row, 'offer_contract'),
    logoUrl: str(row, 'logo_url'),
    langs: strings(row, 'langs'),
    menu,
    footer,
    copyright: str(row, 'copyright'),
    phone: str(row, 'phone'),
    bank_info: str(row, 'bank_info'),
    socials: socialsOf(json(row, 'socials')),
    countries: countriesOf(db, num(row, 'country_id')),
  };
};

/** The iso2 code of the brand's country (BY for by and arena, GE for ge). */
export const brandCountry = (db: DatabaseSync, brand: BrandId): string => {
  const row = db
    .prepare('SELECT c.iso2 FROM brand_layouts b JOIN countries c ON c.id = b.country_id WHERE b.brand = ?')
    .get(brand);
  if (!row) throw httpError(503, `No layout for brand ${brand}: run npm run db:reset.`);
  return str(row, 'iso2');
};

export const registerLayout = (router: ApiRouter): void => {
  router.get('/api/v3/pages/layout', (ctx) => ok(loadLayout(ctx.db, ctx.brand.id)));
};
