// Performances (what is on) behind the demo orders, videos and search, named in four languages.
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
    names: { ru: 'Лебединое озеро', en: 'Swan Lake', be: 'Лебядзінае возера', ge: 'გედების ტბა' },
    description: SWAN_LAKE_DESCRIPTION,
  },
  {
    id: 2,
    slug: 'rock-concert',
    type: 'concerts',
    names: { ru: 'Рок-концерт', en: 'Rock Concert', be: 'Рок-канцэрт', ge: 'როკ-კონცერტი' },
    description: 'Большой рок-концерт на главной арене страны.',
  },
  {
    id: 3,
    slug: 'nutcracker',
    type: 'theatre',
    names: { ru: 'Щелкунчик', en: 'The Nutcracker', be: 'Шчаўкунчык', ge: 'მაკნატუნა' },
    description: 'Новогодняя сказка Чайковского для всей семьи.',
  },
  {
    id: 4,
    slug: 'jazz-evening',
    type: 'concerts',
    names: { ru: 'Джазовый вечер', en: 'Jazz Evening', be: 'Джазавы вечар', ge: 'ჯაზის საღამო' },
    description: 'Джазовые стандарты в исполнении биг-бэнда.',
  },
  {
    id: 5,
    slug: 'comedy-show',
    type: 'concerts',
    names: { ru: 'Комедийное шоу', en: 'Comedy Show', be: 'Камедыйнае шоу', ge: 'კომედიური შოუ' },
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
    },
    description: 'Лучшие арии мировой оперы.',
  },
  {
    id: 7,
    slug: 'circus-show',
    type: 'kids',
    names: { ru: 'Цирковое шоу', en: 'Circus Show', be: 'Цыркавое шоу', ge: 'ცირკის შოუ' },
    description: 'Акробаты, жонглёры и клоуны.',
  },
  {
    id: 8,
    slug: 'museum-night',
    type: 'exhibitions',
    names: { ru: 'Ночь музеев', en: 'Museum Night', be: 'Ноч музеяў', ge: 'მუზეუმების ღამე' },
    description: 'Бесплатный вечер в художественном музее.',
  },
  {
    id: 9,
    slug: 'giselle',
    type: 'theatre',
    names: { ru: 'Балет «Жизель»', en: 'Giselle (ballet)', be: 'Балет «Жызэль»', ge: 'ბალეტი „ჟიზელი“' },
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
    },
    description: 'Интерактивная выставка современного искусства.',
  },
  {
    id: 11,
    slug: 'hockey-match',
    type: 'sport',
    names: { ru: 'Хоккейный матч', en: 'Hockey Match', be: 'Хакейны матч', ge: 'ჰოკეის მატჩი' },
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
    },
    description: 'Бетховен и Брамс.',
  },
  {
    id: 15,
    slug: 'stand-up-night',
    type: 'concerts',
    names: { ru: 'Стендап-вечер', en: 'Stand-up Night', be: 'Стэндап-вечар', ge: 'სტენდაპ საღამო' },
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
    },
    description: 'Спектакль театра кукол.',
  },
  {
    id: 17,
    slug: 'film-premiere',
    type: 'cinema',
    names: { ru: 'Кинопремьера', en: 'Film Premiere', be: 'Кінапрэм’ера', ge: 'კინოპრემიერა' },
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
    },
    description: 'Матч чемпионата по баскетболу.',
  },
  {
    id: 19,
    slug: 'organ-concert',
    type: 'concerts',
    names: { ru: 'Органный концерт', en: 'Organ Concert', be: 'Арганны канцэрт', ge: 'ორღანის კონცერტი' },
    description: 'Бах при свечах.',
  },
  {
    id: 20,
    slug: 'la-traviata',
    type: 'theatre',
    names: { ru: 'Травиата', en: 'La Traviata', be: 'Травіята', ge: 'ტრავიატა' },
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
