// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open.ts';
import { MIGRATIONS, migrate, schemaVersion } from './schema.ts';

const TABLES = [
  'addresses',
  'auth_codes',
  'auth_failures',
  'auth_known_clients',
  'auth_tokens',
  'brand_footer_columns',
  'brand_layouts',
  'brand_menu_items',
  'card_keys',
  'card_programs',
  'card_register',
  'cities',
  'client_cards',
  'companies',
  'countries',
  'early_booking_codes',
  'external_tickets',
  'meta',
  'objects',
  'order_coupons',
  'order_items',
  'order_services',
  'orders',
  'pages',
  'passports',
  'payment_cards',
  'payment_methods',
  'payments',
  'performances',
  'promo_activations',
  'promo_codes',
  'promotions',
  'refunds',
  'search_fts',
  'search_fts_config',
  'search_fts_content',
  'search_fts_data',
  'search_fts_docsize',
  'search_fts_idx',
  'search_items',
  'sessions',
  'subscription_orders',
  'subscription_plans',
  'tickets',
  'train_tickets',
  'transactions',
  'transfers',
  'translations',
  'user_coupons',
  'user_socials',
  'user_subscriptions',
  'user_videos',
  'users',
  'videos',
  'wallet_outbox',
  'wallet_passes',
  'wallet_registrations',
];

describe('migrate', () => {
  it('creates every table and records the schema version', () => {
    const db = openDatabase(':memory:');
    expect(migrate(db)).toEqual({ from: 0, to: MIGRATIONS.length });
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all()
      .map((r) => r.name);
    expect(tables).toEqual(TABLES);
    db.close();
  });

  it('runs nothing the second time', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    expect(migrate(db)).toEqual({ from: MIGRATIONS.length, to: MIGRATIONS.length });
    db.close();
  });

  it('refuses a database newer than the server', () => {
    const db = openDatabase(':memory:');
    db.exec(`PRAGMA user_version = ${MIGRATIONS.length + 1}`);
    expect(() => migrate(db)).toThrow(/newer than this server/);
    db.close();
  });

  it('enforces types, flags and foreign keys', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const user = db.prepare(
      "INSERT INTO users (brand, phone, country, created_at, is_static) VALUES ('by', ?, 'BY', 0, ?)",
    );
    expect(() => user.run('375-29', 0)).toThrow(/CHECK/);
    expect(() => user.run('375291234567', 2)).toThrow(/CHECK/);
    user.run('375291234567', 0);
    expect(() =>
      db
        .prepare(
          "INSERT INTO client_cards (user_id, program_id, code, name, image, created_at) VALUES (99, 1, 'x', 'x', 'x', 0)",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
    db.close();
  });

  it('keeps the first of records stored twice before they were made unique (migration 9)', () => {
    const db = openDatabase(':memory:');
    for (const [index, sql] of MIGRATIONS.slice(0, 8).entries())
      db.exec(`${sql}; PRAGMA user_version = ${index + 1}`);
    db.exec(
      "INSERT INTO users (id, brand, phone, country, created_at) VALUES (1, 'by', '375291234567', 'BY', 0)",
    );
    const address = db.prepare(
      `INSERT INTO addresses (user_id, full_name, country, region, city, postcode, address, created_at)
       VALUES (1, 'A', 'BY', 'Minsk', 'Minsk', '220000', ?, 0)`,
    );
    for (const street of ['Lenina 1', 'Lenina 1', 'Lenina 2']) address.run(street);
    migrate(db);
    expect(db.prepare('SELECT id, address FROM addresses ORDER BY id').all()).toEqual([
      { id: 1, address: 'Lenina 1' },
      { id: 3, address: 'Lenina 2' },
    ]);
    expect(() => address.run('Lenina 2')).toThrow(/UNIQUE/);
    db.close();
  });

  it('creates the folder of a database file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cabinet-db-'));
    const db = openDatabase(join(dir, 'nested', 'cabinet.sqlite'));
    migrate(db);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
