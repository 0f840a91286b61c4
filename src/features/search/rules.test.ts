import { describe, expect, it } from 'vitest';
import type { Hit, SearchResults } from './api.ts';
import {
  eventHref,
  hitHref,
  journalHref,
  type Kind,
  type LinkBase,
  moveActive,
  nameHref,
  objectHref,
  resultGroups,
  searchText,
  tourHref,
  videoHref,
} from './rules.ts';

const base: LinkBase = { service: 'https://kvitok.by', lang: 'ru', region: 'minsk' };

describe('link builders (spec §2 shapes)', () => {
  it.each([
    [objectHref(base, 3, 12), 'https://kvitok.by/ru/minsk/objects/3/12'],
    [eventHref(base, 'theatre', 1), 'https://kvitok.by/ru/minsk/events/theatre/1'],
    [journalHref({ ...base, lang: 'en' }, 2, 3), 'https://kvitok.by/en/minsk/journal/2/3'],
    [videoHref({ ...base, region: 'tbilisi' }, 5), 'https://kvitok.by/ru/tbilisi/online/5'],
    [nameHref(base, 7), 'https://kvitok.by/ru/names/7'],
    [tourHref(base, 2), 'https://kvitok.by/ru/minsk/tours/2'],
    [eventHref(base, 'a/b?c', 1), 'https://kvitok.by/ru/minsk/events/a%2Fb%3Fc/1'],
  ])('%s', (href, expected) => expect(href).toBe(expected));
});

describe('hitHref', () => {
  it.each([
    ['objects', { id: 12, types: [{ id: 3 }], region: 'brest' }, 'https://kvitok.by/ru/brest/objects/3/12'],
    ['objects', { id: 12, types: [] }, null],
    ['performances', { id: 1, type: { slug: 'concert' } }, 'https://kvitok.by/ru/minsk/events/concert/1'],
    ['performances', { id: 1 }, null],
    ['posts', { id: 3, category: { id: 2 } }, 'https://kvitok.by/ru/minsk/journal/2/3'],
    ['posts', { id: 3, category: { id: null } }, null],
    ['videos', { id: 5, region: 'tbilisi' }, 'https://kvitok.by/ru/tbilisi/online/5'],
    ['names', { id: 7, region: 'tbilisi' }, 'https://kvitok.by/ru/names/7'],
    ['tours', { id: 2 }, 'https://kvitok.by/ru/minsk/tours/2'],
  ] satisfies [Kind, Hit, string | null][])('%s %j → %j', (kind, hit, href) =>
    expect(hitHref(kind, hit, base)).toBe(href),
  );
});

describe('resultGroups', () => {
  const empty: SearchResults = { objects: [], posts: [], videos: [], names: [], tours: [], performances: [] };
  it('keeps display order (events first), drops empty groups and hits without a name or link', () => {
    const groups = resultGroups(
      {
        ...empty,
        performances: [{ id: 1, name: 'Лебединое озеро', type: { slug: 'theatre' } }],
        objects: [
          { id: 2, name: 'Большой театр', types: [{ id: 1 }] },
          { id: 3, name: '  ', types: [{ id: 1 }] },
          { id: 4, name: 'No type' },
        ],
        videos: [{ id: 5, title: 'Запись' }],
      },
      base,
    );
    expect(groups.map((g) => g.kind)).toEqual(['performances', 'objects', 'videos']);
    expect(groups[1]?.items).toEqual([
      {
        key: 'objects-2',
        kind: 'objects',
        label: 'Большой театр',
        href: 'https://kvitok.by/ru/minsk/objects/1/2',
      },
    ]);
    expect(groups[2]?.items[0]?.label).toBe('Запись');
  });

  it('is empty when nothing was found', () => expect(resultGroups(empty, base)).toEqual([]));
});

describe('searchText', () => {
  it.each([
    ['', ''],
    [' л ', ''],
    ['ле', 'ле'],
    ['  swan   lake ', 'swan lake'],
    ['გე', 'გე'],
  ])('%j → %j', (input, text) => expect(searchText(input)).toBe(text));
});

describe('moveActive', () => {
  it.each([
    [-1, 3, 'ArrowDown', 0],
    [0, 3, 'ArrowDown', 1],
    [2, 3, 'ArrowDown', 0],
    [-1, 3, 'ArrowUp', 2],
    [0, 3, 'ArrowUp', 2],
    [2, 3, 'ArrowUp', 1],
    [1, 3, 'Home', 0],
    [1, 3, 'End', 2],
    [1, 3, 'x', 1],
    [1, 0, 'ArrowDown', -1],
  ])('%j of %j, %s → %j', (active, count, key, next) => expect(moveActive(active, count, key)).toBe(next));
});
