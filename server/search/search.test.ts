// @vitest-environment node
// Word forms find each other: the stems, and the chosen method's figures on the
// judged queries (docs/decisions-search.md; `npm run search:compare` prints the comparison).
import { afterAll, describe, expect, it } from 'vitest';
import { search } from '../api/search.ts';
import { seededDb } from '../test-support.ts';
import { stemBelarusian } from './belarusian.ts';
import { JUDGEMENTS, score } from './judgements.ts';
import { searchStem } from './query.ts';

describe('stems', () => {
  it.each([
    ['лебядзінага', 'лебядзін'],
    ['лебядзінае', 'лебядзін'],
    ['возера', 'возер'],
    ['канцэртамі', 'канцэрт'],
    ['крэпасці', 'крэпасц'],
    ['вечароў', 'вечар'],
    ['шоу', 'шоу'],
    ['ноч', 'ноч'],
  ])('Belarusian %s → %s', (word, stem) => {
    expect(stemBelarusian(word)).toBe(stem);
  });

  it.each([
    ['Лебединое', 'лебедин'],
    ['лебединого', 'лебедин'],
    ['Лебядзінага', 'лебядзін'],
    ['Пётр', 'петр'],
    ['concerts', 'concert'],
    ['გედების', 'გედების'],
    ['ели', 'ели'],
  ])('search stem of %s → %s', (word, stem) => {
    expect(searchStem(word)).toBe(stem);
  });
});

describe('the site search on the seeded catalogue', () => {
  const db = seededDb();
  afterAll(() => db.close());
  const hits = (query: string) =>
    new Set(
      Object.entries(search(db, query, 'ru')).flatMap(([kind, list]) =>
        list.map((h) => `${kind}:${String(h.id)}`),
      ),
    );

  it('"лебединое" finds the article "За кулисами «Лебединого озера»" (the issue’s example)', () => {
    expect(hits('лебединое')).toContain('posts:3');
    expect(hits('лебядзінага возера')).toContain('posts:3');
  });

  it('keeps the measured figures: every judged item found, precision at least 95 %', () => {
    const figures = score(hits, JUDGEMENTS);
    expect(figures.recall).toBe(1);
    expect(figures.precision).toBeGreaterThanOrEqual(0.95);
    expect(figures.exact).toBeGreaterThanOrEqual(43);
  });
});
