// Promotions (partner discounts) and Anna's coupons: 6 actual (two pages at 4) and 3 archived.
import type { DatabaseSync } from 'node:sqlite';
import { USER } from './accounts.ts';
import type { Clock } from './clock.ts';
import { insert } from './insert.ts';

type PromotionSpec = {
  id: number;
  code: string;
  name: string;
  image: string;
  description: string;
  category: number;
  /** Days from now the coupon ends (negative: already over, archived). */
  endsIn: number;
};

const PROMOTIONS: PromotionSpec[] = [
  {
    id: 1,
    code: 'BALLET20',
    name: '−20% на балет «Жизель»',
    image: 'ballet',
    description: 'Скидка 20% на любые места в партере и бельэтаже.',
    category: 3,
    endsIn: 14,
  },
  {
    id: 2,
    code: 'COFFEE',
    name: 'Кофе в подарок в театральном буфете',
    image: 'coffee',
    description: 'Покажите купон в буфете Большого театра до начала спектакля.',
    category: 5,
    endsIn: 30,
  },
  {
    id: 3,
    code: 'CINEMA2X1',
    name: 'Два билета в кино по цене одного',
    image: 'cinema',
    description: 'По будням на любые сеансы до 17:00 в кинотеатре «Москва».',
    category: 6,
    endsIn: 21,
  },
  {
    id: 4,
    code: 'POOL15',
    name: '−15% на абонемент в бассейн',
    image: 'pool',
    description: 'Скидка на абонементы аквацентра «Волна» на 8 и 12 посещений.',
    category: 7,
    endsIn: 45,
  },
  {
    id: 5,
    code: 'PARK',
    name: 'Бесплатная парковка у Минск-Арены',
    image: 'parking',
    description: 'Один въезд на парковку в день мероприятия.',
    category: 4,
    endsIn: 60,
  },
  {
    id: 6,
    code: 'KIDS10',
    name: '−10% на детские спектакли',
    image: 'kids',
    description: 'Скидка на спектакли Театра кукол для всей семьи.',
    category: 2,
    endsIn: 9,
  },
  {
    id: 7,
    code: 'MUSEUM30',
    name: '−30% на Ночь музеев',
    image: 'museum',
    description: 'Скидка на экскурсии в Национальном художественном музее.',
    category: 5,
    endsIn: -20,
  },
  {
    id: 8,
    code: 'JAZZ25',
    name: '−25% на джазовый вечер',
    image: 'jazz',
    description: 'Скидка на концерты биг-бэнда в филармонии.',
    category: 2,
    endsIn: -45,
  },
  {
    id: 9,
    code: 'BIRTHDAY',
    name: 'Подарок ко дню рождения',
    image: 'gift',
    description: 'Сувенир от партнёров в месяц вашего дня рождения.',
    category: 1,
    endsIn: -90,
  },
];

export const seedPromotions = (db: DatabaseSync, clock: Clock): void => {
  for (const p of PROMOTIONS) {
    const endAt = clock.at(p.endsIn, 23, 59);
    insert(db, 'promotions', {
      id: p.id,
      brand: 'by',
      name: p.name,
      image_url: `/demo/promotions/${p.image}.svg`,
      short_description: p.description,
      category_id: p.category,
      starts_at: clock.rel(-120),
      ends_at: endAt,
    });
    insert(db, 'user_coupons', {
      id: p.id,
      user_id: USER.anna,
      promotion_id: p.id,
      promocode_code: p.code,
      end_at: endAt,
      archived: p.endsIn < 0,
      created_at: clock.rel(-100 + p.id),
    });
  }
};
