// @vitest-environment node
// Anna's orders as the demo-data guide lists them, one state each, spot-checked in the seeded database.
import { afterAll, describe, expect, it } from 'vitest';
import { DAY_S, NOW_S, rowsOf, seededDb } from '../test-support.ts';

const db = seededDb();
afterAll(() => db.close());
const { all, one } = rowsOf(db);
const order = (id: number) => one('SELECT * FROM orders WHERE id = ?', id);
const tickets = (orderId: number) => all('SELECT * FROM tickets WHERE order_id = ? ORDER BY id', orderId);
/** Days from the seeding moment, to one decimal. */
const daysFromNow = (t: unknown) => Math.round(((Number(t) - NOW_S) / DAY_S) * 10) / 10;
/** Events start at a local evening hour on the day `days` ahead: within a day of exactly `days`. */
const expectAbout = (t: unknown, days: number) => {
  expect(Math.abs(daysFromNow(t) - days)).toBeLessThanOrEqual(1);
};

describe("Anna's orders", () => {
  it('are exactly 1001–1040', () => {
    const ids = all('SELECT id FROM orders WHERE user_id = 1 ORDER BY id').map((r) => r.id);
    expect(ids).toEqual(Array.from({ length: 40 }, (_, i) => 1001 + i));
  });

  it('1001: Swan Lake at the Bolshoi in ~10 days, 2 returnable tickets at 45,00, paid', () => {
    const o = order(1001);
    expect(o).toMatchObject({
      status: 1,
      type: 1,
      is_from_external: 0,
      has_object_infokiosk: 0,
      total_amount: 9000,
    });
    expectAbout(o.event_at, 10);
    const names = one(
      `SELECT p.names AS p, ob.names AS o FROM sessions s JOIN performances p ON p.id = s.performance_id
       JOIN objects ob ON ob.id = s.object_id WHERE s.id = ?`,
      Number(o.session_id),
    );
    expect(JSON.parse(String(names.p))).toMatchObject({ ru: 'Лебединое озеро', en: 'Swan Lake' });
    expect(JSON.parse(String(names.o))).toMatchObject({ ru: 'Большой театр', en: 'Bolshoi Theatre' });
    const ts = tickets(1001);
    expect(ts).toHaveLength(2);
    for (const t of ts) {
      expect(t).toMatchObject({ price: 4500, returned_at: null, scanned_at: null, printed_at: null });
      expect(t.qr).toBe(t.ticket_code);
      expect(t.qr).toMatch(/^\d{12}$/);
    }
  });

  it('1002: rock concert at Minsk-Arena, one returned, one printed, one active', () => {
    expectAbout(order(1002).event_at, 20);
    const ts = tickets(1002);
    expect(ts).toHaveLength(3);
    expect(ts.filter((t) => t.returned_at !== null)).toHaveLength(1);
    expect(ts.filter((t) => t.printed_at !== null && t.returned_at === null)).toHaveLength(1);
    const active = ts.filter((t) => t.returned_at === null && t.printed_at === null && t.scanned_at === null);
    expect(active).toHaveLength(1);
    expect(active[0]?.qr).toBeTruthy();
    const venue = one(
      'SELECT ob.slug FROM sessions s JOIN objects ob ON ob.id = s.object_id WHERE s.id = ?',
      Number(order(1002).session_id),
    );
    expect(venue.slug).toBe('minsk-arena');
  });

  it('1003: a booking (type 6, status 0) without QR, 30,00 + fee, expiring in 15 minutes', () => {
    const o = order(1003);
    expect(o).toMatchObject({ status: 0, type: 6, amount: 6000, commission: 300, total_amount: 6300 });
    expect(o.expired_at).toBe(NOW_S + 15 * 60);
    expectAbout(o.event_at, 30);
    expect(tickets(1003).map((t) => [t.qr, t.price])).toEqual([
      [null, 3000],
      [null, 3000],
    ]);
  });

  it('1004: waiting, awaiting confirmation, jazz in ~12 days', () => {
    expect(order(1004)).toMatchObject({ status: 0, awaiting_confirm: 1 });
    expectAbout(order(1004).event_at, 12);
  });

  it('1005: waiting for payment, 30,00 + 1,50, expires in 20 minutes, points cover it', () => {
    const o = order(1005);
    expect(o).toMatchObject({ status: 0, type: 1, amount: 3000, commission: 150, total_amount: 3150 });
    expect(o.expired_at).toBe(NOW_S + 20 * 60);
    // 1 point = 10 kopecks.
    expect(1250 * 10).toBeGreaterThanOrEqual(Number(o.total_amount));
  });

  it('1006: a Minsk → Brest train, return pending', () => {
    expect(order(1006)).toMatchObject({
      kind: 'train',
      status: 3,
      train_from: 'Минск-Пассажирский',
      train_to: 'Брест-Центральный',
    });
  });

  it('1007: train 701Б, car 5, in ~6 days, remote check-in on ticket 1 only', () => {
    const o = order(1007);
    expect(o).toMatchObject({ kind: 'train', status: 1, train_number: '701Б', remote_checkin_available: 1 });
    expectAbout(o.train_departure_at, 6);
    const ts = all('SELECT * FROM train_tickets WHERE order_id = 1007 ORDER BY id');
    expect(ts.map((t) => [t.car_number, t.remote_checkin, t.remote_checkin_available])).toEqual([
      ['5', 1, 1],
      ['5', 0, 1],
    ]);
    expect(ts.every((t) => typeof t.code === 'string' && t.is_used === 0 && t.returned_at === null)).toBe(
      true,
    );
  });

  it('1008: a paid transfer Airport → Hotel Minsk, sedan, comfort, 3 persons', () => {
    expect(order(1008)).toMatchObject({ kind: 'transfer', status: 1 });
    const t = one('SELECT * FROM transfers WHERE order_id = 1008');
    expect(t).toMatchObject({ auto: 'sedan', vehicle_class: 'comfort', max_persons: 3 });
    expect(JSON.parse(String(t.from_names)).en).toMatch(/Airport/);
    expect(JSON.parse(String(t.to_names)).en).toBe('Hotel Minsk');
  });

  it('1009: pool abonements, one valid (3 of 8, ends in 30 days), one ended 5 days ago', () => {
    expect(order(1009)).toMatchObject({ kind: 'items', status: 1 });
    const items = all('SELECT * FROM order_items WHERE order_id = 1009 ORDER BY id');
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      item_type: 'abonement',
      name: 'Бассейн, 8 посещений',
      count_visits: 3,
      number_visits: 8,
    });
    expect(daysFromNow(items[0]?.end_at)).toBe(30);
    expect(daysFromNow(items[1]?.end_at)).toBe(-5);
  });

  it('1010: an external order without prices', () => {
    expect(order(1010)).toMatchObject({ is_from_external: 1, total_amount: 0, amount: 0 });
    expect(tickets(1010).every((t) => t.price === 0 && t.qr)).toBe(true);
  });

  it('1011 returned, 1012 expired, 1013 free and waiting', () => {
    expect(order(1011).status).toBe(2);
    expect(tickets(1011).every((t) => t.returned_at !== null)).toBe(true);
    expect(order(1012).status).toBe(4);
    expect(order(1013)).toMatchObject({ status: 0, total_amount: 0 });
    expect(one('SELECT type, brand FROM payment_methods WHERE id = 4')).toMatchObject({
      type: 'Balance',
      brand: null,
    });
  });

  it('1014: ballet in ~15 days with a service, a coupon and a 5,00 discount', () => {
    const o = order(1014);
    expect(o).toMatchObject({ status: 1, discount: 500 });
    expectAbout(o.event_at, 15);
    expect(all('SELECT * FROM order_services WHERE order_id = 1014')).toHaveLength(1);
    expect(all('SELECT * FROM order_coupons WHERE order_id = 1014')).toHaveLength(1);
    expect(o.total_amount).toBe(Number(o.amount) + Number(o.commission) - 500);
  });

  it('1015: exhibition at an infokiosk venue in ~5 days, paid', () => {
    expect(order(1015)).toMatchObject({ status: 1, has_object_infokiosk: 1 });
    expectAbout(order(1015).event_at, 5);
  });

  it('1016–1040: 25 paid orders whose event is over', () => {
    const past = all('SELECT * FROM orders WHERE id BETWEEN 1016 AND 1040');
    expect(past).toHaveLength(25);
    for (const o of past) {
      expect(o.status).toBe(1);
      expect(Number(o.event_at)).toBeLessThan(NOW_S);
      const n = one(
        'SELECT (SELECT count(*) FROM tickets WHERE order_id = ?) + (SELECT count(*) FROM train_tickets WHERE order_id = ?) AS n',
        Number(o.id),
        Number(o.id),
      );
      expect(Number(n.n)).toBeGreaterThan(0);
    }
    // Every other Anna order is still ahead (or an item order still valid).
    expect(all('SELECT id FROM orders WHERE user_id = 1 AND id < 1016 AND event_at < ?', NOW_S)).toHaveLength(
      0,
    );
  });

  it('keeps every order total = amount + commission − discount, floored at 0', () => {
    for (const o of all('SELECT amount, commission, discount, total_amount FROM orders')) {
      expect(o.total_amount).toBe(Math.max(0, Number(o.amount) + Number(o.commission) - Number(o.discount)));
    }
  });
});
