import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, isBarePhone, knownPhoneFormat } from './phone.ts';

describe('formatPhoneNumber', () => {
  it.each([
    // The brands' countries, stored digits and the server's `+digits` display name alike.
    ['375291111111', '+375 29 111-11-11'],
    ['+375291111111', '+375 29 111-11-11'],
    ['+375447654321', '+375 44 765-43-21'],
    ['995555123456', '+995 555 12 34 56'],
    ['+995555123456', '+995 555 12 34 56'],
    ['994501234567', '+994 50 123 45 67'],
    ['79123456789', '+7 912 345-67-89'],
    // Others: the digits with a plus, never a guessed grouping.
    ['48600000000', '+48600000000'],
    ['+48600000000', '+48600000000'],
    // A wrong length for a known code is not forced into its layout.
    ['37529111111', '+37529111111'],
    ['3752911111111', '+3752911111111'],
    // Not a bare number: as it is.
    ['+375 29 111-11-11', '+375 29 111-11-11'],
    ['  375291111111 ', '+375 29 111-11-11'],
    ['Анна Иванова', 'Анна Иванова'],
    ['', ''],
    ['12345', '12345'],
  ])('%j → %j', (phone, shown) => {
    expect(formatPhoneNumber(phone)).toBe(shown);
  });
});

describe('knownPhoneFormat', () => {
  it.each([
    ['375291111111', '+375 29 111-11-11'],
    ['48600000000', null],
  ])('%s → %s', (digits, shown) => {
    expect(knownPhoneFormat(digits)).toBe(shown);
  });
});

describe('isBarePhone', () => {
  it.each([
    ['+375291111111', true],
    ['375291111111', true],
    ['+375 29 111-11-11', false],
    ['Анна', false],
  ])('%j: %s', (text, bare) => {
    expect(isBarePhone(text)).toBe(bare);
  });
});
