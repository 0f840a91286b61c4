// The site-search catalogue (GET /api/v2/search): names in Russian, Belarusian, English and Georgian, at least
// one item of every kind, including the demo orders' performances and venues.
import type { DatabaseSync } from 'node:sqlite';
import { insert } from './insert.ts';
import { VIDEO } from './media.ts';
import { EVENT_TYPE, PERFORMANCES, performanceImage } from './performances.ts';
import { OBJECT, OBJECT_TYPE } from './venues.ts';

type Kind = 'objects' | 'posts' | 'videos' | 'names' | 'tours' | 'performances';
type Names = { ru: string; be: string; en: string; ge: string };
type SearchSpec = {
  kind: Kind;
  ref: number;
  names: Names;
  region: string;
  country: 'BY' | 'GE';
  typeId?: number;
  typeSlug?: string;
  categoryId?: number;
  image?: string;
};

const OBJECTS: SearchSpec[] = [
  {
    kind: 'objects',
    ref: OBJECT.bolshoi,
    names: { ru: 'Большой театр', be: 'Вялікі тэатр', en: 'Bolshoi Theatre', ge: 'დიდი თეატრი' },
    region: 'minsk',
    country: 'BY',
    typeId: OBJECT_TYPE.theatre,
  },
  {
    kind: 'objects',
    ref: OBJECT.minskArena,
    names: { ru: 'Минск-Арена', be: 'Мінск-Арэна', en: 'Minsk-Arena', ge: 'მინსკ-არენა' },
    region: 'minsk',
    country: 'BY',
    typeId: OBJECT_TYPE.arena,
  },
  {
    kind: 'objects',
    ref: OBJECT.philharmonic,
    names: {
      ru: 'Белорусская государственная филармония',
      be: 'Беларуская дзяржаўная філармонія',
      en: 'Belarusian State Philharmonic',
      ge: 'ბელარუსის სახელმწიფო ფილარმონია',
    },
    region: 'minsk',
    country: 'BY',
    typeId: OBJECT_TYPE.concertHall,
  },
  {
    kind: 'objects',
    ref: OBJECT.circus,
    names: {
      ru: 'Белорусский государственный цирк',
      be: 'Беларускі дзяржаўны цырк',
      en: 'Belarusian State Circus',
      ge: 'ბელარუსის სახელმწიფო ცირკი',
    },
    region: 'minsk',
    country: 'BY',
    typeId: OBJECT_TYPE.circus,
  },
  {
    kind: 'objects',
    ref: OBJECT.tbilisiOpera,
    names: {
      ru: 'Тбилисский театр оперы и балета',
      be: 'Тбіліскі тэатр оперы і балета',
      en: 'Tbilisi Opera and Ballet Theatre',
      ge: 'თბილისის ოპერისა და ბალეტის თეატრი',
    },
    region: 'tbilisi',
    country: 'GE',
    typeId: OBJECT_TYPE.theatre,
  },
  {
    kind: 'objects',
    ref: OBJECT.tbilisiConcertHall,
    names: {
      ru: 'Тбилисский концертный зал',
      be: 'Тбіліская канцэртная зала',
      en: 'Tbilisi Concert Hall',
      ge: 'თბილისის საკონცერტო დარბაზი',
    },
    region: 'tbilisi',
    country: 'GE',
    typeId: OBJECT_TYPE.concertHall,
  },
];

/** Performances that have a place in the search, with the region they play in. */
const SEARCHABLE_PERFORMANCES: Record<number, { region: string; country: 'BY' | 'GE' }> = {
  1: { region: 'minsk', country: 'BY' },
  2: { region: 'minsk', country: 'BY' },
  3: { region: 'minsk', country: 'BY' },
  4: { region: 'minsk', country: 'BY' },
  9: { region: 'minsk', country: 'BY' },
  11: { region: 'minsk', country: 'BY' },
  12: { region: 'tbilisi', country: 'GE' },
  13: { region: 'tbilisi', country: 'GE' },
};

const OTHERS: SearchSpec[] = [
  {
    kind: 'posts',
    ref: 1,
    names: {
      ru: 'Как вернуть билет онлайн',
      be: 'Як вярнуць білет анлайн',
      en: 'How to return a ticket online',
      ge: 'როგორ დავაბრუნოთ ბილეთი ონლაინ',
    },
    region: 'minsk',
    country: 'BY',
    categoryId: 1,
  },
  {
    kind: 'posts',
    ref: 2,
    names: {
      ru: 'Что посмотреть в Минске на выходных',
      be: 'Што паглядзець у Мінску на выхадных',
      en: 'What to see in Minsk this weekend',
      ge: 'რა ვნახოთ მინსკში შაბათ-კვირას',
    },
    region: 'minsk',
    country: 'BY',
    categoryId: 2,
  },
  {
    kind: 'posts',
    ref: 3,
    names: {
      ru: 'За кулисами «Лебединого озера»',
      be: 'За кулісамі «Лебядзінага возера»',
      en: 'Behind the scenes of Swan Lake',
      ge: '„გედების ტბის“ კულისებში',
    },
    region: 'minsk',
    country: 'BY',
    categoryId: 2,
  },
  {
    kind: 'videos',
    ref: VIDEO.swanLake,
    names: {
      ru: 'Лебединое озеро. Запись спектакля',
      be: 'Лебядзінае возера. Запіс спектакля',
      en: 'Swan Lake: the full performance',
      ge: 'გედების ტბა: სპექტაკლის ჩანაწერი',
    },
    region: 'minsk',
    country: 'BY',
    image: performanceImage('swan-lake'),
  },
  {
    kind: 'videos',
    ref: VIDEO.jazz,
    names: {
      ru: 'Джазовый вечер. Концерт онлайн',
      be: 'Джазавы вечар. Канцэрт анлайн',
      en: 'Jazz Evening: online concert',
      ge: 'ჯაზის საღამო: ონლაინ კონცერტი',
    },
    region: 'minsk',
    country: 'BY',
    image: performanceImage('jazz-evening'),
  },
  {
    kind: 'names',
    ref: 1,
    names: { ru: 'Пётр Чайковский', be: 'Пётр Чайкоўскі', en: 'Pyotr Tchaikovsky', ge: 'პიოტრ ჩაიკოვსკი' },
    region: 'minsk',
    country: 'BY',
  },
  {
    kind: 'names',
    ref: 2,
    names: {
      ru: 'Захарий Палиашвили',
      be: 'Захарый Паліяшвілі',
      en: 'Zakaria Paliashvili',
      ge: 'ზაქარია ფალიაშვილი',
    },
    region: 'tbilisi',
    country: 'GE',
  },
  {
    kind: 'tours',
    ref: 1,
    names: {
      ru: 'Экскурсия в Брестскую крепость',
      be: 'Экскурсія ў Брэсцкую крэпасць',
      en: 'Brest Fortress tour',
      ge: 'ექსკურსია ბრესტის ციხე-სიმაგრეში',
    },
    region: 'brest',
    country: 'BY',
  },
  {
    kind: 'tours',
    ref: 2,
    names: {
      ru: 'Винный тур по Кахетии',
      be: 'Вінны тур па Кахетыі',
      en: 'Kakheti wine tour',
      ge: 'კახეთის ღვინის ტური',
    },
    region: 'tbilisi',
    country: 'GE',
  },
];

export const seedSearch = (db: DatabaseSync): void => {
  const performances: SearchSpec[] = PERFORMANCES.flatMap((p) => {
    const where = SEARCHABLE_PERFORMANCES[p.id];
    if (!where) return [];
    return [
      {
        kind: 'performances',
        ref: p.id,
        names: { ru: p.names.ru, be: p.names.be, en: p.names.en, ge: p.names.ge },
        ...where,
        typeId: EVENT_TYPE[p.type],
        typeSlug: p.type,
        image: performanceImage(p.slug),
      },
    ];
  });
  for (const s of [...OBJECTS, ...performances, ...OTHERS]) {
    insert(db, 'search_items', {
      kind: s.kind,
      ref_id: s.ref,
      names: s.names,
      type_id: s.typeId ?? null,
      type_slug: s.typeSlug ?? null,
      category_id: s.categoryId ?? null,
      region: s.region,
      country: s.country,
      image: s.image ?? null,
    });
  }
};
