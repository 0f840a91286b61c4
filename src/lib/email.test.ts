import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, emailLook, isEmail } from './email.ts';

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
