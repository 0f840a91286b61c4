// Nino's two paid orders on the Georgian brand (Tbilisi, GEL).
import type { DatabaseSync } from 'node:sqlite';
import { PHONE, USER } from './accounts.ts';
import { SESSION, sessionTime } from './catalog.ts';
import type { Clock } from './clock.ts';
import { addOrder } from './order-builder.ts';

export const seedNinoOrders = (db: DatabaseSync, clock: Clock): void => {
  const time = (id: number): number => sessionTime(db, id);
  const nino = { userId: USER.nino, brand: 'ge', kind: 'event', status: 1 } as const;
  const contact = { email: 'nino@example.com', phone: PHONE.nino };
  addOrder(db, {
    ...nino,
    id: 2001,
    contact,
    sessionId: SESSION.abesalom,
    eventAt: time(SESSION.abesalom),
    createdAt: clock.rel(-7),
    tickets: [
      { section: 'პარტერი', hall: 'დიდი დარბაზი', row: '4', place: '10', price: 6000, commission: 300 },
      { section: 'პარტერი', hall: 'დიდი დარბაზი', row: '4', place: '11', price: 6000, commission: 300 },
    ],
  });
  addOrder(db, {
    ...nino,
    id: 2002,
    contact,
    sessionId: SESSION.sukhishvili,
    eventAt: time(SESSION.sukhishvili),
    createdAt: clock.rel(-3),
    tickets: [
      { section: 'ამფითეატრი', hall: 'დიდი დარბაზი', row: '2', place: '5', price: 9000, commission: 450 },
    ],
  });
};
