// Anna's 25 past orders 1016–1040: paid, the event over, so the "used" tab has more than one page.
// Variety comes from a seeded PRNG: the same every time.
import type { DatabaseSync } from 'node:sqlite';
import { PHONE, USER } from './accounts.ts';
import { insertSession } from './catalog.ts';
import { type Clock, DAY, MINUTE } from './clock.ts';
import { addOrder, type TicketSpec } from './order-builder.ts';
import { MINSK_BREST } from './orders-anna.ts';
import { type Prng, prng } from './random.ts';
import { COMPANY, OBJECT } from './venues.ts';

export const PAST_ORDER_IDS = { first: 1016, last: 1040 } as const;
/** The past order that bought the jazz video (videos.ts grants it). */
export const VIDEO_ORDER_ID = 1017;
/** A past train trip, so the used tab shows a rail order too. */
const TRAIN_INDEX = 5;

/** performance id → where it plays and who organises it. */
const PLAYS: Record<number, { object: number; company: number; section: string; hall: string }> = {
  14: { object: OBJECT.philharmonic, company: COMPANY.jazz, section: 'Партер', hall: 'Большой зал' },
  15: { object: OBJECT.palaceRepublic, company: COMPANY.comedy, section: 'Партер', hall: 'Малый зал' },
  16: { object: OBJECT.puppetTheatre, company: COMPANY.bolshoi, section: 'Зал', hall: 'Основная сцена' },
  17: { object: OBJECT.cinema, company: COMPANY.arenaConcert, section: 'Зал 1', hall: 'Зал 1' },
  18: {
    object: OBJECT.sportsPalace,
    company: COMPANY.sportEvent,
    section: 'Сектор B',
    hall: 'Игровая арена',
  },
  19: { object: OBJECT.philharmonic, company: COMPANY.jazz, section: 'Амфитеатр', hall: 'Камерный зал' },
  20: { object: OBJECT.bolshoi, company: COMPANY.bolshoi, section: 'Партер', hall: 'Большой зал' },
  1: { object: OBJECT.bolshoi, company: COMPANY.bolshoi, section: 'Ложа', hall: 'Большой зал' },
  4: { object: OBJECT.philharmonic, company: COMPANY.jazz, section: 'Партер', hall: 'Большой зал' },
  2: {
    object: OBJECT.minskArena,
    company: COMPANY.arenaConcert,
    section: 'Танцпартер',
    hall: 'Главная арена',
  },
};
const PERFORMANCE_IDS = Object.keys(PLAYS).map(Number);

const tickets = (rng: Prng, play: { section: string; hall: string }, eventAt: number, scanned: boolean) => {
  const count = rng.int(1, 3);
  const price = rng.pick([1500, 2000, 2500, 3000, 4000, 5000]);
  const commission = rng.pick([0, 100, 150]);
  const row = String(rng.int(1, 20));
  const first = rng.int(1, 25);
  return Array.from(
    { length: count },
    (_, k): TicketSpec => ({
      section: play.section,
      hall: play.hall,
      row,
      place: String(first + k),
      price,
      commission,
      ...(scanned ? { scannedAt: eventAt - rng.int(10, 45) * MINUTE } : {}),
    }),
  );
};

export const seedPastOrders = (db: DatabaseSync, clock: Clock): void => {
  const rng = prng(20_260_101);
  for (let i = 0; i <= PAST_ORDER_IDS.last - PAST_ORDER_IDS.first; i += 1) {
    const id = PAST_ORDER_IDS.first + i;
    const daysAgo = 3 + i * 7 + rng.int(0, 3);
    const createdAt = clock.at(-daysAgo, 12) - rng.int(5, 30) * DAY;
    const base = { id, userId: USER.anna, brand: 'by', status: 1, createdAt } as const;
    const contact = { email: 'anna@example.com', phone: PHONE.anna };
    if (i === TRAIN_INDEX) {
      const departureAt = clock.at(-daysAgo, 6, 48);
      addOrder(db, {
        ...base,
        contact,
        kind: 'train',
        eventAt: departureAt,
        train: { ...MINSK_BREST, number: '701Б', departureAt, arrivalAt: departureAt + 194 * MINUTE },
        trainTickets: [
          {
            fio: 'ИВАНОВА АННА СЕРГЕЕВНА',
            car: '7',
            places: '31',
            price: 1750,
            commission: 100,
            date: departureAt,
            isUsed: true,
          },
        ],
      });
      continue;
    }
    const performance = i === VIDEO_ORDER_ID - PAST_ORDER_IDS.first ? 4 : rng.pick(PERFORMANCE_IDS);
    const play = PLAYS[performance];
    if (!play) throw new Error(`no venue for performance ${performance}`);
    const sessionId = 100 + i + 1;
    const eventAt = clock.at(-daysAgo, rng.pick([12, 18, 19, 20]));
    insertSession(db, {
      id: sessionId,
      performance,
      object: play.object,
      company: play.company,
      time: eventAt,
      hall: play.hall,
    });
    addOrder(db, {
      ...base,
      contact,
      kind: 'event',
      sessionId,
      eventAt,
      flags: { has_video: id === VIDEO_ORDER_ID },
      tickets: tickets(rng, play, eventAt, rng.next() < 0.8),
    });
  }
};
