import { describe, expect, it } from 'vitest';
import {
  BIRTH_DAYS,
  birthDate,
  birthYears,
  type EarlyBookingForm,
  EMPTY_FORM,
  firstProblem,
  formFromProfile,
  SHORT_MONTHS,
  toPayload,
} from './rules.ts';

const FULL: EarlyBookingForm = {
  code: 'EARLY2026',
  firstName: 'Nino',
  lastName: 'Beridze',
  middleName: '',
  gender: '0',
  day: '12',
  month: '4',
  year: '1990',
  cityId: '7',
  email: 'nino@example.com',
};

describe('early-booking checks, in the spec order', () => {
  // Each row fills one more field, so the next check in line is the one that fails.
  const steps: [Partial<EarlyBookingForm>, string | null][] = [
    [{}, 'code'],
    [{ code: '  ' }, 'code'],
    [{ code: 'EARLY2026' }, 'city'],
    [{ code: 'EARLY2026', cityId: '7' }, 'firstName'],
    [{ code: 'EARLY2026', cityId: '7', firstName: 'Nino' }, 'lastName'],
    [{ code: 'EARLY2026', cityId: '7', firstName: 'Nino', lastName: 'Beridze' }, 'email'],
    [
      { code: 'EARLY2026', cityId: '7', firstName: 'Nino', lastName: 'Beridze', email: 'nino@' },
      'emailInvalid',
    ],
    [
      { code: 'EARLY2026', cityId: '7', firstName: 'Nino', lastName: 'Beridze', email: 'nino@example.com' },
      'gender',
    ],
    [{ ...FULL, day: '' }, 'birthDate'],
    [{ ...FULL, day: '31', month: '2' }, 'birthDate'],
    [FULL, null],
  ];
  it.each(steps)('%j fails first on %s', (fields, problem) =>
    expect(firstProblem({ ...EMPTY_FORM, ...fields })).toBe(problem),
  );

  it('checks the code before everything else, even when all else is missing', () => {
    expect(firstProblem({ ...FULL, code: '', cityId: '', email: '' })).toBe('code');
    expect(firstProblem({ ...FULL, cityId: '', firstName: '' })).toBe('city');
    expect(firstProblem({ ...FULL, firstName: '', email: '' })).toBe('firstName');
  });
});

it.each([
  ['12', '4', '1990', '1990-04-12'],
  ['1', '1', '2026', '2026-01-01'],
  ['29', '2', '2024', '2024-02-29'],
  ['29', '2', '2023', null],
  ['31', '4', '1990', null],
  ['', '4', '1990', null],
  ['5', '', '1990', null],
  ['0', '4', '1990', null],
  ['12', '13', '1990', null],
  ['1.5', '4', '1990', null],
  ['29', '2', '2000', '2000-02-29'],
  ['29', '2', '1900', null],
])('birth date %s.%s.%s is %s', (d, m, y, iso) => expect(birthDate(d, m, y)).toBe(iso));

it('offers 100 birth years from the current one back, and days 1–31', () => {
  const years = birthYears(2026);
  expect(years).toHaveLength(100);
  expect(years[0]).toBe(2026);
  expect(years.at(-1)).toBe(1927);
  expect(BIRTH_DAYS).toHaveLength(31);
  expect(BIRTH_DAYS[0]).toBe(1);
  expect(BIRTH_DAYS.at(-1)).toBe(31);
});

it('builds the spec §3 payload', () => {
  expect(toPayload({ ...FULL, gender: '1', middleName: ' M ' }, { sms: false, email: true })).toEqual({
    booking_code: 'EARLY2026',
    user: {
      email: 'nino@example.com',
      last_name: 'Beridze',
      first_name: 'Nino',
      middle_name: 'M',
      dob: '1990-04-12',
      city_id: 7,
      gender: 1,
      sms_subscribe: 0,
      email_subscribe: 1,
    },
  });
});

it.each(Object.entries(SHORT_MONTHS))('%s has 12 distinct short month names', (_, names) => {
  expect(names).toHaveLength(12);
  expect(new Set(names).size).toBe(12);
});

it('uses the short Russian month names in ru', () => {
  expect(SHORT_MONTHS.ru[0]).toBe('янв.');
  expect(SHORT_MONTHS.ru[11]).toBe('дек.');
});

describe('formFromProfile (issue 20 point 15)', () => {
  const anna = {
    firstName: 'Анна',
    lastName: 'Иванова',
    middleName: null,
    gender: 0 as const,
    dob: '1990-05-03',
    cityId: 1,
    email: 'anna@example.com',
  };
  it.each([
    ['no profile yet: empty', undefined, EMPTY_FORM],
    [
      'everything known',
      anna,
      {
        ...EMPTY_FORM,
        firstName: 'Анна',
        lastName: 'Иванова',
        gender: '0',
        day: '3',
        month: '5',
        year: '1990',
        cityId: '1',
        email: 'anna@example.com',
      },
    ],
    [
      'a new customer: nothing but the phone',
      {
        firstName: null,
        lastName: null,
        middleName: null,
        gender: null,
        dob: null,
        cityId: null,
        email: null,
      },
      EMPTY_FORM,
    ],
    [
      'male, no birth date',
      { ...anna, gender: 1 as const, dob: null },
      {
        ...EMPTY_FORM,
        firstName: 'Анна',
        lastName: 'Иванова',
        gender: '1',
        cityId: '1',
        email: 'anna@example.com',
      },
    ],
    [
      'a malformed birth date is left empty',
      { ...anna, dob: '03.05.1990' },
      {
        ...EMPTY_FORM,
        firstName: 'Анна',
        lastName: 'Иванова',
        gender: '0',
        cityId: '1',
        email: 'anna@example.com',
      },
    ],
  ] as const)('%s', (_, known, form) => {
    expect(formFromProfile(known)).toEqual(form);
  });
});
