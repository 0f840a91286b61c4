// Videos Anna may watch and the subscription catalogue (1 active subscription, 2 more available).
import type { DatabaseSync } from 'node:sqlite';
import { USER } from './accounts.ts';
import type { Clock } from './clock.ts';
import { insert } from './insert.ts';
import { VIDEO_ORDER_ID } from './orders-past.ts';
import { COMPANY } from './venues.ts';

export const VIDEO = { swanLake: 1, jazz: 2 } as const;
const PLAN = { theatre: 1, concerts: 2, allInclusive: 3 } as const;

export const seedMedia = (db: DatabaseSync, clock: Clock): void => {
  insert(db, 'videos', {
    id: VIDEO.swanLake,
    title: 'Лебединое озеро. Запись спектакля',
    performance_id: 1,
    copyright_company_id: COMPANY.bolshoi,
    url: 'https://kvitok.by/minsk/online/videos/1',
    created_at: clock.rel(-60),
  });
  insert(db, 'videos', {
    id: VIDEO.jazz,
    title: 'Джазовый вечер. Концерт онлайн',
    performance_id: 4,
    copyright_company_id: COMPANY.jazz,
    url: 'https://kvitok.by/minsk/online/videos/2',
    created_at: clock.rel(-30),
  });
  // The Swan Lake recording comes with the theatre subscription; the jazz one was bought with an order.
  insert(db, 'user_videos', { user_id: USER.anna, video_id: VIDEO.swanLake, granted_at: clock.rel(-10) });
  insert(db, 'user_videos', {
    user_id: USER.anna,
    video_id: VIDEO.jazz,
    order_id: VIDEO_ORDER_ID,
    granted_at: clock.rel(-25),
  });

  const plans = [
    {
      id: PLAN.theatre,
      names: { ru: 'Видеопакет «Театр»', en: 'Theatre video pass', be: 'Відэапакет «Тэатр»' },
      descriptions: {
        ru: 'Записи спектаклей Большого театра и театров Минска.',
        en: 'Recordings of Bolshoi Theatre and Minsk theatre performances.',
        be: 'Запісы спектакляў Вялікага тэатра і тэатраў Мінска.',
      },
      price: 990,
      period_days: 30,
      image: '/demo/subscriptions/theatre.svg',
    },
    {
      id: PLAN.concerts,
      names: { ru: 'Видеопакет «Концерты»', en: 'Concerts video pass', be: 'Відэапакет «Канцэрты»' },
      descriptions: {
        ru: 'Концерты и джазовые вечера онлайн.',
        en: 'Concerts and jazz evenings online.',
        be: 'Канцэрты і джазавыя вечары анлайн.',
      },
      price: 790,
      period_days: 30,
      image: '/demo/subscriptions/concerts.svg',
    },
    {
      id: PLAN.allInclusive,
      names: {
        ru: 'Видеопакет «Всё включено»',
        en: 'All-inclusive video pass',
        be: 'Відэапакет «Усё ўключана»',
      },
      descriptions: {
        ru: 'Все записи и трансляции без ограничений.',
        en: 'Every recording and broadcast, no limits.',
        be: 'Усе запісы і трансляцыі без абмежаванняў.',
      },
      price: 2490,
      period_days: 90,
      image: '/demo/subscriptions/all-inclusive.svg',
    },
  ];
  for (const [position, plan] of plans.entries())
    insert(db, 'subscription_plans', { ...plan, brand: 'by', position });
  insert(db, 'user_subscriptions', {
    id: 1,
    user_id: USER.anna,
    plan_id: PLAN.theatre,
    started_at: clock.rel(-10),
    end_at: clock.rel(20),
    auto_renew: true,
  });
};
