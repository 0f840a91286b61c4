// @vitest-environment node
// The benchmark's heavy account (SEED_HEAVY=1): 500 upcoming paid orders with QR tickets, on top of the
// unchanged demo data; without the flag it does not exist.
import { describe, expect, it } from 'vitest';
import { orderPage } from '../orders/read.ts';
import { NOW, NOW_S } from '../test-support.ts';
import { openDatabase } from './open.ts';
import { migrate } from './schema.ts';
import { HEAVY } from './seed/heavy.ts';
import { seed } from './seed.ts';

const seeded = (heavy: boolean) => {
  const db = openDatabase(':memory:');
  migrate(db);
  seed(db, NOW, { heavy });
  return db;
};

const count = (db: ReturnType<typeof seeded>, sql: string) => Number(db.prepare(sql).get()?.n);

describe('the heavy account', () => {
  it('has 500 upcoming orders on the actual and all tabs, each with QR tickets', () => {
    const db = seeded(true);
    expect(count(db, `SELECT COUNT(*) AS n FROM orders WHERE user_id = ${HEAVY.userId}`)).toBe(500);
    expect(orderPage(db, HEAVY.userId, 'actual', 1, NOW_S).lastPage).toBe(25);
    expect(orderPage(db, HEAVY.userId, 'all', 1, NOW_S).lastPage).toBe(25);
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM orders o WHERE o.user_id = ${HEAVY.userId}
           AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.order_id = o.id AND t.qr IS NOT NULL)`,
      ),
    ).toBe(0);
    db.close();
  });

  it('is not seeded by default, and leaves the demo data as it is', () => {
    const plain = seeded(false);
    const heavy = seeded(true);
    expect(count(plain, `SELECT COUNT(*) AS n FROM users WHERE id = ${HEAVY.userId}`)).toBe(0);
    expect(count(heavy, `SELECT COUNT(*) AS n FROM orders WHERE user_id <> ${HEAVY.userId}`)).toBe(
      count(plain, 'SELECT COUNT(*) AS n FROM orders'),
    );
    plain.close();
    heavy.close();
  });
});
