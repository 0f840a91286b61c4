import { describe, expect, it } from 'vitest';
import {
  canContinue,
  cleanPassword,
  emailFieldLook,
  forgotProblem,
  formatCountdown,
  formatPhone,
  isCodeFilled,
  needsEmail,
  newPasswordProblem,
  passwordNotices,
  resendSecondsLeft,
  typedCountry,
} from './rules.ts';

describe('typedCountry', () => {
  it.each([
    ['+48 600 000 000', 'BY', 'PL'],
    ['+995 555 12 34 56', 'BY', 'GE'],
    ['+375 29 111-11-11', 'BY', null],
    ['+48 600', 'BY', null],
    ['29 111 11 11', 'GE', null],
  ])('%s with %s selected → %s', (raw, selected, country) => {
    expect(typedCountry(raw, selected)).toBe(country);
  });
});

describe('formatPhone', () => {
  it.each([
    // The brands' countries as the profile writes them; others by libphonenumber.
    ['375291111111', '+375 29 111-11-11'],
    ['995555123456', '+995 555 12 34 56'],
    ['48600000000', '+48 600 000 000'],
  ])('%s → %s', (digits, shown) => expect(formatPhone(digits)).toBe(shown));
});

describe('passwords and codes', () => {
  it.each([
    ['demo-pass', 'demo-pass', null],
    ['de mo-pass ', 'demo-pass', null],
    ['12345', '12345', 'short'],
    ['1 2 3 4 5 ', '12345', 'short'],
    ['123456', '123457', 'mismatch'],
    ['', '', 'short'],
  ])('%j / %j → %s', (password, confirmation, problem) => {
    expect(newPasswordProblem(password, confirmation)).toBe(problem);
  });

  it.each([
    // Nothing while the first characters are typed; words once the field is left or the confirmation begun.
    ['123', '', false, { password: null, confirmation: null }],
    ['123', '', true, { password: 'short', confirmation: null }],
    ['123', '1', false, { password: 'short', confirmation: null }],
    ['', '', true, { password: null, confirmation: null }],
    ['   ', '', true, { password: null, confirmation: null }],
    ['12 34 5', '', true, { password: 'short', confirmation: null }],
    ['123456', '', true, { password: null, confirmation: null }],
    ['123456', '12345', true, { password: null, confirmation: 'mismatch' }],
    ['123456', '123 456', true, { password: null, confirmation: null }],
  ] as const)('notices for %j / %j (left: %s) → %j', (password, confirmation, passwordLeft, notices) => {
    expect(passwordNotices({ password, confirmation, passwordLeft })).toEqual(notices);
  });

  it('strips spaces', () => {
    expect(cleanPassword(' a b\tc ')).toBe('abc');
  });

  it.each([
    ['1111', true],
    ['  ', false],
    ['', false],
  ])('code %j filled: %s', (code, filled) => {
    expect(isCodeFilled(code)).toBe(filled);
  });
});

describe('e-mail and the phone step', () => {
  it.each([
    [[], false],
    [['email'], true],
    // Spec §7: a non-empty list means the new foreign customer needs an e-mail, whatever it names.
    [['name'], true],
    [['email', 'name'], true],
  ])('fields %j need e-mail: %s', (fields, needed) => {
    expect(needsEmail(fields)).toBe(needed);
  });

  it.each([
    [{ phoneValid: true, terms: true, emailNeeded: false, email: '' }, true],
    [{ phoneValid: true, terms: false, emailNeeded: false, email: '' }, false],
    [{ phoneValid: false, terms: true, emailNeeded: false, email: '' }, false],
    [{ phoneValid: true, terms: true, emailNeeded: true, email: 'bad' }, false],
    [{ phoneValid: true, terms: true, emailNeeded: true, email: 'jan@example.com' }, true],
  ])('Next for %j: %s', (input, enabled) => {
    expect(canContinue(input)).toBe(enabled);
  });

  it.each([
    [{ phoneValid: false, terms: true }, 'enterPhone'],
    [{ phoneValid: false, terms: false }, 'enterPhone'],
    [{ phoneValid: true, terms: false }, 'acceptTerms'],
    [{ phoneValid: true, terms: true }, null],
  ])('forgot password with %j: %s', (input, problem) => {
    expect(forgotProblem(input)).toBe(problem);
  });
});

describe('the e-mail field on the phone step', () => {
  it.each([
    ['', false, 'empty'],
    ['', true, 'empty'],
    ['jan@exa', false, 'empty'],
    ['jan@example', true, 'invalid'],
    ['jan@example.com', false, 'valid'],
    ['jan@example.com', true, 'valid'],
  ] as const)('%j (left: %s) looks %s', (email, left, look) => {
    expect(emailFieldLook(email, left)).toBe(look);
  });
});

describe('resend countdown', () => {
  it.each([
    [0, 180],
    [1, 180],
    [1000, 179],
    [179_001, 1],
    [180_000, 0],
    [500_000, 0],
  ])('%i ms after sending: %i s left', (elapsed, left) => {
    expect(resendSecondsLeft(10_000, 10_000 + elapsed)).toBe(left);
  });

  it.each([
    [180, '3:00'],
    [65, '1:05'],
    [9, '0:09'],
    [0, '0:00'],
  ])('%i s reads %s', (s, text) => {
    expect(formatCountdown(s)).toBe(text);
  });
});
