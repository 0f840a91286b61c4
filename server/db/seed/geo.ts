// Countries and cities (the layout's regions, the profile's city list), named in all five languages.
import type { DatabaseSync } from 'node:sqlite';
import { insert } from './insert.ts';

export const COUNTRY = { BY: 1, GE: 2 } as const;

/** City ids, fixed: profiles, venues and tests refer to them. */
export const CITY = {
  minsk: 1,
  brest: 2,
  grodno: 3,
  gomel: 4,
  vitebsk: 5,
  mogilev: 6,
  tbilisi: 7,
  batumi: 8,
  kutaisi: 9,
} as const;

const COUNTRIES = [
  {
    id: COUNTRY.BY,
    iso2: 'BY',
    names: { ru: 'Беларусь', en: 'Belarus', be: 'Беларусь', ge: 'ბელარუსი', az: 'Belarus' },
  },
  {
    id: COUNTRY.GE,
    iso2: 'GE',
    names: { ru: 'Грузия', en: 'Georgia', be: 'Грузія', ge: 'საქართველო', az: 'Gürcüstan' },
  },
];

const CITIES = [
  {
    slug: 'minsk',
    country: COUNTRY.BY,
    names: { ru: 'Минск', en: 'Minsk', be: 'Мінск', ge: 'მინსკი', az: 'Minsk' },
  },
  {
    slug: 'brest',
    country: COUNTRY.BY,
    names: { ru: 'Брест', en: 'Brest', be: 'Брэст', ge: 'ბრესტი', az: 'Brest' },
  },
  {
    slug: 'grodno',
    country: COUNTRY.BY,
    names: { ru: 'Гродно', en: 'Grodno', be: 'Гродна', ge: 'გროდნო', az: 'Qrodno' },
  },
  {
    slug: 'gomel',
    country: COUNTRY.BY,
    names: { ru: 'Гомель', en: 'Gomel', be: 'Гомель', ge: 'გომელი', az: 'Homel' },
  },
  {
    slug: 'vitebsk',
    country: COUNTRY.BY,
    names: { ru: 'Витебск', en: 'Vitebsk', be: 'Віцебск', ge: 'ვიტებსკი', az: 'Vitebsk' },
  },
  {
    slug: 'mogilev',
    country: COUNTRY.BY,
    names: { ru: 'Могилёв', en: 'Mogilev', be: 'Магілёў', ge: 'მოგილიოვი', az: 'Mogilyov' },
  },
  {
    slug: 'tbilisi',
    country: COUNTRY.GE,
    names: { ru: 'Тбилиси', en: 'Tbilisi', be: 'Тбілісі', ge: 'თბილისი', az: 'Tbilisi' },
  },
  {
    slug: 'batumi',
    country: COUNTRY.GE,
    names: { ru: 'Батуми', en: 'Batumi', be: 'Батумі', ge: 'ბათუმი', az: 'Batumi' },
  },
  {
    slug: 'kutaisi',
    country: COUNTRY.GE,
    names: { ru: 'Кутаиси', en: 'Kutaisi', be: 'Кутаісі', ge: 'ქუთაისი', az: 'Kutaisi' },
  },
] as const;

export const seedGeo = (db: DatabaseSync): void => {
  for (const [position, country] of COUNTRIES.entries()) insert(db, 'countries', { ...country, position });
  for (const [position, city] of CITIES.entries()) {
    insert(db, 'cities', {
      id: CITY[city.slug],
      country_id: city.country,
      slug: city.slug,
      names: city.names,
      position,
    });
  }
};
