// @vitest-environment node
// Every fact of the demo-data guide, spot-checked in the seeded database.
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { NOW, NOW_S, rowsOf, seededDb } from '../test-support.ts';
import { openDatabase } from './open.ts';
import { migrate } from './schema.ts';
import { isSeeded, seed } from './seed.ts';

const db = seededDb();
afterAll(() => db.close());
const { all, one } = rowsOf(db);

describe('accounts', () => {
  it('has the four existing demo customers, phones as digits', () => {
    expect(all('SELECT phone FROM users ORDER BY id').map((r) => r.phone)).toEqual([
      '375291111111',
      '375293333333',
      '375294444444',
      '995555123456',
    ]);
  });

  it('does not know the new and the foreign new customer', () => {
    expect(all("SELECT id FROM users WHERE phone IN ('375292222222', '48600000000')")).toHaveLength(0);
  });

  it('makes Anna the main demo account', () => {
    const anna = one(
      "SELECT u.*, c.slug FROM users u JOIN cities c ON c.id = u.city_id WHERE phone = '375291111111'",
    );
    expect(anna).toMatchObject({
      id: 1,
      brand: 'by',
      country: 'BY',
      email: 'anna@example.com',
      slug: 'minsk',
      balance: 1250,
      has_subscribe: 1,
      card_code: '7700123456789012',
      is_static: 0,
      is_banned: 0,
    });
    expect(anna.download_token).toMatch(/^[0-9a-f]{32}$/);
    expect(anna.password_hash).toMatch(/^scrypt\$/);
  });

  it('marks the static and the banned accounts', () => {
    expect(one("SELECT is_static FROM users WHERE phone = '375293333333'").is_static).toBe(1);
    expect(one("SELECT is_banned, ban_reason FROM users WHERE phone = '375294444444'")).toMatchObject({
      is_banned: 1,
      ban_reason: 'Ваш аккаунт заблокирован',
    });
  });

  it('gives Nino a Georgian account with 300 points and two paid Tbilisi orders in GEL', () => {
    const nino = one(
      "SELECT u.*, c.slug FROM users u JOIN cities c ON c.id = u.city_id WHERE phone = '995555123456'",
    );
    expect(nino).toMatchObject({ brand: 'ge', country: 'GE', slug: 'tbilisi', balance: 300 });
    const orders = all(
      `SELECT o.id, o.status, o.currency, o.brand, ci.slug FROM orders o JOIN sessions s ON s.id = o.session_id
       JOIN objects ob ON ob.id = s.object_id JOIN cities ci ON ci.id = ob.city_id WHERE o.user_id = ? ORDER BY o.id`,
      Number(nino.id),
    );
    expect(orders).toEqual([
      { id: 2001, status: 1, currency: 'gel', brand: 'ge', slug: 'tbilisi' },
      { id: 2002, status: 1, currency: 'gel', brand: 'ge', slug: 'tbilisi' },
    ]);
  });
});

describe("Anna's other data", () => {
  it('has two client cards and two payment cards', () => {
    expect(all('SELECT code, name FROM client_cards WHERE user_id = 1 ORDER BY id')).toEqual([
      { code: '7700111122223333', name: 'Arena Club' },
      { code: '7700444455556666', name: 'Theatre Friends' },
    ]);
    expect(all('SELECT brand, last4, month, year FROM payment_cards WHERE user_id = 1 ORDER BY id')).toEqual([
      { brand: 'visa', last4: '4242', month: '12', year: '2028' },
      { brand: 'mastercard', last4: '5454', month: '03', year: '2027' },
    ]);
  });

  it('has 45 operations, one transfer_user, adding up to the balance', () => {
    const ops = all('SELECT * FROM transactions WHERE user_id = 1 ORDER BY created_at, id');
    expect(ops).toHaveLength(45);
    expect(ops.filter((t) => t.message === 'transfer_user')).toHaveLength(1);
    let balance = 0;
    for (const t of ops) {
      balance += Number(t.credit) - Number(t.debit);
      expect(t.sum).toBe(balance);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(Number(t.created_at)).toBeLessThan(NOW_S);
    }
    expect(balance).toBe(1250 * 100);
  });

  it('has 6 actual and 3 archived promotions', () => {
    const coupons = all('SELECT archived, end_at FROM user_coupons WHERE user_id = 1');
    const actual = coupons.filter((c) => c.archived === 0);
    expect(actual).toHaveLength(6);
    expect(actual.every((c) => Number(c.end_at) > NOW_S)).toBe(true);
    const archived = coupons.filter((c) => c.archived === 1);
    expect(archived).toHaveLength(3);
    expect(archived.every((c) => Number(c.end_at) < NOW_S)).toBe(true);
  });

  it('may watch 2 videos, one described in more than 130 characters', () => {
    const videos = all(
      `SELECT p.short_description AS d FROM user_videos uv JOIN videos v ON v.id = uv.video_id
       JOIN performances p ON p.id = v.performance_id WHERE uv.user_id = 1`,
    );
    expect(videos).toHaveLength(2);
    expect(videos.filter((v) => String(v.d).length > 130)).toHaveLength(1);
  });

  it('has 1 active subscription and 2 more plans available', () => {
    const mine = all('SELECT plan_id, end_at FROM user_subscriptions WHERE user_id = 1');
    expect(mine).toHaveLength(1);
    expect(Number(mine[0]?.end_at)).toBeGreaterThan(NOW_S);
    expect(
      all(
        'SELECT id FROM subscription_plans WHERE id NOT IN (SELECT plan_id FROM user_subscriptions WHERE user_id = 1)',
      ),
    ).toHaveLength(2);
  });

  it('has one passport and one address', () => {
    expect(all('SELECT id FROM passports WHERE user_id = 1')).toHaveLength(1);
    expect(all('SELECT id FROM addresses WHERE user_id = 1')).toHaveLength(1);
  });
});

describe('codes', () => {
  it('PROMO100 adds 100 points', () => {
    expect(one("SELECT points, active FROM promo_codes WHERE code = 'PROMO100'")).toEqual({
      points: 100,
      active: 1,
    });
  });

  it('EARLY2026 is unused, USED2025 is used', () => {
    expect(one("SELECT used_at FROM early_booking_codes WHERE code = 'EARLY2026'").used_at).toBeNull();
    expect(one("SELECT used_at FROM early_booking_codes WHERE code = 'USED2025'").used_at).not.toBeNull();
  });

  it('EXT-12345 becomes order 1041, which does not exist yet', () => {
    expect(one("SELECT order_id, assigned_user_id FROM external_tickets WHERE number = 'EXT-12345'")).toEqual(
      {
        order_id: 1041,
        assigned_user_id: null,
      },
    );
    expect(all('SELECT id FROM orders WHERE id = 1041')).toHaveLength(0);
  });
});

describe('cities', () => {
  it('lists the Belarusian and Georgian cities with names in all five languages', () => {
    const rows = all(
      'SELECT ci.slug, ci.names, co.iso2 FROM cities ci JOIN countries co ON co.id = ci.country_id ORDER BY ci.id',
    );
    expect(rows.map((r) => `${r.iso2}:${r.slug}`)).toEqual([
      'BY:minsk',
      'BY:brest',
      'BY:grodno',
      'BY:gomel',
      'BY:vitebsk',
      'BY:mogilev',
      'GE:tbilisi',
      'GE:batumi',
      'GE:kutaisi',
    ]);
    for (const r of rows) {
      const names = JSON.parse(String(r.names));
      expect(Object.keys(names).sort()).toEqual(['az', 'be', 'en', 'ge', 'ru']);
      expect(names.ge).toMatch(/^[\u10D0-\u10FF]+$/);
    }
  });
});

describe('search catalogue', () => {
  it('holds every kind, named in ru, be, en and ge', () => {
    const rows = all('SELECT kind, names FROM search_items');
    expect(new Set(rows.map((r) => r.kind))).toEqual(
      new Set(['objects', 'posts', 'videos', 'names', 'tours', 'performances']),
    );
    for (const r of rows)
      expect(Object.keys(JSON.parse(String(r.names))).sort()).toEqual(['be', 'en', 'ge', 'ru']);
  });

  it('finds Swan Lake at the Bolshoi Theatre and Minsk-Arena', () => {
    const names = all('SELECT names FROM search_items').map((r) => JSON.parse(String(r.names)));
    expect(names).toContainEqual({
      ru: 'Лебединое озеро',
      be: 'Лебядзінае возера',
      en: 'Swan Lake',
      ge: 'გედების ტბა',
    });
    expect(names).toContainEqual(expect.objectContaining({ ru: 'Большой театр', en: 'Bolshoi Theatre' }));
    expect(names).toContainEqual(expect.objectContaining({ en: 'Minsk-Arena' }));
  });
});

describe('seeding', () => {
  const dump = (d: DatabaseSync) =>
    d
      // FTS5's own shadow tables have no rowid; the index itself (search_fts) is compared.
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'search_fts_%' ORDER BY name",
      )
      .all()
      .map((t) => [t.name, d.prepare(`SELECT * FROM "${String(t.name)}" ORDER BY rowid`).all()]);

  it('is deterministic for a given moment', () => {
    const again = seededDb(NOW);
    expect(JSON.stringify(dump(again))).toBe(JSON.stringify(dump(db)));
    again.close();
  });

  it('moves every time with the moment of seeding', () => {
    const later = seededDb(NOW + 86_400_000);
    const at = (d: DatabaseSync, id: number) =>
      Number(d.prepare('SELECT event_at FROM orders WHERE id = ?').get(id)?.event_at);
    for (const id of [1001, 1003, 1007, 1020, 2001]) expect(at(later, id) - at(db, id)).toBe(86_400);
    later.close();
  });

  it('marks the database as seeded, once', () => {
    const fresh = openDatabase(':memory:');
    migrate(fresh);
    expect(isSeeded(fresh)).toBe(false);
    seed(fresh, NOW);
    expect(isSeeded(fresh)).toBe(true);
    expect(() => seed(fresh, NOW)).toThrow();
    // The failed second seed wrote nothing.
    expect(fresh.prepare('SELECT count(*) AS n FROM users').get()?.n).toBe(4);
    fresh.close();
  });
});
