// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../../src/kernel/brand/brands.ts';
import { LANGS } from '../../src/kernel/langs.ts';
import { startApp, type TestApp } from '../test-support.ts';

type Layout = {
  branding: { image: string; color: string };
  currency_symbol: string;
  offer_contract: string;
  logoUrl: string;
  langs: string[];
  menu: { key: string; url: string; title: Record<string, string> }[];
  footer: Record<string, { title: string; items: { title: string; url: string }[] }[]>;
  copyright: string;
  phone: string;
  bank_info: string;
  socials: { instagramUrl: string; facebookUrl?: string; telegramUrl?: string };
  countries: {
    id: number;
    iso2: string;
    name: Record<string, string>;
    regions: { id: number; slug: string }[];
  }[];
};

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

const layout = async (host: string) => {
  const res = await app.get('/api/v3/pages/layout', { host });
  expect(res.status).toBe(200);
  return res.json<Layout>();
};

describe('GET /api/v3/pages/layout', () => {
  it('describes the Belarusian brand on localhost', async () => {
    const by = await layout('localhost:8080');
    expect(by).toMatchObject({
      currency_symbol: 'rub',
      phone: BRANDS.by.support.phone,
      langs: ['ru', 'en', 'be'],
      logoUrl: BRANDS.by.logo,
      branding: { color: BRANDS.by.colors.primary, image: '/demo/branding/by.svg' },
      offer_contract: 'https://kvitok.by/offer',
    });
    expect(by.countries.map((c) => c.iso2)).toEqual(['BY']);
    expect(by.countries[0]?.regions.map((r) => r.slug)).toEqual([
      'minsk',
      'brest',
      'grodno',
      'gomel',
      'vitebsk',
      'mogilev',
    ]);
    expect(by.bank_info).toMatch(/УНП/);
    expect(by.socials.instagramUrl).toMatch(/^https:\/\//);
    expect(by.copyright).toMatch(/Kvitok/);
  });

  it('describes the Georgian brand on ge.localhost', async () => {
    const ge = await layout('ge.localhost:8080');
    expect(ge).toMatchObject({
      currency_symbol: 'gel',
      phone: BRANDS.ge.support.phone,
      langs: ['ge', 'en', 'ru', 'az'],
    });
    expect(ge.countries.map((c) => c.iso2)).toEqual(['GE']);
    expect(ge.countries[0]?.regions.map((r) => r.slug)).toEqual(['tbilisi', 'batumi', 'kutaisi']);
    expect(ge.countries[0]?.name.ge).toBe('საქართველო');
    expect(ge.menu[0]?.url).toBe('https://bileti.ge/tbilisi');
  });

  it('describes the arena brand on arena.localhost', async () => {
    const arena = await layout('arena.localhost');
    expect(arena).toMatchObject({
      currency_symbol: 'rub',
      phone: BRANDS.arena.support.phone,
      langs: ['ru', 'en', 'be'],
    });
    expect(arena.logoUrl).toBe(BRANDS.arena.logo);
    expect(arena.menu.map((m) => m.key)).not.toContain('theatre');
  });

  it('falls back to the Belarusian brand for an unknown host', async () => {
    expect((await layout('unknown.example')).currency_symbol).toBe('rub');
  });

  it('titles the menu and the footer in all five languages', async () => {
    const by = await layout('localhost');
    expect(by.menu.length).toBeGreaterThanOrEqual(5);
    expect(by.menu.map((m) => m.key)).toEqual(['afisha', 'concerts', 'theatre', 'sport', 'kids', 'cinema']);
    for (const item of by.menu) expect(Object.keys(item.title).sort()).toEqual([...LANGS].sort());
    expect(by.menu.find((m) => m.key === 'theatre')?.title).toEqual({
      ru: 'Театр',
      en: 'Theatre',
      be: 'Тэатр',
      ge: 'თეატრი',
      az: 'Teatr',
    });
    expect(Object.keys(by.footer).sort()).toEqual([...LANGS].sort());
    for (const lang of LANGS) {
      const columns = by.footer[lang] ?? [];
      expect(columns.length).toBeGreaterThanOrEqual(2);
      for (const column of columns) expect(column.items.length).toBeGreaterThan(0);
    }
    expect(by.footer.ge?.[0]?.title).toMatch(/[\u10D0-\u10FF]/);
    expect(by.footer.ru?.[1]?.items.map((i) => i.title)).toContain('Возврат билетов');
  });

  it('reads the layout from the database', async () => {
    app.db.prepare("UPDATE brand_layouts SET phone = '+375 17 000-00-00' WHERE brand = 'arena'").run();
    expect((await layout('arena.localhost')).phone).toBe('+375 17 000-00-00');
  });
});

describe('GET /api/v2/pages/cabinet', () => {
  it('gives the cabinet title and description per language and brand', async () => {
    const by = await app.get('/api/v2/pages/cabinet');
    expect(by.status).toBe(200);
    const page = by.json<{ title: Record<string, string>; description: Record<string, string> }>();
    expect(page.title.ru).toBe('Личный кабинет — Kvitok');
    expect(Object.keys(page.title).sort()).toEqual([...LANGS].sort());
    expect(Object.keys(page.description).sort()).toEqual([...LANGS].sort());
    const ge = (await app.get('/api/v2/pages/cabinet', { host: 'ge.localhost' })).json<typeof page>();
    expect(ge.title.ge).toBe('პირადი კაბინეტი — Bileti');
  });
});
