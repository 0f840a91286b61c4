// Organisers (companies) and venues (objects) behind the demo orders.
import type { DatabaseSync } from 'node:sqlite';
import type { Texts } from '../../i18n/lang.ts';
import { CITY } from './geo.ts';
import { insert, insertAll } from './insert.ts';

export const COMPANY = {
  bolshoi: 1,
  arenaConcert: 2,
  jazz: 3,
  comedy: 4,
  circus: 5,
  artMuseum: 6,
  expo: 7,
  tbilisiOpera: 8,
  sukhishvili: 9,
  sportEvent: 10,
} as const;

const COMPANIES = [
  [
    COMPANY.bolshoi,
    'ГУ «Большой театр Беларуси»',
    '220029, г. Минск, пл. Парижской Коммуны, 1',
    'tickets@bolshoi.example.by',
    '+375 17 200-00-01',
    '100000001',
  ],
  [
    COMPANY.arenaConcert,
    'ООО «Арена Концерт»',
    '220020, г. Минск, пр-т Победителей, 111',
    'info@arena-concert.example.by',
    '+375 17 200-00-02',
    '190000002',
  ],
  [
    COMPANY.jazz,
    'ООО «Вечерний джаз»',
    '220030, г. Минск, пр-т Независимости, 50',
    'hello@jazz-evening.example.by',
    '+375 17 200-00-03',
    '190000003',
  ],
  [
    COMPANY.comedy,
    'ООО «Смех и точка»',
    '220030, г. Минск, Октябрьская пл., 1',
    'info@comedy.example.by',
    '+375 17 200-00-04',
    '190000004',
  ],
  [
    COMPANY.circus,
    'РУП «Белгосцирк»',
    '220030, г. Минск, пр-т Независимости, 32',
    'tickets@circus.example.by',
    '+375 17 200-00-05',
    '100000005',
  ],
  [
    COMPANY.artMuseum,
    'ГУ «Национальный художественный музей»',
    '220030, г. Минск, ул. Ленина, 20',
    'museum@example.by',
    '+375 17 200-00-06',
    '100000006',
  ],
  [
    COMPANY.expo,
    'ООО «Экспо Ивент»',
    '220114, г. Минск, пр-т Победителей, 14',
    'expo@example.by',
    '+375 17 200-00-07',
    '190000007',
  ],
  [
    COMPANY.tbilisiOpera,
    'სს „თბილისის ოპერისა და ბალეტის თეატრი“',
    'თბილისი, რუსთაველის გამზ. 25',
    'tickets@opera.example.ge',
    '+995 32 200 00 08',
    '204000008',
  ],
  [
    COMPANY.sukhishvili,
    'შპს „სუხიშვილები“',
    'თბილისი, მელიქიშვილის ქ. 1',
    'info@sukhishvili.example.ge',
    '+995 32 200 00 09',
    '204000009',
  ],
  [
    COMPANY.sportEvent,
    'ООО «Спорт Ивент»',
    '220020, г. Минск, пр-т Победителей, 4',
    'sport@example.by',
    '+375 17 200-00-10',
    '190000010',
  ],
] as const;

/** Venue types (the main site's /objects/{typeId}/… links). */
export const OBJECT_TYPE = {
  theatre: 1,
  concertHall: 2,
  arena: 3,
  circus: 4,
  museum: 5,
  cinema: 6,
  pool: 7,
} as const;

export const OBJECT = {
  bolshoi: 1,
  minskArena: 2,
  philharmonic: 3,
  palaceRepublic: 4,
  circus: 5,
  artMuseum: 6,
  expo: 7,
  tbilisiOpera: 8,
  tbilisiConcertHall: 9,
  sportsPalace: 10,
  cinema: 11,
  puppetTheatre: 12,
  aquaCentre: 13,
} as const;

/** A name in each of the five languages. */
export type Names = Texts;

type ObjectSpec = {
  id: number;
  slug: string;
  names: Names;
  address: string;
  city: number;
  type: number;
  infokiosk?: boolean;
  /** Latitude and longitude, where known: a wallet pass shows on the lock screen near the venue. */
  at?: readonly [number, number];
};

const OBJECTS: ObjectSpec[] = [
  {
    id: OBJECT.bolshoi,
    slug: 'bolshoi-theatre',
    names: {
      ru: 'Большой театр',
      en: 'Bolshoi Theatre',
      be: 'Вялікі тэатр',
      ge: 'დიდი თეატრი',
      az: 'Böyük Teatr',
    },
    address: 'г. Минск, пл. Парижской Коммуны, 1',
    city: CITY.minsk,
    type: OBJECT_TYPE.theatre,
    at: [53.9104, 27.5615],
  },
  {
    id: OBJECT.minskArena,
    slug: 'minsk-arena',
    names: { ru: 'Минск-Арена', en: 'Minsk-Arena', be: 'Мінск-Арэна', ge: 'მინსკ-არენა', az: 'Minsk-Arena' },
    address: 'г. Минск, пр-т Победителей, 111',
    city: CITY.minsk,
    type: OBJECT_TYPE.arena,
    at: [53.9361, 27.4817],
  },
  {
    id: OBJECT.philharmonic,
    slug: 'philharmonic',
    names: {
      ru: 'Белорусская государственная филармония',
      en: 'Belarusian State Philharmonic',
      be: 'Беларуская дзяржаўная філармонія',
      ge: 'ბელარუსის სახელმწიფო ფილარმონია',
      az: 'Belarus Dövlət Filarmoniyası',
    },
    address: 'г. Минск, пр-т Независимости, 50',
    city: CITY.minsk,
    type: OBJECT_TYPE.concertHall,
  },
  {
    id: OBJECT.palaceRepublic,
    slug: 'palace-of-the-republic',
    names: {
      ru: 'Дворец Республики',
      en: 'Palace of the Republic',
      be: 'Палац Рэспублікі',
      ge: 'რესპუბლიკის სასახლე',
      az: 'Respublika Sarayı',
    },
    address: 'г. Минск, Октябрьская пл., 1',
    city: CITY.minsk,
    type: OBJECT_TYPE.concertHall,
    at: [53.9022, 27.5609],
  },
  {
    id: OBJECT.circus,
    slug: 'state-circus',
    names: {
      ru: 'Белорусский государственный цирк',
      en: 'Belarusian State Circus',
      be: 'Беларускі дзяржаўны цырк',
      ge: 'ბელარუსის სახელმწიფო ცირკი',
      az: 'Belarus Dövlət Sirki',
    },
    address: 'г. Минск, пр-т Независимости, 32',
    city: CITY.minsk,
    type: OBJECT_TYPE.circus,
    at: [53.9057, 27.5759],
  },
  {
    id: OBJECT.artMuseum,
    slug: 'national-art-museum',
    names: {
      ru: 'Национальный художественный музей',
      en: 'National Art Museum',
      be: 'Нацыянальны мастацкі музей',
      ge: 'ეროვნული სამხატვრო მუზეუმი',
      az: 'Milli İncəsənət Muzeyi',
    },
    address: 'г. Минск, ул. Ленина, 20',
    city: CITY.minsk,
    type: OBJECT_TYPE.museum,
  },
  {
    id: OBJECT.expo,
    slug: 'belexpo',
    names: {
      ru: 'Выставочный центр «БелЭкспо»',
      en: 'BelExpo Exhibition Centre',
      be: 'Выставачны цэнтр «БелЭкспа»',
      ge: 'საგამოფენო ცენტრი „ბელექსპო“',
      az: '“BelEkspo” Sərgi Mərkəzi',
    },
    address: 'г. Минск, пр-т Победителей, 14',
    city: CITY.minsk,
    type: OBJECT_TYPE.museum,
    // Tickets for this venue are printed at its infokiosk: no download.
    infokiosk: true,
  },
  {
    id: OBJECT.tbilisiOpera,
    slug: 'tbilisi-opera',
    names: {
      ru: 'Тбилисский театр оперы и балета',
      en: 'Tbilisi Opera and Ballet Theatre',
      be: 'Тбіліскі тэатр оперы і балета',
      ge: 'თბილისის ოპერისა და ბალეტის თეატრი',
      az: 'Tbilisi Opera və Balet Teatrı',
    },
    address: 'თბილისი, რუსთაველის გამზ. 25',
    city: CITY.tbilisi,
    type: OBJECT_TYPE.theatre,
    at: [41.6997, 44.7964],
  },
  {
    id: OBJECT.tbilisiConcertHall,
    slug: 'tbilisi-concert-hall',
    names: {
      ru: 'Тбилисский концертный зал',
      en: 'Tbilisi Concert Hall',
      be: 'Тбіліскі канцэртны зал',
      ge: 'თბილისის საკონცერტო დარბაზი',
      az: 'Tbilisi Konsert Zalı',
    },
    address: 'თბილისი, მელიქიშვილის ქ. 1',
    city: CITY.tbilisi,
    type: OBJECT_TYPE.concertHall,
  },
  {
    id: OBJECT.sportsPalace,
    slug: 'sports-palace',
    names: {
      ru: 'Дворец спорта',
      en: 'Palace of Sports',
      be: 'Палац спорту',
      ge: 'სპორტის სასახლე',
      az: 'İdman Sarayı',
    },
    address: 'г. Минск, пр-т Победителей, 4',
    city: CITY.minsk,
    type: OBJECT_TYPE.arena,
  },
  {
    id: OBJECT.cinema,
    slug: 'moskva-cinema',
    names: {
      ru: 'Кинотеатр «Москва»',
      en: 'Moskva Cinema',
      be: 'Кінатэатр «Масква»',
      ge: 'კინოთეატრი „მოსკოვი“',
      az: '“Moskva” kinoteatrı',
    },
    address: 'г. Минск, пр-т Победителей, 13',
    city: CITY.minsk,
    type: OBJECT_TYPE.cinema,
  },
  {
    id: OBJECT.puppetTheatre,
    slug: 'puppet-theatre',
    names: {
      ru: 'Театр кукол',
      en: 'Puppet Theatre',
      be: 'Тэатр лялек',
      ge: 'თოჯინების თეატრი',
      az: 'Kukla Teatrı',
    },
    address: 'г. Минск, ул. Энгельса, 20',
    city: CITY.minsk,
    type: OBJECT_TYPE.theatre,
  },
  {
    id: OBJECT.aquaCentre,
    slug: 'volna-aqua-centre',
    names: {
      ru: 'Аквацентр «Волна»',
      en: 'Volna Aqua Centre',
      be: 'Аквацэнтр «Хваля»',
      ge: 'აკვაცენტრი „ვოლნა“',
      az: '“Volna” Akvamərkəzi',
    },
    address: 'г. Минск, ул. Сурганова, 2',
    city: CITY.minsk,
    type: OBJECT_TYPE.pool,
  },
];

/** Event types (the main site's /events/{typeSlug}/… links). */
export const seedVenues = (db: DatabaseSync): void => {
  insertAll(
    db,
    'companies',
    COMPANIES.map(([id, name, address, email, phone1, vat_number]) => ({
      id,
      name,
      address,
      email,
      phone1,
      vat_number,
    })),
  );
  for (const o of OBJECTS) {
    insert(db, 'objects', {
      id: o.id,
      slug: o.slug,
      names: o.names,
      address: o.address,
      city_id: o.city,
      type_id: o.type,
      is_infokiosk: o.infokiosk ?? false,
      latitude: o.at?.[0] ?? null,
      longitude: o.at?.[1] ?? null,
    });
  }
};
