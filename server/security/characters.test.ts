// @vitest-environment node
// Names and other typed texts refuse control and text-direction characters: a NUL,
// a line break or a right-to-left override stored in a name would show, sort and print as something it
// is not. The refusal names the field, in the request's language; nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textIn } from '../i18n/messages.ts';
import { bearer, jsonBody, signIn, startApp, type TestApp } from '../test-support.ts';

let app: TestApp;
let anna: string;
beforeAll(async () => {
  app = await startApp();
  anna = await signIn(app, '375291111111', 'demo-pass');
});
afterAll(() => app.close());

const PROFILE = { email: 'anna@example.com', first_name: 'Anna', last_name: 'Ivanova', city_id: 1 };
const PASSPORT = {
  document_type: 'passport',
  number: '4455667',
  last_name: 'Ivanova',
  first_name: 'Anna',
  dob: '1990-05-01',
  citizenship: 'BY',
};
const ADDRESS = {
  full_name: 'Anna Ivanova',
  country: 'Belarus',
  region: 'Minsk',
  city: 'Minsk',
  postcode: '220000',
  address: 'Nezavisimosti 1',
};
const EARLY = {
  booking_code: 'EARLY2026',
  user: {
    email: 'anna@example.com',
    first_name: 'Anna',
    last_name: 'Ivanova',
    dob: '1990-04-12',
    city_id: 1,
    gender: 0,
  },
};

const ENDPOINTS = [
  ['PUT', '/api/v2/users/me/profile', PROFILE, 'first_name', 'first_name'],
  ['POST', '/api/v3/users/me/passports', PASSPORT, 'last_name', 'last_name'],
  ['POST', '/api/v3/users/me/addresses', ADDRESS, 'full_name', 'full_name'],
  ['POST', '/api/v2/users/me/earlybooking', EARLY, 'user.first_name', 'user.first_name'],
] as const;

/** `body` with `field` (a dotted path) set to `value`. */
const withField = (body: object, field: string, value: string): object => {
  const [head = '', rest] = field.split(/\.(.*)/);
  const inner = (body as Record<string, object>)[head] ?? {};
  return { ...body, [head]: rest ? withField(inner, rest, value) : value };
};

const dump = () =>
  JSON.stringify(
    ['users', 'passports', 'addresses', 'orders'].map((t) => app.db.prepare(`SELECT * FROM ${t}`).all()),
  );

describe.each(ENDPOINTS)('%s %s', (method, path, body, field, key) => {
  it.each([
    ['a NUL', 'An\u0000na'],
    ['a right-to-left override', '\u202eanna'],
    ['a left-to-right isolate', 'Anna\u2066'],
    ['a line break', 'An\nna'],
    ['an escape', 'An\u001bna'],
  ])('refuses %s in %s', async (_, value) => {
    const before = dump();
    const res = await app.call(
      method,
      path,
      jsonBody(withField(body, field, value), { ...bearer(anna), 'accept-language': 'en' }),
    );
    expect(res.status).toBe(422);
    const text = textIn('en', 'fields.characters', { name: key });
    expect(res.json<{ errors: Record<string, string[]> }>().errors[key]).toEqual([text]);
    expect(dump()).toBe(before);
  });
});

it('keeps right-to-left names and their direction marks', async () => {
  const res = await app.call(
    'PUT',
    '/api/v2/users/me/profile',
    jsonBody({ ...PROFILE, first_name: 'آنا\u200f', last_name: 'Иванова-Სმიტი' }, bearer(anna)),
  );
  expect(res.status).toBe(200);
});
