import { expect, it } from 'vitest';
import { archiveParam, couponValidity, discountsUrl, type PromotionsTab, pageNumbers } from './rules.ts';

it.each([
  ['actual', 0],
  ['used', 1],
] satisfies [PromotionsTab, number][])('tab %s asks archive=%d', (tab, archive) =>
  expect(archiveParam(tab)).toBe(archive),
);

const NOW = 1_800_000_000;
it.each([
  ['actual', NOW + 1, 'validUntil'],
  ['actual', NOW, 'validUntil'],
  ['actual', NOW - 1, 'notValid'],
  ['actual', null, 'notValid'],
  ['used', NOW + 86_400, 'notValid'],
  ['used', NOW - 86_400, 'notValid'],
] satisfies [PromotionsTab, number | null, string][])('%s coupon ending %s shows %s', (tab, endAt, shown) =>
  expect(couponValidity(tab, endAt, NOW)).toBe(shown),
);

it.each([
  ['https://skidki.kvitok.by', 'ru', 'minsk', 3, 1, 'https://skidki.kvitok.by/ru/minsk/3/1'],
  ['https://skidki.kvitok.by/', 'en', 'minsk', 7, 4, 'https://skidki.kvitok.by/en/minsk/7/4'],
  ['https://discounts.bileti.ge', 'ge', 'tbilisi', 2, 6, 'https://discounts.bileti.ge/ge/tbilisi/2/6'],
])('%s + %s/%s/%d/%d → %s', (origin, lang, region, category, id, url) =>
  expect(discountsUrl(origin, lang, region, category, id)).toBe(url),
);

it.each([
  [2, [1, 2]],
  [1, [1]],
  [0, [1]],
  [Number.NaN, [1]],
])('last page %d offers pages %j', (last, pages) => expect(pageNumbers(last)).toEqual(pages));
