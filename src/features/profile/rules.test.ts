import { describe, expect, it } from 'vitest';
import { addressProblems, passportProblems, profileProblems } from './rules.ts';

const TODAY = '2026-11-21';

describe('profileProblems (spec §5 profile save)', () => {
  it.each([
    [{ email: 'anna@example.com', cityId: 1, dob: '1990-05-14' }, {}],
    [{ email: 'anna@example.com', cityId: 1, dob: '' }, {}],
    [{ email: '', cityId: 1, dob: '' }, { email: 'email-empty' }],
    [{ email: '   ', cityId: 1, dob: '' }, { email: 'email-empty' }],
    [{ email: 'anna@', cityId: 1, dob: '' }, { email: 'email-invalid' }],
    [{ email: 'anna@example.com', cityId: null, dob: '' }, { cityId: 'city-missing' }],
    [
      { email: '', cityId: null, dob: '' },
      { email: 'email-empty', cityId: 'city-missing' },
    ],
    [{ email: 'a@b.by', cityId: 2, dob: '2026-11-21' }, { dob: 'dob-invalid' }],
    [{ email: 'a@b.by', cityId: 2, dob: '1990-02-30x' }, { dob: 'dob-invalid' }],
  ] as const)('%j → %j', (fields, expected) => {
    expect(profileProblems(fields, TODAY)).toEqual(expected);
  });
});

const PASSPORT = {
  document_type: 'passport',
  series: 'MP',
  number: '1234567',
  last_name: 'Ivanova',
  first_name: 'Anna',
  middle_name: '',
  dob: '1990-05-14',
  citizenship: 'BY',
  issued_by: '',
  issued_at: '2018-03-20',
  expires_at: '2028-03-20',
};

describe('passportProblems', () => {
  it.each([
    [{}, {}],
    [{ series: '' }, {}],
    [{ number: '' }, { number: 'required' }],
    [{ number: '12' }, { number: 'format' }],
    [
      { first_name: ' ', last_name: '' },
      { first_name: 'required', last_name: 'required' },
    ],
    [{ citizenship: 'Belarus' }, { citizenship: 'format' }],
    [{ document_type: '' }, { document_type: 'required' }],
    [{ expires_at: '2018-03-20' }, { expires_at: 'order' }],
    [{ issued_at: '', expires_at: '2010-01-01' }, {}],
  ])('%j → %j', (change, expected) => {
    expect(passportProblems({ ...PASSPORT, ...change })).toEqual(expected);
  });
});

const ADDRESS = {
  full_name: 'Иванова Анна',
  country: 'Беларусь',
  region: 'Минская область',
  city: 'Минск',
  postcode: '220030',
  address: 'ул. Немига, 5',
  phone: '',
};

describe('addressProblems', () => {
  it.each([
    [{}, {}],
    [{ phone: '+375 29 111-11-11' }, {}],
    [{ phone: 'call me' }, { phone: 'format' }],
    [{ postcode: '!' }, { postcode: 'format' }],
    [
      { region: '', address: '' },
      { region: 'required', address: 'required' },
    ],
  ])('%j → %j', (change, expected) => {
    expect(addressProblems({ ...ADDRESS, ...change })).toEqual(expected);
  });
});
