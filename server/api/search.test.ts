// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ftsQuery } from '../search/query.ts';
import { startApp, type TestApp } from '../test-support.ts';

type Hit = { id: number; name?: string; title?: string; region?: string } & Record<string, unknown>;
type Groups = Record<'objects' | 'posts' | 'videos' | 'names' | 'tours' | 'performances', Hit[]>;

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

const q = (query: string, extra = '') =>
  `/api/v2/search?target=site&search%5Bquery%5D=${encodeURIComponent(query)}&search%5Btype%5D=1${extra}`;
const find = async (query: string, extra = '', host = 'localhost') => {
  const res = await app.get(q(query, extra), { host });
  expect(res.status, res.text).toBe(200);
  return res.json<Groups>();
};

describe('ftsQuery', () => {
  it.each([
    ['Лебединое озеро', '"лебедин"* "озер"*'],
    ['лебядзінага возера', '"лебядзін"* "возер"*'],
    ['concerts', '"concert"*'],
    ['шоу ели', '"шоу"* "ели"*'],
    ['გედების', '"გედების"*'],
    ['  swan,   lake! ', '"swan"* "lake"*'],
    ['Пётр', '"петр"*'],
    ['"*)(OR', '"or"*'],
    ['  ', ''],
  ])('%j → %j', (query, expected) => {
    expect(ftsQuery(query)).toBe(expected);
  });
});

describe('GET /api/v2/search', () => {
  it('finds a performance by a Russian prefix, any case, grouped by kind', async () => {
    const groups = await find('лебедин', '&lang=ru');
    expect(Object.keys(groups).sort()).toEqual([
      'names',
      'objects',
      'performances',
      'posts',
      'tours',
      'videos',
    ]);
    expect(groups.performances[0]).toMatchObject({ id: 1, name: 'Лебединое озеро', region: 'minsk' });
    expect(groups.performances[0]?.type).toMatchObject({ slug: expect.any(String) });
    expect(groups.videos[0]?.title).toBe('Лебединое озеро. Запись спектакля');
    expect((await find('ЛЕБЕДИНОЕ ОЗЕРО', '&lang=ru')).performances[0]?.id).toBe(1);
  });

  it('finds in Georgian and in Latin, and names the hits in the asked language', async () => {
    const ge = await find('გედების', '&lang=ge', 'ge.localhost');
    expect(ge.performances[0]?.name).toBe('გედების ტბა');
    const en = await find('swan lake', '&lang=en');
    expect(en.performances[0]?.name).toBe('Swan Lake');
    // Without lang: the brand's language.
    expect((await find('swan', '', 'ge.localhost')).performances[0]?.name).toBe('გედების ტბა');
  });

  it('ignores ё and Latin accents', async () => {
    expect((await find('Петр Чайк', '&lang=ru')).names[0]).toEqual({ id: 1, name: 'Пётр Чайковский' });
    expect((await find('TCHAÏKOVSKY', '&lang=en')).names[0]?.id).toBe(1);
  });

  it('gives each kind the fields its link needs', async () => {
    const arena = await find('minsk arena', '&lang=en');
    expect(arena.objects[0]).toEqual({
      id: expect.any(Number),
      name: 'Minsk-Arena',
      types: [{ id: expect.any(Number) }],
      region: 'minsk',
    });
    const post = await find('return a ticket', '&lang=en');
    expect(post.posts[0]).toEqual({
      id: 1,
      title: 'How to return a ticket online',
      category: { id: 1 },
      region: 'minsk',
    });
    expect((await find('kakheti', '&lang=en')).tours[0]).toEqual({
      id: 2,
      name: 'Kakheti wine tour',
      region: 'tbilisi',
    });
  });

  it('answers empty groups when nothing matches', async () => {
    const groups = await find('zzzz-nothing');
    expect(Object.values(groups).every((g) => g.length === 0)).toBe(true);
  });

  it('refuses a missing query or target with 422 and errors', async () => {
    const noQuery = await app.get('/api/v2/search?target=site&search%5Btype%5D=1');
    expect(noQuery.status).toBe(422);
    expect(noQuery.json()).toMatchObject({ errors: { 'search.query': [expect.any(String)] } });
    const noTarget = await app.get('/api/v2/search?search%5Bquery%5D=swan');
    expect(noTarget.status).toBe(422);
    // `search` as a text or a list holds no query: the same answer as a missing one.
    for (const search of ['search=swan', 'search%5B%5D=swan']) {
      const res = await app.get(`/api/v2/search?target=site&${search}`);
      expect(res.status, search).toBe(422);
      expect(res.json(), search).toEqual(noQuery.json());
    }
  });

  it('keeps the index in step with the catalogue', async () => {
    app.db
      .prepare(
        "UPDATE search_items SET names = json_set(names, '$.en', 'Black Swan') WHERE kind = 'performances' AND ref_id = 1",
      )
      .run();
    expect((await find('black swan', '&lang=en')).performances[0]?.id).toBe(1);
    app.db.prepare("DELETE FROM search_items WHERE kind = 'tours' AND ref_id = 2").run();
    expect((await find('kakheti')).tours).toEqual([]);
  });
});
