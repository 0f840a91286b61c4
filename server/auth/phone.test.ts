// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normalisePhone, phoneCountry } from './phone.ts';

describe('normalisePhone', () => {
  it.each([
    ['+375 29 111-11-11', '', '375291111111'],
    ['+375 (29) 111 11 11', 'BY', '375291111111'],
    ['291111111', 'BY', '375291111111'],
    ['80291111111', 'BY', '375291111111'],
    ['+995 555 12 34 56', 'GE', '995555123456'],
    ['555123456', 'GE', '995555123456'],
    ['+48 600 000 000', 'PL', '48600000000'],
  ])('%s (%s) → %s', async (raw, country, digits) => {
    await expect(normalisePhone(raw, country)).resolves.toBe(digits);
  });

  it.each(['', '12', 'abc', '+375 29 111-11-11 ext', '1'.repeat(16)])('refuses %j', async (raw) => {
    await expect(normalisePhone(raw, 'BY')).resolves.toBeNull();
  });
});

describe('phoneCountry', () => {
  it('tells Belarusian, Georgian and foreign numbers apart', () => {
    expect(phoneCountry('375291111111')).toBe('BY');
    expect(phoneCountry('995555123456')).toBe('GE');
    expect(phoneCountry('48600000000')).toBe('foreign');
  });
});
