import { describe, expect, it } from 'vitest';
import {
  type Country,
  currentRegion,
  favouritesHref,
  homeHref,
  isCitySlug,
  regionsOf,
  servicesUrl,
  shouldAskCity,
  visibleServices,
} from './rules.ts';

const BY: Country = {
  id: 1,
  iso2: 'BY',
  name: { ru: 'Беларусь' },
  regions: [
    { id: 1, slug: 'minsk', name: { ru: 'Минск' } },
    { id: 2, slug: 'brest', name: { ru: 'Брест' } },
  ],
};
const GE: Country = {
  id: 2,
  iso2: 'GE',
  name: { ge: 'საქართველო' },
  regions: [{ id: 7, slug: 'tbilisi', name: {} }],
};

describe('shouldAskCity', () => {
  it.each([
    [null, true],
    ['', true],
    ['minsk', false],
  ])('cookie %j → %j', (cookie, ask) => expect(shouldAskCity(cookie)).toBe(ask));
});

describe('currentRegion', () => {
  it.each([
    ['brest', 'minsk', 'brest'],
    [null, 'minsk', 'minsk'],
    ['atlantis', 'minsk', 'minsk'],
    [null, 'tbilisi', 'tbilisi'],
    [null, 'nowhere', 'minsk'],
  ])('chosen %j, default %j → %j', (chosen, fallback, slug) => {
    expect(currentRegion([BY, GE], chosen, fallback)?.slug).toBe(slug);
  });

  it('is undefined without regions', () => expect(currentRegion([], 'minsk', 'minsk')).toBeUndefined());
  it('lists regions of every country', () =>
    expect(regionsOf([BY, GE]).map((r) => r.slug)).toEqual(['minsk', 'brest', 'tbilisi']));
});

describe('isCitySlug', () => {
  it.each([
    ['minsk', true],
    ['san-remo', true],
    ['Minsk', false],
    ['', false],
    ['a;b', false],
    [42, false],
  ])('%j → %j', (value, ok) => expect(isCitySlug(value)).toBe(ok));
});

describe('links', () => {
  it('builds home and favourites in the current language', () => {
    expect(homeHref('https://kvitok.by', 'ru')).toBe('https://kvitok.by/ru');
    expect(favouritesHref('https://bileti.ge', 'ge')).toBe('https://bileti.ge/ge/favorites');
  });

  it.each([
    ['/storage', 'https:', '/storage/services.json'],
    ['/storage/', 'http:', '/storage/services.test.json'],
    ['https://storage.kvitok.by', 'https:', 'https://storage.kvitok.by/services.json'],
  ])('services of %j on %j → %j', (base, protocol, url) => expect(servicesUrl(base, protocol)).toBe(url));
});

describe('visibleServices', () => {
  it('keeps only enabled services, in order', () => {
    const list = [
      { key: 'a', enable: true },
      { key: 'b', enable: false },
      { key: 'c', enable: true },
    ];
    expect(visibleServices(list).map((s) => s.key)).toEqual(['a', 'c']);
  });
});
