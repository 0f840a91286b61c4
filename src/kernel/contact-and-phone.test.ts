import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, emailLook, isEmail } from './contact.ts';
import { checkPhone, isPhoneDigits, phoneDigits } from './phone.ts';

describe('isEmail', () => {
  it.each([
    ['anna@example.com', true],
    [' anna@example.com ', true],
    ['jan@example.co.uk', true],
    ['first.last+tag@sub.example.by', true],
    ['ნინო@მაგალითი.გე', true],
    ['anna@example', false],
    ['anna@', false],
    ['@example.com', false],
    ['anna example@x.by', false],
    ['a b@c.d', false],
    ['anna@@example.com', false],
    ['anna@example..com', false],
    ['anna@.example.com', false],
    ['anna@example.com.', false],
    ['', false],
    ['   ', false],
    [`${'a'.repeat(EMAIL_MAX_LENGTH - '@x.by'.length)}@x.by`, true],
    [`${'a'.repeat(EMAIL_MAX_LENGTH - '@x.by'.length + 1)}@x.by`, false],
  ])('%j → %s', (value, expected) => expect(isEmail(value)).toBe(expected));
});

describe('emailLook', () => {
  it.each([
    ['', 'empty'],
    ['  ', 'empty'],
    ['anna@example.com', 'valid'],
    ['anna@', 'invalid'],
  ] as const)('%j → %s', (value, look) => expect(emailLook(value)).toBe(look));
});

describe('checkPhone', () => {
  it.each([
    ['+375 29 111-11-11', 'BY', '375291111111', 'BY'],
    ['+375 (29) 222-22-22', 'BY', '375292222222', 'BY'],
    ['29 111 11 11', 'BY', '375291111111', 'BY'],
    ['8 029 111 11 11', 'BY', '375291111111', 'BY'],
    ['+995 555 12 34 56', 'GE', '995555123456', 'GE'],
    ['555 12 34 56', 'GE', '995555123456', 'GE'],
    // The spec's extra rule: any 9-digit Georgian number starting 500–599.
    ['500000000', 'GE', '995500000000', 'GE'],
    ['599 99 99 99', 'GE', '995599999999', 'GE'],
    ['+995 500 00 00 00', 'BY', '995500000000', 'GE'],
    // Foreign numbers: the + prefix wins over the selected country.
    ['+48 600 000 000', 'BY', '48600000000', 'PL'],
    ['600 000 000', 'PL', '48600000000', 'PL'],
  ])('%s (%s) is valid as %s', (raw, country, digits, detected) => {
    expect(checkPhone(raw, country)).toEqual({ valid: true, digits, country: detected });
  });

  it.each([
    ['', 'BY'],
    ['+375 29', 'BY'],
    ['29 111 11 1', 'BY'],
    ['call me', 'BY'],
    ['+375 29 111-11-1a', 'BY'],
    // Too long: more than 25 characters.
    ['+375 29 111-11-11         1', 'BY'],
    // A Georgian 4xx number is not in the 5xx rule; a BY 5xx number is not Georgian.
    ['412345678', 'GE'],
    ['555 12 34 56', 'BY'],
    // A landline cannot receive the SMS code.
    ['+995 32 200 00 00', 'GE'],
  ])('%j (%s) is invalid', (raw, country) => {
    expect(checkPhone(raw, country)).toEqual({ valid: false });
  });
});

describe('isPhoneDigits (the stored form the server is sent)', () => {
  it.each([
    ['375291111111', true],
    ['+375291111111', true],
    ['995555123456', true],
    ['995500000000', true],
    ['48600000000', true],
    // Any 7–15 digits is not a phone: the server used to take these, the sign-in form never did.
    ['1234567', false],
    ['999999999999999', false],
    ['375 29 111 11 11', false],
    ['375291111111x', false],
    ['', false],
    // A landline cannot receive an SMS.
    ['995322000000', false],
  ])('%j → %s', (value, expected) => {
    expect(isPhoneDigits(value)).toBe(expected);
  });
});

describe('phoneDigits (what the server takes at sign-in)', () => {
  it.each([
    ['+375 29 111-11-11', '', '375291111111'],
    ['291111111', 'BY', '375291111111'],
    ['80291111111', 'BY', '375291111111'],
    ['555123456', 'GE', '995555123456'],
    // The digits the cabinet sends after checking, whatever country travels with them.
    ['375291111111', 'BY', '375291111111'],
    ['995555123456', 'BY', '995555123456'],
    ['48600000000', 'BY', '48600000000'],
    ['1234567', 'BY', null],
    ['1'.repeat(15), 'BY', null],
    ['+375 29 111-11-11 ext', 'BY', null],
  ])('%j (%s) → %s', (raw, country, digits) => expect(phoneDigits(raw, country)).toBe(digits));
});
