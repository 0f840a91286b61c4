import { describe, expect, it } from 'vitest';
import {
  brandOf,
  cardProblems,
  expired,
  groupsOf4,
  last4Of,
  luhnValid,
  maskCvv,
  maskHolder,
  maskMonth,
  maskNumber,
  maskYear,
  numberProblem,
} from './rules.ts';

const NOW = new Date(Date.UTC(2026, 10, 21, 10));

describe('groupsOf4', () => {
  it.each([
    ['7700111122223333', '7700 1111 2222 3333'],
    ['7700 1111 2222 3333', '7700 1111 2222 3333'],
    ['770011112', '7700 1111 2'],
    ['', ''],
  ])('%s → %s', (code, shown) => expect(groupsOf4(code)).toBe(shown));
});

describe('maskNumber', () => {
  it.each([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111 1111 1111 1111', '4111 1111 1111 1111'], // pasted with spaces
    ['4111-1111-1111-1111', '4111 1111 1111 1111'],
    ['41111111111111112345', '4111 1111 1111 1111 234'], // at most 19 digits
    ['abc', ''],
  ])('%s → %s', (raw, masked) => expect(maskNumber(raw)).toBe(masked));
});

describe('maskMonth / maskYear / maskCvv / maskHolder', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12'],
    ['7', '07'],
    [' 0 9', '09'],
    ['x', ''],
  ])('month %s → %s', (raw, masked) => expect(maskMonth(raw)).toBe(masked));
  it.each([
    ['2', '2'],
    ['20', '20'],
    ['2029', '2029'],
    ['20 29', '2029'],
    ['202912', '2029'],
    ['19', ''],
    ['21', '2'],
  ])('year %s → %s', (raw, masked) => expect(maskYear(raw)).toBe(masked));
  it.each([
    ['123', '123'],
    ['12345', '1234'],
    ['1 2a3', '123'],
  ])('cvv %s → %s', (raw, masked) => expect(maskCvv(raw)).toBe(masked));
  it.each([
    ['anna ivanova', 'ANNA IVANOVA'],
    ['J. R. R. Tolkien', 'J. R. R. TOLKIEN'],
    ['anna1 iv@nova', 'ANNA IVNOVA'],
    ['a'.repeat(40), 'A'.repeat(32)],
    ['анна', 'АННА'],
  ])('holder %s → %s', (raw, masked) => expect(maskHolder(raw)).toBe(masked));
});

describe('Luhn and number checks', () => {
  it.each([
    ['4111111111111111', true],
    ['4242424242424242', true],
    ['5454545454545454', true],
    ['4111111111111112', false],
    ['', false],
    ['41x1', false],
  ])('luhn %s → %s', (digits, valid) => expect(luhnValid(digits)).toBe(valid));
  it.each([
    ['4111 1111 1111 1111', null],
    ['4111 1111 1111 1112', 'luhn'],
    ['4111 1111 1111', 'number'], // 12 digits: too short
    ['3000 0000 0000 04', null], // 14 digits (17 characters masked)
    ['6011 0000 0000 0000 001', null], // 19 digits
  ])('number %s → %s', (raw, problem) => expect(numberProblem(raw)).toBe(problem));
});

describe('expired', () => {
  it.each([
    ['11', '2026', false], // the current month is still valid
    ['10', '2026', true],
    ['01', '2027', false],
    ['12', '2025', true],
  ])('%s/%s → %s', (month, year, isExpired) => expect(expired(month, year, NOW)).toBe(isExpired));
});

describe('cardProblems', () => {
  const ok = { num: '4111 1111 1111 1111', month: '09', year: '2029', cvv: '123', owner: 'ANNA IVANOVA' };
  it.each([
    [ok, []],
    [{ ...ok, num: '' }, ['number']],
    [{ ...ok, month: '13' }, ['month']],
    [{ ...ok, month: '0' }, ['month']],
    [{ ...ok, year: '20' }, ['year']],
    [{ ...ok, month: '10', year: '2026' }, ['expired']],
    [{ ...ok, cvv: '12' }, ['cvv']],
    [{ ...ok, cvv: '1234' }, []],
    [{ ...ok, owner: ' ' }, ['holder']],
    [{ num: '', month: '', year: '', cvv: '', owner: '' }, ['number', 'month', 'year', 'cvv', 'holder']],
  ])('%o → %o', (fields, problems) => expect(cardProblems(fields, NOW)).toEqual(problems));
});

describe('brandOf / last4Of', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['5454545454545454', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['9112000000000000', 'belkart'],
    ['6759000000000000', 'maestro'],
    ['3000000000000004', 'card'],
  ])('%s → %s', (digits, brand) => expect(brandOf(digits)).toBe(brand));
  it('takes the last 4 digits of a masked number', () => expect(last4Of('4111 1111 1111 1234')).toBe('1234'));
});
