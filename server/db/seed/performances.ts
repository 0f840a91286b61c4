// Performances (what is on) behind the demo orders, videos and search, named in the five languages.
import type { DatabaseSync } from 'node:sqlite';
import { insert } from './insert.ts';
import type { Names } from './venues.ts';

export const EVENT_TYPE = { theatre: 1, concerts: 2, sport: 3, kids: 4, exhibitions: 5, cinema: 6 } as const;
type EventType = keyof typeof EVENT_TYPE;

type PerformanceSpec = { id: number; slug: string; type: EventType; names: Names; description: string };

const SWAN_LAKE_DESCRIPTION =
  'Балет Петра Чайковского в постановке Большого театра: история принцессы Одетты, заколдованной злым ' +
  'гением Ротбартом, и принца Зигфрида, которому предстоит выбрать между любовью и обманом. ' +
  'Запись спектакля с лучшими солистами труппы.';

export const PERFORMANCES: PerformanceSpec[] = [
  {
    id: 1,
    slug: 'swan-lake',
    type: 'theatre',
    names: {
      ru: 'Лебединое озеро',
      en: 'Swan Lake',
      be: 'Лебядзінае возера',
      ge: 'გედების ტბა',
      az: 'Qu gölü',
    },
    description: SWAN_LAKE_DESCRIPTION,
  },
  {
    id: 2,
    slug: 'rock-concert',
    type: 'concerts',
    names: {
      ru: 'Рок-концерт',
      en: 'Rock Concert',
      be: 'Рок-канцэрт',
      ge: 'როკ-კონცერტი',
      az: 'Rok konserti',
    },
    description: 'Большой рок-концерт на главной арене страны.',
  },
  {
    id: 3,
    slug: 'nutcracker',
    type: 'theatre',
    names: { ru: 'Щелкунчик', en: 'The Nutcracker', be: 'Шчаўкунчык', ge: 'მაკნატუნა', az: 'Şelkunçik' },
    description: 'Новогодняя сказка Чайковского для всей семьи.',
  },
  {
    id: 4,
    slug: 'jazz-evening',
    type: 'concerts',
    names: {
      ru: 'Джазовый вечер',
      en: 'Jazz Evening',
      be: 'Джазавы вечар',
      ge: 'ჯაზის საღამო',
      az: 'Caz axşamı',
    },
    description: 'Джазовые стандарты в исполнении биг-бэнда.',
  },
  {
    id: 5,
    slug: 'comedy-show',
    type: 'concerts',
    names: {
      ru: 'Комедийное шоу',
      en: 'Comedy Show',
      be: 'Камедыйнае шоу',
      ge: 'კომედიური შოუ',
      az: 'Komediya şousu',
    },
    description: 'Вечер импровизации и стендапа.',
  },
  {
    id: 6,
    slug: 'opera-gala',
    type: 'theatre',
    names: {
      ru: 'Оперный гала-концерт',
      en: 'Opera Gala',
      be: 'Оперны гала-канцэрт',
      ge: 'ოპერის გალა-კონცერტი',
      az: 'Opera qala-konserti',
    },
    description: 'Лучшие арии мировой оперы.',
  },
  {
    id: 7,
    slug: 'circus-show',
    type: 'kids',
    names: { ru: 'Цирковое шоу', en: 'Circus Show', be: 'Цыркавое шоу', ge: 'ცირკის შოუ', az: 'Sirk şousu' },
    description: 'Акробаты, жонглёры и клоуны.',
  },
  {
    id: 8,
    slug: 'museum-night',
    type: 'exhibitions',
    names: {
      ru: 'Ночь музеев',
      en: 'Museum Night',
      be: 'Ноч музеяў',
      ge: 'მუზეუმების ღამე',
      az: 'Muzeylər gecəsi',
    },
    description: 'Бесплатный вечер в художественном музее.',
  },
  {
    id: 9,
    slug: 'giselle',
    type: 'theatre',
    names: {
      ru: 'Балет «Жизель»',
      en: 'Giselle (ballet)',
      be: 'Балет «Жызэль»',
      ge: 'ბალეტი „ჟიზელი“',
      az: '“Jizel” baleti',
    },
    description: 'Романтический балет Адольфа Адана.',
  },
  {
    id: 10,
    slug: 'light-and-colour',
    type: 'exhibitions',
    names: {
      ru: 'Выставка «Свет и цвет»',
      en: 'Light and Colour (exhibition)',
      be: 'Выстава «Святло і колер»',
      ge: 'გამოფენა „სინათლე და ფერი“',
      az: '“İşıq və rəng” sərgisi',
    },
    description: 'Интерактивная выставка современного искусства.',
  },
  {
    id: 11,
    slug: 'hockey-match',
    type: 'sport',
    names: {
      ru: 'Хоккейный матч',
      en: 'Hockey Match',
      be: 'Хакейны матч',
      ge: 'ჰოკეის მატჩი',
      az: 'Xokkey matçı',
    },
    description: 'Матч регулярного чемпионата.',
  },
  {
    id: 12,
    slug: 'abesalom-and-eteri',
    type: 'theatre',
    names: {
      ru: 'Абесалом и Этери',
      en: 'Abesalom and Eteri',
      be: 'Абесалом і Этэры',
      ge: 'აბესალომ და ეთერი',
      az: 'Abesalom və Eteri',
    },
    description: 'ზაქარია ფალიაშვილის ოპერა.',
  },
  {
    id: 13,
    slug: 'sukhishvili',
    type: 'concerts',
    names: {
      ru: 'Национальный балет «Сухишвили»',
      en: 'Sukhishvili Georgian National Ballet',
      be: 'Нацыянальны балет «Сухішвілі»',
      ge: 'სუხიშვილების ქართული ნაციონალური ბალეტი',
      az: 'Suxişvililər Gürcü Milli Baleti',
    },
    description: 'ქართული ხალხური ცეკვები.',
  },
  {
    id: 14,
    slug: 'symphony-night',
    type: 'concerts',
    names: {
      ru: 'Симфонический вечер',
      en: 'Symphony Night',
      be: 'Сімфанічны вечар',
      ge: 'სიმფონიური საღამო',
      az: 'Simfonik axşam',
    },
    description: 'Бетховен и Брамс.',
  },
  {
    id: 15,
    slug: 'stand-up-night',
    type: 'concerts',
    names: {
      ru: 'Стендап-вечер',
      en: 'Stand-up Night',
      be: 'Стэндап-вечар',
      ge: 'სტენდაპ საღამო',
      az: 'Stend-ap axşamı',
    },
    description: 'Новые монологи.',
  },
  {
    id: 16,
    slug: 'pinocchio',
    type: 'kids',
    names: {
      ru: 'Детский спектакль «Буратино»',
      en: "Pinocchio (children's play)",
      be: 'Дзіцячы спектакль «Бураціна»',
      ge: 'საბავშვო სპექტაკლი „ბურატინო“',
      az: '“Buratino” uşaq tamaşası',
    },
    description: 'Спектакль театра кукол.',
  },
  {
    id: 17,
    slug: 'film-premiere',
    type: 'cinema',
    names: {
      ru: 'Кинопремьера',
      en: 'Film Premiere',
      be: 'Кінапрэм’ера',
      ge: 'კინოპრემიერა',
      az: 'Kino premyerası',
    },
    description: 'Премьерный показ.',
  },
  {
    id: 18,
    slug: 'basketball-match',
    type: 'sport',
    names: {
      ru: 'Баскетбольный матч',
      en: 'Basketball Match',
      be: 'Баскетбольны матч',
      ge: 'კალათბურთის მატჩი',
      az: 'Basketbol matçı',
    },
    description: 'Матч чемпионата по баскетболу.',
  },
  {
    id: 19,
    slug: 'organ-concert',
    type: 'concerts',
    names: {
      ru: 'Органный концерт',
      en: 'Organ Concert',
      be: 'Арганны канцэрт',
      ge: 'ორღანის კონცერტი',
      az: 'Orqan konserti',
    },
    description: 'Бах при свечах.',
  },
  {
    id: 20,
    slug: 'la-traviata',
    type: 'theatre',
    names: { ru: 'Травиата', en: 'La Traviata', be: 'Травіята', ge: 'ტრავიატა', az: 'Traviata' },
    description: 'Опера Джузеппе Верди.',
  },
];

export const performanceImage = (slug: string): string => `/demo/performances/${slug}.svg`;

/** Sessions the demo orders and codes use; ids are fixed. */
export const seedPerformances = (db: DatabaseSync): void => {
  for (const p of PERFORMANCES) {
    insert(db, 'performances', {
      id: p.id,
      slug: p.slug,
      names: p.names,
      type_slug: p.type,
      type_id: EVENT_TYPE[p.type],
      short_description: p.description,
      image: performanceImage(p.slug),
    });
  }
};
