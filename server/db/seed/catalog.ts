// Sessions (a performance at a venue at a time) of the demo orders and codes, with fixed ids.
import type { DatabaseSync } from 'node:sqlite';
import type { Clock } from './clock.ts';
import { insert } from './insert.ts';
import { seedPerformances } from './performances.ts';
import { COMPANY, OBJECT, seedVenues } from './venues.ts';

export const SESSION = {
  swanLake: 1,
  rock: 2,
  nutcracker: 3,
  jazz: 4,
  comedy: 5,
  operaGala: 6,
  circus: 7,
  museumNight: 8,
  giselle: 9,
  exhibition: 10,
  hockey: 11,
  abesalom: 12,
  sukhishvili: 13,
  earlyBooking: 14,
  externalTicket: 15,
} as const;

type SessionSpec = {
  id: number;
  performance: number;
  object: number;
  company: number;
  time: number;
  returnOrganizer?: boolean;
  hall?: string;
};

const sessions = (clock: Clock): SessionSpec[] => [
  {
    id: SESSION.swanLake,
    performance: 1,
    object: OBJECT.bolshoi,
    company: COMPANY.bolshoi,
    time: clock.at(10, 19),
    returnOrganizer: true,
    hall: 'Большой зал',
  },
  {
    id: SESSION.rock,
    performance: 2,
    object: OBJECT.minskArena,
    company: COMPANY.arenaConcert,
    time: clock.at(20, 20),
    hall: 'Главная арена',
  },
  {
    id: SESSION.nutcracker,
    performance: 3,
    object: OBJECT.bolshoi,
    company: COMPANY.bolshoi,
    time: clock.at(30, 18),
    returnOrganizer: true,
    hall: 'Большой зал',
  },
  {
    id: SESSION.jazz,
    performance: 4,
    object: OBJECT.philharmonic,
    company: COMPANY.jazz,
    time: clock.at(12, 19, 30),
    hall: 'Большой зал',
  },
  {
    id: SESSION.comedy,
    performance: 5,
    object: OBJECT.palaceRepublic,
    company: COMPANY.comedy,
    time: clock.at(8, 20),
    hall: 'Малый зал',
  },
  {
    id: SESSION.operaGala,
    performance: 6,
    object: OBJECT.bolshoi,
    company: COMPANY.bolshoi,
    time: clock.at(25, 19),
    returnOrganizer: true,
    hall: 'Большой зал',
  },
  {
    id: SESSION.circus,
    performance: 7,
    object: OBJECT.circus,
    company: COMPANY.circus,
    time: clock.at(3, 15),
    hall: 'Манеж',
  },
  {
    id: SESSION.museumNight,
    performance: 8,
    object: OBJECT.artMuseum,
    company: COMPANY.artMuseum,
    time: clock.at(7, 20),
  },
  {
    id: SESSION.giselle,
    performance: 9,
    object: OBJECT.bolshoi,
    company: COMPANY.bolshoi,
    time: clock.at(15, 19),
    returnOrganizer: true,
    hall: 'Большой зал',
  },
  {
    id: SESSION.exhibition,
    performance: 10,
    object: OBJECT.expo,
    company: COMPANY.expo,
    time: clock.at(5, 11),
    hall: 'Павильон 1',
  },
  {
    id: SESSION.hockey,
    performance: 11,
    object: OBJECT.minskArena,
    company: COMPANY.sportEvent,
    time: clock.at(9, 19),
    hall: 'Главная арена',
  },
  {
    id: SESSION.abesalom,
    performance: 12,
    object: OBJECT.tbilisiOpera,
    company: COMPANY.tbilisiOpera,
    time: clock.at(14, 19, 0, 4),
    hall: 'დიდი დარბაზი',
  },
  {
    id: SESSION.sukhishvili,
    performance: 13,
    object: OBJECT.tbilisiConcertHall,
    company: COMPANY.sukhishvili,
    time: clock.at(25, 20, 0, 4),
    hall: 'დიდი დარბაზი',
  },
  {
    id: SESSION.earlyBooking,
    performance: 1,
    object: OBJECT.bolshoi,
    company: COMPANY.bolshoi,
    time: clock.at(45, 19),
    returnOrganizer: true,
    hall: 'Большой зал',
  },
  {
    id: SESSION.externalTicket,
    performance: 18,
    object: OBJECT.sportsPalace,
    company: COMPANY.sportEvent,
    time: clock.at(18, 19),
    hall: 'Игровая арена',
  },
];

/** When a seeded session starts (orders take their event time from it). */
export const sessionTime = (db: DatabaseSync, id: number): number => {
  const row = db.prepare('SELECT time_spending FROM sessions WHERE id = ?').get(id);
  if (typeof row?.time_spending !== 'number') throw new Error(`session ${id} is missing`);
  return row.time_spending;
};

export const insertSession = (db: DatabaseSync, s: SessionSpec): void => {
  insert(db, 'sessions', {
    id: s.id,
    performance_id: s.performance,
    object_id: s.object,
    company_id: s.company,
    time_spending: s.time,
    is_return_organizer: s.returnOrganizer ?? false,
    hall_name: s.hall ?? null,
  });
};

export const seedCatalog = (db: DatabaseSync, clock: Clock): void => {
  seedVenues(db);
  seedPerformances(db);
  for (const s of sessions(clock)) insertSession(db, s);
};
