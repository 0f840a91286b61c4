import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLocalDateTime, formatVenueDateTime } from './dates.ts';

// 2026-12-05T16:30:00Z
const T = Date.UTC(2026, 11, 5, 16, 30) / 1000;

describe('formatDateTime', () => {
  it.each([
    [3, 'ru', /^05 дек\. 2026, 19:30$/],
    [3, 'en', /^05 Dec 2026, 19:30$/],
    [3, 'be', /^05 сне 2026, 19:30$/],
    [4, 'ge', /^05 დეკ 2026, 20:30$/],
    [3, 'az', /^05 dek 2026, 19:30$/],
  ] as const)('+%i h in %s', (offset, lang, pattern) => {
    expect(formatDateTime(T, offset, lang)).toMatch(pattern);
  });

  it('crosses midnight into the next day with the brand offset', () => {
    const late = Date.UTC(2026, 11, 31, 22, 15) / 1000;
    expect(formatDateTime(late, 3, 'en')).toBe('01 Jan 2027, 01:15');
    expect(formatDateTime(late, 4, 'en')).toBe('01 Jan 2027, 02:15');
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, 1e20])('is empty for %s', (v) =>
    expect(formatDateTime(v, 3, 'ru')).toBe(''),
  );
});

describe('formatDate', () => {
  it('drops the time', () => expect(formatDate(T, 3, 'en')).toBe('05 Dec 2026'));
});

describe('month names', () => {
  // Every month in every language has a name of its own script, never a numeric fallback like "M12".
  const script = {
    ru: /^[а-я.]+$/,
    be: /^[а-яі.ўё]+$/,
    en: /^[A-Z][a-z]{2}$/,
    ge: /^[\u10D0-\u10FF]+$/,
    az: /^[a-zçəğıöşü]+$/,
  } as const;
  it.each(Object.keys(script) as (keyof typeof script)[])('%s', (lang) => {
    for (let m = 0; m < 12; m++) {
      const t = Date.UTC(2026, m, 15, 9) / 1000;
      const month = formatDate(t, 3, lang).split(' ')[1] ?? '';
      expect(month, `${lang} month ${m + 1}`).toMatch(script[lang]);
    }
  });
});

describe('formatLocalDateTime: deadlines and "saved at" times in the device zone', () => {
  it.each([
    // device offset (h), shown — for 16:30 UTC
    [3, '05 Dec 2026, 19:30'], // Minsk
    [4, '05 Dec 2026, 20:30'], // Tbilisi: an hour later than Minsk, not the same digits
    [-5, '05 Dec 2026, 11:30'], // New York in December
    [0, '05 Dec 2026, 16:30'],
    [5.5, '05 Dec 2026, 22:00'], // India
  ])('device at %s h → %s', (device, shown) => {
    expect(formatLocalDateTime(T, 'en', device)).toBe(shown);
  });

  it.each([null, undefined, Number.NaN])('is empty for %s', (v) =>
    expect(formatLocalDateTime(v, 'en', 3)).toBe(''),
  );
});

describe('formatVenueDateTime: the venue time, labelled when the device is in another zone', () => {
  it.each([
    // venue (brand) offset, device offset, shown — for 16:30 UTC
    [3, 3, '05 Dec 2026, 19:30'], // a phone in Minsk: no label
    [3, -5, '05 Dec 2026, 19:30 (UTC+3)'], // a phone in New York
    [3, 4, '05 Dec 2026, 19:30 (UTC+3)'], // a Minsk event seen from Tbilisi
    [4, 4, '05 Dec 2026, 20:30'], // the Georgian brand in Tbilisi
    [4, 3, '05 Dec 2026, 20:30 (UTC+4)'],
    [3, 5.5, '05 Dec 2026, 19:30 (UTC+3)'],
  ])('venue %s h, device %s h → %s', (venue, device, shown) => {
    expect(formatVenueDateTime(T, venue, 'en', device)).toBe(shown);
  });

  it('is empty for no time', () => expect(formatVenueDateTime(null, 3, 'en', -5)).toBe(''));
});

describe('the device zone is read from the device', () => {
  const saved = process.env.TZ;
  afterEach(() => {
    process.env.TZ = saved;
  });
  it.each([
    ['America/New_York', '05 Dec 2026, 11:30', '05 Dec 2026, 19:30 (UTC+3)'],
    ['Europe/Minsk', '05 Dec 2026, 19:30', '05 Dec 2026, 19:30'],
    ['Asia/Tbilisi', '05 Dec 2026, 20:30', '05 Dec 2026, 19:30 (UTC+3)'],
  ])('%s', (zone, local, venue) => {
    process.env.TZ = zone;
    expect(formatLocalDateTime(T, 'en')).toBe(local);
    expect(formatVenueDateTime(T, 3, 'en')).toBe(venue);
  });
});
