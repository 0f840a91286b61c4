import { beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../kernel/langs.ts';
import { activateLang } from '../i18n/i18n.ts';
import { HttpError } from './errors.ts';
import { isTooManyAttempts, waitText } from './tooManyAttempts.ts';

describe('isTooManyAttempts', () => {
  it('is a 429 and nothing else', () => {
    expect(isTooManyAttempts(new HttpError(429, {}, '60'))).toBe(true);
    expect(isTooManyAttempts(new HttpError(422, {}, '60'))).toBe(false);
    expect(isTooManyAttempts(new Error('x'))).toBe(false);
    expect(isTooManyAttempts(undefined)).toBe(false);
  });
});

describe('waitText', () => {
  beforeAll(() => activateLang('en', { remember: false }));

  it.each<[Lang, number | null, string]>([
    ['en', 900, 'Too many attempts. Try again in 15 minutes.'],
    ['en', 61, 'Too many attempts. Try again in 2 minutes.'],
    ['en', 60, 'Too many attempts. Try again in 1 minute.'],
    ['en', 30, 'Too many attempts. Try again in 30 seconds.'],
    ['en', 1, 'Too many attempts. Try again in 1 second.'],
    ['en', 0, 'Too many attempts. Try again in 1 second.'],
    ['en', null, 'Too many attempts. Try again later.'],
    ['ru', 60, 'Слишком много попыток. Попробуйте через 1 минуту.'],
    ['ru', 180, 'Слишком много попыток. Попробуйте через 3 минуты.'],
    ['ru', 900, 'Слишком много попыток. Попробуйте через 15 минут.'],
    ['ru', 21 * 60, 'Слишком много попыток. Попробуйте через 21 минуту.'],
    ['ru', 22, 'Слишком много попыток. Попробуйте через 22 секунды.'],
    ['be', 300, 'Занадта шмат спроб. Паспрабуйце праз 5 хвілін.'],
    ['be', 120, 'Занадта шмат спроб. Паспрабуйце праз 2 хвіліны.'],
    ['ge', 900, 'ძალიან ბევრი მცდელობა. სცადეთ 15 წუთში.'],
    ['az', 900, 'Həddən çox cəhd. 15 dəqiqədən sonra yenidən cəhd edin.'],
  ])('%s, Retry-After %j: %s', async (lang, seconds, text) => {
    await activateLang(lang, { remember: false });
    expect(waitText(seconds)).toBe(text);
  });
});
