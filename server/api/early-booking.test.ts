// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, jsonBody, NOW_S, rowsOf, signIn, startApp, type TestApp } from '../test-support.ts';

let app: TestApp;
let anna: string;
beforeAll(async () => {
  app = await startApp();
  anna = await signIn(app, '375291111111', 'demo-pass');
});
afterAll(() => app.close());

const USER = {
  email: 'anna@example.com',
  first_name: 'Анна',
  last_name: 'Иванова',
  middle_name: '',
  dob: '1990-04-12',
  city_id: 1,
  gender: 0,
  sms_subscribe: 0,
  email_subscribe: 1,
};

const book = (booking_code: string, user: Record<string, unknown> = USER) =>
  app.call('POST', '/api/v2/users/me/earlybooking', jsonBody({ booking_code, user }, bearer(anna)));

describe('POST /api/v2/users/me/earlybooking', () => {
  it('refuses a missing code and missing customer data field by field', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['', USER, 'booking_code'],
      ['EARLY2026', { ...USER, city_id: 0 }, 'user.city_id'],
      ['EARLY2026', { ...USER, city_id: 7 }, 'user.city_id'], // Tbilisi is not on the Belarusian host
      ['EARLY2026', { ...USER, first_name: ' ' }, 'user.first_name'],
      ['EARLY2026', { ...USER, last_name: '' }, 'user.last_name'],
      ['EARLY2026', { ...USER, email: 'nope' }, 'user.email'],
      ['EARLY2026', { ...USER, gender: 2 }, 'user.gender'],
      ['EARLY2026', { ...USER, dob: '1990-02-31' }, 'user.dob'],
    ];
    for (const [code, user, field] of cases) {
      const res = await book(code, user);
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual([field]);
    }
  });

  it('refuses unknown and used codes with a code error', async () => {
    for (const code of ['NOPE', 'USED2025']) {
      const res = await book(code);
      expect(res.status).toBe(422);
      expect(res.json()).toMatchObject({ errors: { booking_code: [expect.any(String)] } });
    }
  });

  it('EARLY2026 creates a booked order once and answers its id', async () => {
    const res = await book('EARLY2026');
    expect(res.status).toBe(200);
    const { id } = res.json<{ id: number }>();
    expect(id).toBeGreaterThan(2002);
    const db = rowsOf(app.db);
    expect(
      db.one(
        'SELECT user_id, status, type, expired_at, total_amount, contact_email FROM orders WHERE id = ?',
        id,
      ),
    ).toEqual({
      user_id: 1,
      status: 0,
      type: 6,
      expired_at: NOW_S + 15 * 60,
      total_amount: 8400,
      contact_email: 'anna@example.com',
    });
    expect(db.all('SELECT qr FROM tickets WHERE order_id = ?', id)).toEqual([{ qr: null }, { qr: null }]);
    const again = await book('EARLY2026');
    expect(again.status).toBe(422);
    expect(again.json()).toMatchObject({ errors: { booking_code: [expect.any(String)] } });
  });
});
