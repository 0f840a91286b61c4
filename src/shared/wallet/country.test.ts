import { describe, expect, it } from 'vitest';
import { googleButtonFor } from './country.ts';

describe('googleButtonFor', () => {
  it.each([
    ['Belarus', '375291111111', 'add'],
    ['Georgia, as the profile keeps it', '+995 555 12 34 56', 'add'],
    ['Azerbaijan', '994501234567', 'add'],
    ['Russia: Google’s “Save to phone”', '79161234567', 'save'],
    ['Russia, written with a plus', '+7 (495) 123-45-67', 'save'],
    ['Kazakhstan shares +7 and has Google Wallet', '77011234567', 'add'],
    ['Kazakhstan, +7 6…', '76001234567', 'add'],
    ['Iran: none', '989121234567', null],
    ['Cuba: none', '5351234567', null],
    ['North Korea: none', '8502123456', null],
    ['Syria: none', '963944123456', null],
    ['no number yet', null, 'add'],
  ])('%s', (_, phone, button) => {
    expect(googleButtonFor(phone)).toBe(button);
  });
});
