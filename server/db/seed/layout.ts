// The brands' layout rows (GET /api/v3/pages/layout) and cabinet page meta, built from the brand
// table in src/kernel/brand/brands.ts so that brand facts are written once.
import type { DatabaseSync } from 'node:sqlite';
import { BRANDS, type Brand, type BrandId, offerContractUrl } from '../../../src/kernel/brand/brands.ts';
import { LANGS, type Lang } from '../../../src/kernel/langs.ts';
import { COUNTRY } from './geo.ts';
import { insert } from './insert.ts';
import {
  CABINET_DESCRIPTION,
  CABINET_TITLE,
  FOOTER_COLUMNS,
  MENU_TITLES,
  type MenuKey,
} from './layout-texts.ts';

type BrandExtras = {
  langs: Lang[];
  menu: MenuKey[];
  bankInfo: string;
  socials: { instagramUrl: string; facebookUrl?: string; telegramUrl?: string };
};

const EXTRAS: Record<BrandId, BrandExtras> = {
  by: {
    langs: ['ru', 'en', 'be'],
    menu: ['afisha', 'concerts', 'theatre', 'sport', 'kids', 'cinema'],
    bankInfo:
      'ООО «Квиток», УНП 191234567, р/с BY86 DEMO 3012 0000 0000 0000 0001 в ЗАО «Демо Банк», BIC DEMOBY2X. ' +
      '220030, г. Минск, ул. Интернациональная, 10',
    socials: {
      instagramUrl: 'https://www.instagram.com/kvitok.by',
      facebookUrl: 'https://www.facebook.com/kvitok.by',
      telegramUrl: 'https://t.me/kvitok_by',
    },
  },
  ge: {
    langs: ['ge', 'en', 'ru', 'az'],
    menu: ['afisha', 'concerts', 'theatre', 'sport', 'kids', 'cinema'],
    bankInfo:
      'შპს „ბილეთი“, ს/კ 404123456, IBAN GE29 DM00 0000 0000 0000 01, სს „დემო ბანკი“, SWIFT DEMOGE22. ' +
      'თბილისი, რუსთაველის გამზ. 10',
    socials: {
      instagramUrl: 'https://www.instagram.com/bileti.ge',
      facebookUrl: 'https://www.facebook.com/bileti.ge',
    },
  },
  arena: {
    langs: ['ru', 'en', 'be'],
    menu: ['afisha', 'concerts', 'sport', 'kids', 'shows'],
    bankInfo:
      'ООО «Арена Пасс», УНП 191234568, р/с BY12 DEMO 3012 0000 0000 0000 0002 в ЗАО «Демо Банк», BIC DEMOBY2X. ' +
      '220020, г. Минск, пр-т Победителей, 111',
    socials: {
      instagramUrl: 'https://www.instagram.com/arena.kvitok',
      telegramUrl: 'https://t.me/arena_kvitok',
    },
  },
};

const menuUrl = (brand: Brand, key: MenuKey): string =>
  key === 'afisha'
    ? `${brand.siteOrigin}/${brand.region}`
    : `${brand.siteOrigin}/${brand.region}/events/${key}`;

const seedBrand = (db: DatabaseSync, brand: Brand, year: number): void => {
  const extras = EXTRAS[brand.id];
  insert(db, 'brand_layouts', {
    brand: brand.id,
    country_id: COUNTRY[brand.phoneCountry],
    branding_image: `/demo/branding/${brand.id}.svg`,
    branding_color: brand.colors.primary,
    currency_symbol: brand.currency,
    offer_contract: offerContractUrl(brand),
    logo_url: brand.logo,
    langs: extras.langs,
    copyright: `© 2008–${year} ${brand.name}`,
    phone: brand.support.phone,
    bank_info: extras.bankInfo,
    socials: extras.socials,
  });
  for (const [position, key] of extras.menu.entries()) {
    insert(db, 'brand_menu_items', {
      brand: brand.id,
      position,
      key,
      url: menuUrl(brand, key),
      titles: MENU_TITLES[key],
    });
  }
  // Footers exist in every language: a visitor may pick any of them.
  for (const lang of LANGS) {
    for (const [position, column] of FOOTER_COLUMNS.entries()) {
      const items = column.items.map((item) => ({
        title: item.title[lang],
        url: item.path === 'offer' ? offerContractUrl(brand) : `${brand.siteOrigin}/${lang}/${item.path}`,
      }));
      insert(db, 'brand_footer_columns', {
        brand: brand.id,
        lang,
        position,
        title: column.title[lang],
        items,
      });
    }
  }
  const titles = Object.fromEntries(LANGS.map((lang) => [lang, `${CABINET_TITLE[lang]} — ${brand.name}`]));
  insert(db, 'pages', { brand: brand.id, slug: 'cabinet', titles, descriptions: CABINET_DESCRIPTION });
};

export const seedLayouts = (db: DatabaseSync, nowMs: number): void => {
  const year = new Date(nowMs).getUTCFullYear();
  for (const brand of Object.values(BRANDS)) seedBrand(db, brand, year);
};
