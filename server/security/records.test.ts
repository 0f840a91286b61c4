// @vitest-environment node
// Identical records do not pile up: 30 identical submits at once store one passport,
// one address, one payment card, and every submit is answered that record; each list has a cap with a
// translated message, which a burst of different records cannot overrun either.
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES } from '../api/addresses.ts';
import { MAX_PAYMENT_CARDS } from '../api/cards.ts';
import { MAX_PASSPORTS } from '../api/passports.ts';
import { textIn } from '../i18n/messages.ts';
import { type Answer, bearer, jsonBody, signIn, startApp, type TestApp } from '../test-support.ts';

let app: TestApp;
let anna: string;
beforeEach(async () => {
  app = await startApp();
  anna = await signIn(app, '375291111111', 'demo-pass');
});
afterEach(() => app.close());

const PASSPORT = {
  document_type: 'passport',
  series: 'MP',
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

const send = (method: string, path: string, body: unknown, lang = 'ru') =>
  app.call(method, path, jsonBody(body, { ...bearer(anna), 'accept-language': lang }));
const rows = (table: string) =>
  Number(app.db.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = 1`).get()?.n);
const ids = (answers: Answer[]) => new Set(answers.map((a) => a.json<{ data: { id: number } }>().data.id));

/** The five fields of a payment card, sealed with the server's public key as the browser does. */
const sealedCard = async (number: string, month = '09') => {
  const res = await app.call(
    'GET',
    '/api/v2/frame/payment/tokenization_params',
    jsonBody(undefined, bearer(anna)),
  );
  const key = createPublicKey({
    key: Buffer.from(res.json<{ public_key: string }>().public_key, 'base64'),
    format: 'der',
    type: 'spki',
  });
  const seal = (text: string) =>
    publicEncrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text),
    ).toString('base64');
  const card = {
    holder: 'ANNA IVANOVA',
    number,
    exp_month: month,
    exp_year: '2029',
    verification_value: '123',
  };
  return {
    ...Object.fromEntries(Object.entries(card).map(([k, v]) => [k, seal(v)])),
    last_4: number.slice(-4),
  };
};

describe('30 identical submits at once store one record', { timeout: 30_000 }, () => {
  it.each([
    ['passports', '/api/v3/users/me/passports', PASSPORT],
    ['addresses', '/api/v3/users/me/addresses', ADDRESS],
  ])('%s', async (table, path, body) => {
    const before = rows(table);
    const answers = await Promise.all(Array.from({ length: 30 }, () => send('POST', path, body)));
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(ids(answers).size).toBe(1);
    expect(rows(table)).toBe(before + 1);
  });

  it('payment cards', async () => {
    const card = await sealedCard('4111111111111111');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => send('PUT', '/api/v2/users/me/cards', card)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(29);
    expect(ids(answers).size).toBe(1);
    expect(rows('payment_cards')).toBe(3);
  });
});

describe('each list has a cap, with a translated message', { timeout: 30_000 }, () => {
  it.each([
    [
      'passports',
      '/api/v3/users/me/passports',
      MAX_PASSPORTS,
      'limits.passports',
      (i: number) => ({ ...PASSPORT, number: `${5000000 + i}` }),
    ],
    [
      'addresses',
      '/api/v3/users/me/addresses',
      MAX_ADDRESSES,
      'limits.addresses',
      (i: number) => ({ ...ADDRESS, address: `Nezavisimosti ${i}` }),
    ],
  ] as const)(
    '%s: a burst of different ones fills the list and no more',
    async (table, path, max, key, nth) => {
      const answers = await Promise.all(
        Array.from({ length: max + 5 }, (_, i) => send('POST', path, nth(i), 'en')),
      );
      expect(rows(table)).toBe(max);
      const full = answers.filter((a) => a.status === 422);
      const text = textIn('en', key, { max });
      expect(full.length).toBeGreaterThan(0);
      for (const a of full) expect(a.json()).toEqual({ message: text, errors: [text] });
    },
  );

  it('payment cards', async () => {
    for (let m = 1; rows('payment_cards') < MAX_PAYMENT_CARDS; m++)
      expect(
        (
          await send(
            'PUT',
            '/api/v2/users/me/cards',
            await sealedCard('4111111111111111', String(m).padStart(2, '0')),
          )
        ).status,
      ).toBe(201);
    const full = await send('PUT', '/api/v2/users/me/cards', await sealedCard('5555555555554444'), 'en');
    const text = textIn('en', 'limits.paymentCards', { max: MAX_PAYMENT_CARDS });
    expect(full.json()).toEqual({ message: text, errors: [text] });
    expect(rows('payment_cards')).toBe(MAX_PAYMENT_CARDS);
  });
});

it('an edit that would make a record a copy of another is refused', async () => {
  const added = await send('POST', '/api/v3/users/me/addresses', ADDRESS);
  const id = added.json<{ data: { id: number } }>().data.id;
  const copy = await send('PUT', `/api/v3/users/me/addresses/${id}`, {
    full_name: 'Иванова Анна Сергеевна',
    ...Object.fromEntries(
      Object.entries(
        app.db
          .prepare('SELECT country, region, city, postcode, address, phone FROM addresses WHERE id = 1')
          .get() ?? {},
      ),
    ),
  });
  expect(copy.status).toBe(422);
  expect(copy.json()).toMatchObject({ message: textIn('ru', 'limits.sameRecord') });
});
