import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProfileSchema } from './schemas.ts';

const anna = {
  id: 1,
  email: 'anna@example.com',
  phone: '375291111111',
  balance: 1250,
  hasSubscribe: 1,
  downloadToken: 'dl',
  cardCode: '7700123456789012',
  first_name: 'Анна',
  last_name: 'Иванова',
  middle_name: 'Сергеевна',
  gender: 0,
  city_id: 1,
  dob: '1990-05-14',
  sms_subscribe: 1,
  email_subscribe: 0,
  avatar: '/demo/avatars/anna.svg',
  socials: [],
};

describe('ProfileSchema', () => {
  it('normalises snake_case fields and 0/1 flags', () => {
    const p = v.parse(ProfileSchema, anna);
    expect(p).toMatchObject({
      firstName: 'Анна',
      lastName: 'Иванова',
      middleName: 'Сергеевна',
      cityId: 1,
      hasSubscribe: true,
      smsSubscribe: true,
      emailSubscribe: false,
    });
  });

  it('accepts the camelCase spelling too', () => {
    const { first_name, last_name, city_id, ...rest } = anna;
    const p = v.parse(ProfileSchema, {
      ...rest,
      firstName: first_name,
      lastName: last_name,
      cityId: city_id,
    });
    expect(p.firstName).toBe('Анна');
    expect(p.cityId).toBe(1);
  });

  it('fills what a partial answer leaves out', () => {
    const p = v.parse(ProfileSchema, { id: 2, phone: '375292222222' });
    expect(p).toMatchObject({
      balance: 0,
      hasSubscribe: false,
      email: null,
      firstName: null,
      downloadToken: null,
    });
  });

  it.each([
    ['a missing id', { phone: '1' }],
    ['a wrong dob format', { ...anna, dob: '14.05.1990' }],
    ['an unknown gender', { ...anna, gender: 7 }],
    ['a string balance that is not a number', { ...anna, balance: 'lots' }],
  ])('rejects %s', (_, input) => expect(v.safeParse(ProfileSchema, input).success).toBe(false));
});
