// The platform's translations of the texts the demo rows carry in one language (migration 6): seat
// plans, halls, the railway's stations and carrier, what an order holds, the payment methods, the
// organisers and the addresses. An answer gives each in the request's language (server/i18n/data-texts.ts).
// Passengers' names are not here: a rail ticket carries the name as on the passenger's document.
import type { DatabaseSync } from 'node:sqlite';
import { LANGS } from '../../../src/kernel/langs.ts';
import type { Texts } from '../../i18n/lang.ts';
import { insert } from './insert.ts';

const SEAT_PLANS: Texts[] = [
  { ru: 'Партер', en: 'Stalls', be: 'Партэр', ge: 'პარტერი', az: 'Parter' },
  { ru: 'Амфитеатр', en: 'Amphitheatre', be: 'Амфітэатр', ge: 'ამფითეატრი', az: 'Amfiteatr' },
  { ru: 'Бельэтаж', en: 'Dress circle', be: 'Бельэтаж', ge: 'ბელეტაჟი', az: 'Beletaj' },
  { ru: 'Ложа', en: 'Box', be: 'Ложа', ge: 'ლოჟა', az: 'Loja' },
  { ru: 'Танцпартер', en: 'Dance floor', be: 'Танцпартэр', ge: 'საცეკვაო პარტერი', az: 'Rəqs parteri' },
  { ru: 'Сектор A', en: 'Section A', be: 'Сектар A', ge: 'სექტორი A', az: 'Sektor A' },
  { ru: 'Сектор B', en: 'Section B', be: 'Сектар B', ge: 'სექტორი B', az: 'Sektor B' },
  { ru: 'Сектор C', en: 'Section C', be: 'Сектар C', ge: 'სექტორი C', az: 'Sektor C' },
  { ru: 'Сектор 2', en: 'Section 2', be: 'Сектар 2', ge: 'სექტორი 2', az: 'Sektor 2' },
  { ru: 'Сектор 104', en: 'Section 104', be: 'Сектар 104', ge: 'სექტორი 104', az: 'Sektor 104' },
  {
    ru: 'Свободный вход',
    en: 'Free admission',
    be: 'Вольны ўваход',
    ge: 'თავისუფალი შესვლა',
    az: 'Sərbəst giriş',
  },
  {
    ru: 'Входной билет',
    en: 'Admission ticket',
    be: 'Уваходны білет',
    ge: 'შესასვლელი ბილეთი',
    az: 'Giriş bileti',
  },
  { ru: 'Зал', en: 'Auditorium', be: 'Зала', ge: 'დარბაზი', az: 'Zal' },
  { ru: 'Зал 1', en: 'Hall 1', be: 'Зала 1', ge: 'დარბაზი 1', az: 'Zal 1' },
  { ru: 'Большой зал', en: 'Grand Hall', be: 'Вялікая зала', ge: 'დიდი დარბაზი', az: 'Böyük zal' },
  { ru: 'Малый зал', en: 'Small Hall', be: 'Малая зала', ge: 'მცირე დარბაზი', az: 'Kiçik zal' },
  { ru: 'Камерный зал', en: 'Chamber Hall', be: 'Камерная зала', ge: 'კამერული დარბაზი', az: 'Kamera zalı' },
  { ru: 'Главная арена', en: 'Main Arena', be: 'Галоўная арэна', ge: 'მთავარი არენა', az: 'Əsas arena' },
  { ru: 'Игровая арена', en: 'Game Arena', be: 'Гульнявая арэна', ge: 'სათამაშო არენა', az: 'Oyun arenası' },
  { ru: 'Манеж', en: 'Ring', be: 'Манеж', ge: 'მანეჟი', az: 'Manej' },
  { ru: 'Основная сцена', en: 'Main Stage', be: 'Асноўная сцэна', ge: 'მთავარი სცენა', az: 'Əsas səhnə' },
  { ru: 'Павильон 1', en: 'Pavilion 1', be: 'Павільён 1', ge: 'პავილიონი 1', az: 'Pavilyon 1' },
];

const RAILWAY: Texts[] = [
  {
    ru: 'Минск-Пассажирский',
    en: 'Minsk-Passazhirsky',
    be: 'Мінск-Пасажырскі',
    ge: 'მინსკ-სამგზავრო',
    az: 'Minsk-Sərnişin',
  },
  {
    ru: 'Брест-Центральный',
    en: 'Brest-Tsentralny',
    be: 'Брэст-Цэнтральны',
    ge: 'ბრესტ-ცენტრალური',
    az: 'Brest-Mərkəzi',
  },
  {
    ru: 'Белорусская железная дорога',
    en: 'Belarusian Railway',
    be: 'Беларуская чыгунка',
    ge: 'ბელარუსის რკინიგზა',
    az: 'Belarus Dəmir Yolu',
  },
  { ru: 'Постельное бельё', en: 'Bed linen', be: 'Пасцельная бялізна', ge: 'თეთრეული', az: 'Yataq dəsti' },
];

const ORDER_LINES: Texts[] = [
  {
    ru: 'Бассейн, 8 посещений',
    en: 'Pool, 8 visits',
    be: 'Басейн, 8 наведванняў',
    ge: 'აუზი, 8 ვიზიტი',
    az: 'Hovuz, 8 ziyarət',
  },
  {
    ru: 'Программка спектакля',
    en: 'Performance programme',
    be: 'Праграмка спектакля',
    ge: 'სპექტაკლის პროგრამა',
    az: 'Tamaşanın proqramı',
  },
  {
    ru: 'Скидка 5 рублей на балет',
    en: '5 roubles off the ballet',
    be: 'Зніжка 5 рублёў на балет',
    ge: '5 მანეთის ფასდაკლება ბალეტზე',
    az: 'Baletə 5 rubl endirim',
  },
];

const PAYMENT_METHODS: Texts[] = [
  {
    ru: 'Банковская карта',
    en: 'Bank card',
    be: 'Банкаўская картка',
    ge: 'საბანკო ბარათი',
    az: 'Bank kartı',
  },
  {
    ru: 'Visa, Mastercard, Белкарт',
    en: 'Visa, Mastercard, Belkart',
    be: 'Visa, Mastercard, Белкарт',
    ge: 'Visa, Mastercard, ბელკარტი',
    az: 'Visa, Mastercard, Belkart',
  },
  {
    ru: 'Рассрочка по карте',
    en: 'Card instalments',
    be: 'Растэрміноўка па картцы',
    ge: 'განვადება ბარათით',
    az: 'Kartla hissə-hissə ödəniş',
  },
  {
    ru: 'Оплата частями картой рассрочки',
    en: 'Pay in parts with an instalment card',
    be: 'Аплата часткамі карткай растэрміноўкі',
    ge: 'ნაწილ-ნაწილ გადახდა განვადების ბარათით',
    az: 'Taksit kartı ilə hissə-hissə ödəniş',
  },
  { ru: 'ЕРИП', en: 'ERIP', be: 'ЕРІП', ge: 'ERIP სისტემა', az: 'ERIP' },
  {
    ru: 'Оплата через систему «Расчёт» (ЕРИП) в течение 15 минут',
    en: 'Pay through the “Raschet” system (ERIP) within 15 minutes',
    be: 'Аплата праз сістэму «Разлік» (ЕРІП) на працягу 15 хвілін',
    ge: 'გადახდა სისტემით „რასჩოტი“ (ERIP) 15 წუთის განმავლობაში',
    az: '“Raschet” sistemi (ERIP) ilə 15 dəqiqə ərzində ödəniş',
  },
  { ru: 'Баллы', en: 'Points', be: 'Балы', ge: 'ქულები', az: 'Ballar' },
  {
    ru: 'Бесплатное получение или оплата баллами',
    en: 'Free tickets or payment with points',
    be: 'Бясплатнае атрыманне або аплата баламі',
    ge: 'უფასოდ მიღება ან ქულებით გადახდა',
    az: 'Pulsuz əldə etmə və ya ballarla ödəniş',
  },
];

const ORGANISERS: Texts[] = [
  {
    ru: 'ГУ «Большой театр Беларуси»',
    en: 'Bolshoi Theatre of Belarus (state institution)',
    be: 'ДУ «Вялікі тэатр Беларусі»',
    ge: 'სახელმწიფო დაწესებულება „ბელარუსის დიდი თეატრი“',
    az: '“Belarus Böyük Teatrı” Dövlət Müəssisəsi',
  },
  {
    ru: 'ООО «Арена Концерт»',
    en: 'Arena Concert LLC',
    be: 'ТАА «Арэна Канцэрт»',
    ge: 'შპს „არენა კონცერტი“',
    az: '“Arena Konsert” MMC',
  },
  {
    ru: 'ООО «Вечерний джаз»',
    en: 'Evening Jazz LLC',
    be: 'ТАА «Вячэрні джаз»',
    ge: 'შპს „საღამოს ჯაზი“',
    az: '“Axşam Cazı” MMC',
  },
  {
    ru: 'ООО «Смех и точка»',
    en: 'Laughter Full Stop LLC',
    be: 'ТАА «Смех і кропка»',
    ge: 'შპს „სიცილი და წერტილი“',
    az: '“Gülüş və Nöqtə” MMC',
  },
  {
    ru: 'РУП «Белгосцирк»',
    en: 'Belgoscirk (republican unitary enterprise)',
    be: 'РУП «Белдзяржцырк»',
    ge: 'რესპუბლიკური უნიტარული საწარმო „ბელგოსცირკი“',
    az: '“Belqossirk” Respublika Unitar Müəssisəsi',
  },
  {
    ru: 'ГУ «Национальный художественный музей»',
    en: 'National Art Museum (state institution)',
    be: 'ДУ «Нацыянальны мастацкі музей»',
    ge: 'სახელმწიფო დაწესებულება „ეროვნული სამხატვრო მუზეუმი“',
    az: '“Milli İncəsənət Muzeyi” Dövlət Müəssisəsi',
  },
  {
    ru: 'ООО «Экспо Ивент»',
    en: 'Expo Event LLC',
    be: 'ТАА «Экспа Івэнт»',
    ge: 'შპს „ექსპო ივენთი“',
    az: '“Ekspo İvent” MMC',
  },
  {
    ru: 'ООО «Спорт Ивент»',
    en: 'Sport Event LLC',
    be: 'ТАА «Спорт Івэнт»',
    ge: 'შპს „სპორტ ივენთი“',
    az: '“Sport İvent” MMC',
  },
  {
    ru: 'АО «Тбилисский театр оперы и балета»',
    en: 'Tbilisi Opera and Ballet Theatre JSC',
    be: 'АТ «Тбіліскі тэатр оперы і балета»',
    ge: 'სს „თბილისის ოპერისა და ბალეტის თეატრი“',
    az: '“Tbilisi Opera və Balet Teatrı” SC',
  },
  {
    ru: 'ООО «Сухишвили»',
    en: 'Sukhishvili LLC',
    be: 'ТАА «Сухішвілі»',
    ge: 'შპს „სუხიშვილები“',
    az: '“Suxişvililər” MMC',
  },
];

/** A street and house in each language, and the city it is in. */
type Street = { city: 'minsk' | 'tbilisi'; street: Texts; house: string };

const CITY_NAMES = {
  minsk: { ru: 'г. Минск', en: 'Minsk', be: 'г. Мінск', ge: 'ქ. მინსკი', az: 'Minsk şəhəri' },
  tbilisi: { ru: 'г. Тбилиси', en: 'Tbilisi', be: 'г. Тбілісі', ge: 'თბილისი', az: 'Tbilisi şəhəri' },
} as const;

const street = (city: Street['city'], house: string, names: Texts): Street => ({
  city,
  street: names,
  house,
});

const STREETS: Street[] = [
  street('minsk', '1', {
    ru: 'пл. Парижской Коммуны',
    en: 'Paris Commune Square',
    be: 'пл. Парыжскай Камуны',
    ge: 'პარიზის კომუნის მოედ.',
    az: 'Paris Kommunası meydanı',
  }),
  ...['111', '14', '13', '4'].map((house) =>
    street('minsk', house, {
      ru: 'пр-т Победителей',
      en: 'Pobediteley Avenue',
      be: 'пр-т Пераможцаў',
      ge: 'გამარჯვებულთა გამზ.',
      az: 'Qaliblər prospekti',
    }),
  ),
  ...['50', '32'].map((house) =>
    street('minsk', house, {
      ru: 'пр-т Независимости',
      en: 'Independence Avenue',
      be: 'пр-т Незалежнасці',
      ge: 'დამოუკიდებლობის გამზ.',
      az: 'Müstəqillik prospekti',
    }),
  ),
  street('minsk', '1', {
    ru: 'Октябрьская пл.',
    en: 'October Square',
    be: 'Кастрычніцкая пл.',
    ge: 'ოქტომბრის მოედ.',
    az: 'Oktyabr meydanı',
  }),
  street('minsk', '20', {
    ru: 'ул. Ленина',
    en: 'Lenin Street',
    be: 'вул. Леніна',
    ge: 'ლენინის ქ.',
    az: 'Lenin küçəsi',
  }),
  street('minsk', '20', {
    ru: 'ул. Энгельса',
    en: 'Engels Street',
    be: 'вул. Энгельса',
    ge: 'ენგელსის ქ.',
    az: 'Engels küçəsi',
  }),
  street('minsk', '2', {
    ru: 'ул. Сурганова',
    en: 'Surganov Street',
    be: 'вул. Сурганава',
    ge: 'სურგანოვის ქ.',
    az: 'Surqanov küçəsi',
  }),
  street('tbilisi', '25', {
    ru: 'пр-т Руставели',
    en: 'Rustaveli Avenue',
    be: 'пр-т Руставелі',
    ge: 'რუსთაველის გამზ.',
    az: 'Rustaveli prospekti',
  }),
  street('tbilisi', '1', {
    ru: 'ул. Меликишвили',
    en: 'Melikishvili Street',
    be: 'вул. Мелікішвілі',
    ge: 'მელიქიშვილის ქ.',
    az: 'Melikişvili küçəsi',
  }),
];

/** Postcodes of the organisers' addresses (the venues' are written without one). */
const POSTCODES: Record<string, string> = {
  'пл. Парижской Коммуны 1': '220029',
  'пр-т Победителей 111': '220020',
  'пр-т Победителей 4': '220020',
  'пр-т Победителей 14': '220114',
  'пр-т Независимости 50': '220030',
  'пр-т Независимости 32': '220030',
  'Октябрьская пл. 1': '220030',
  'ул. Ленина 20': '220030',
};

/**
 * An address as each language writes it: "г. Минск, ул. Ленина, 20", "20 Lenin Street, Minsk"; with a
 * postcode first ("220030, г. Минск, …"), or last in English ("…, Minsk 220030"). Tbilisi's are
 * written by the Georgian organisers as "თბილისი, რუსთაველის გამზ. 25".
 */
const address = ({ city, street: names, house }: Street, postcode: string | null): Texts => {
  const town = CITY_NAMES[city];
  const local = (lang: 'ru' | 'be' | 'az') =>
    `${postcode ? `${postcode}, ` : ''}${town[lang]}, ${names[lang]}, ${house}`;
  return {
    ru: local('ru'),
    be: local('be'),
    az: local('az'),
    en: `${house} ${names.en}, ${town.en}${postcode ? ` ${postcode}` : ''}`,
    ge: `${postcode ? `${postcode}, ` : ''}${town.ge}, ${names.ge} ${house}`,
  };
};

const ADDRESSES: Texts[] = STREETS.flatMap((s) => {
  const postcode = s.city === 'minsk' ? POSTCODES[`${s.street.ru} ${s.house}`] : undefined;
  return postcode ? [address(s, null), address(s, postcode)] : [address(s, null)];
});

/** Every entry of the demo's translations table. */
export const DATA_TEXTS: readonly Texts[] = [
  ...SEAT_PLANS,
  ...RAILWAY,
  ...ORDER_LINES,
  ...PAYMENT_METHODS,
  ...ORGANISERS,
  ...ADDRESSES,
];

export const seedTranslations = (db: DatabaseSync): void => {
  for (const [index, texts] of DATA_TEXTS.entries()) {
    for (const lang of LANGS) insert(db, 'translations', { entry: index + 1, lang, text: texts[lang] });
  }
};
