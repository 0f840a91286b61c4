// Texts of the brands' menus and footers in the five languages of the platform.
import type { Lang } from '../../../src/kernel/langs.ts';

export type Texts = Record<Lang, string>;

export const MENU_TITLES = {
  afisha: { ru: 'Афиша', en: "What's on", be: 'Афіша', ge: 'აფიშა', az: 'Afişa' },
  concerts: { ru: 'Концерты', en: 'Concerts', be: 'Канцэрты', ge: 'კონცერტები', az: 'Konsertlər' },
  theatre: { ru: 'Театр', en: 'Theatre', be: 'Тэатр', ge: 'თეატრი', az: 'Teatr' },
  sport: { ru: 'Спорт', en: 'Sport', be: 'Спорт', ge: 'სპორტი', az: 'İdman' },
  kids: { ru: 'Детям', en: 'For kids', be: 'Дзецям', ge: 'ბავშვებს', az: 'Uşaqlar üçün' },
  cinema: { ru: 'Кино', en: 'Cinema', be: 'Кіно', ge: 'კინო', az: 'Kino' },
  shows: { ru: 'Шоу', en: 'Shows', be: 'Шоу', ge: 'შოუ', az: 'Şoular' },
} satisfies Record<string, Texts>;

export type MenuKey = keyof typeof MENU_TITLES;

type FooterColumn = { title: Texts; items: { path: string; title: Texts }[] };

export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: {
      ru: 'О компании',
      en: 'About',
      be: 'Пра кампанію',
      ge: 'კომპანიის შესახებ',
      az: 'Şirkət haqqında',
    },
    items: [
      {
        path: 'about',
        title: { ru: 'О нас', en: 'About us', be: 'Пра нас', ge: 'ჩვენ შესახებ', az: 'Haqqımızda' },
      },
      {
        path: 'contacts',
        title: { ru: 'Контакты', en: 'Contacts', be: 'Кантакты', ge: 'კონტაქტები', az: 'Əlaqə' },
      },
      {
        path: 'careers',
        title: { ru: 'Вакансии', en: 'Careers', be: 'Вакансіі', ge: 'ვაკანსიები', az: 'Vakansiyalar' },
      },
    ],
  },
  {
    title: {
      ru: 'Покупателям',
      en: 'For customers',
      be: 'Пакупнікам',
      ge: 'მყიდველებს',
      az: 'Alıcılar üçün',
    },
    items: [
      {
        path: 'how-to-buy',
        title: {
          ru: 'Как купить билет',
          en: 'How to buy a ticket',
          be: 'Як купіць квіток',
          ge: 'როგორ ვიყიდოთ ბილეთი',
          az: 'Bileti necə almaq olar',
        },
      },
      {
        path: 'returns',
        title: {
          ru: 'Возврат билетов',
          en: 'Ticket returns',
          be: 'Вяртанне квіткоў',
          ge: 'ბილეთების დაბრუნება',
          az: 'Biletlərin qaytarılması',
        },
      },
      {
        path: 'faq',
        title: {
          ru: 'Вопросы и ответы',
          en: 'FAQ',
          be: 'Пытанні і адказы',
          ge: 'ხშირად დასმული კითხვები',
          az: 'Tez-tez verilən suallar',
        },
      },
      {
        path: 'offer',
        title: {
          ru: 'Публичная оферта',
          en: 'Public offer',
          be: 'Публічная аферта',
          ge: 'საჯარო ოფერტა',
          az: 'İctimai oferta',
        },
      },
    ],
  },
  {
    title: { ru: 'Партнёрам', en: 'Partners', be: 'Партнёрам', ge: 'პარტნიორებს', az: 'Tərəfdaşlara' },
    items: [
      {
        path: 'organisers',
        title: {
          ru: 'Организаторам',
          en: 'For organisers',
          be: 'Арганізатарам',
          ge: 'ორგანიზატორებს',
          az: 'Təşkilatçılara',
        },
      },
      {
        path: 'agents',
        title: { ru: 'Агентам', en: 'For agents', be: 'Агентам', ge: 'აგენტებს', az: 'Agentlərə' },
      },
      {
        path: 'advertising',
        title: { ru: 'Реклама', en: 'Advertising', be: 'Рэклама', ge: 'რეკლამა', az: 'Reklam' },
      },
    ],
  },
];

export const CABINET_TITLE: Texts = {
  ru: 'Личный кабинет',
  en: 'My account',
  be: 'Асабісты кабінет',
  ge: 'პირადი კაბინეტი',
  az: 'Şəxsi kabinet',
};

export const CABINET_DESCRIPTION: Texts = {
  ru: 'Ваши заказы, билеты, баллы и карты в одном месте.',
  en: 'Your orders, tickets, points and cards in one place.',
  be: 'Вашы заказы, квіткі, балы і карты ў адным месцы.',
  ge: 'თქვენი შეკვეთები, ბილეთები, ქულები და ბარათები ერთ ადგილას.',
  az: 'Sifarişləriniz, biletləriniz, ballarınız və kartlarınız bir yerdə.',
};
