// @vitest-environment node
// Codes a customer could guess: external ticket numbers, promo codes,
// early-booking codes and club card numbers. Wrong ones are limited per customer and per client (429
// with Retry-After and a translated text); right ones cost nothing; only a registered club card links.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_CLIENT_CARDS } from '../api/cards.ts';
import { GUESS_MAX_PER_CLIENT, GUESS_MAX_PER_CUSTOMER, GUESS_WINDOW_S } from '../api/guesses.ts';
import { issueToken } from '../auth/tokens.ts';
import { textIn } from '../i18n/messages.ts';
import { type Answer, bearer, jsonBody, NOW_S, startApp, type TestApp } from '../test-support.ts';

let app: TestApp;
beforeEach(async () => {
  app = await startApp();
});
afterEach(() => app.close());

/** A new customer (a copy of Anna's account under another phone) and a token for them. */
const customer = (n: number): string => {
  const id = app.db
    .prepare(
      `INSERT INTO users (brand, phone, country, email, password_hash, created_at)
       SELECT brand, ?, country, email, password_hash, created_at FROM users WHERE id = 1`,
    )
    .run(`37529800${String(n).padStart(4, '0')}`).lastInsertRowid;
  return issueToken(app.db, Number(id), NOW_S);
};

const EARLY_USER = {
  email: 'anna@example.com',
  first_name: 'Анна',
  last_name: 'Иванова',
  dob: '1990-04-12',
  city_id: 1,
  gender: 0,
};

/** One guess per endpoint: `code` from `token`, from the client at `from` (127.0.0.1 unless said). */
type Area = 'ticket' | 'promo' | 'earlyBooking' | 'clubCard';
const ENDPOINTS: Record<Area, (code: string) => [string, unknown]> = {
  ticket: (code) => ['/api/v2/users/me/assign/ticket', { code }],
  promo: (code) => ['/api/v2/promocodes/activate', { params: { code } }],
  earlyBooking: (code) => ['/api/v2/users/me/earlybooking', { booking_code: code, user: EARLY_USER }],
  clubCard: (code) => ['/api/v2/users/me/cardcode', { card_code: code }],
};

const send = (area: Area, code: string, token: string, from?: string, lang = 'ru') => {
  const [path, body] = ENDPOINTS[area](code);
  return app.call('POST', path, {
    ...jsonBody(body, { ...bearer(token), 'accept-language': lang }),
    ...(from ? { from } : {}),
  });
};

/** A wrong code of the endpoint's shape, different for every `i`. */
const wrong = (area: Area, i: number): string =>
  ({
    ticket: `EXT-${13000 + i}`,
    promo: `PROMO${900 + i}`,
    earlyBooking: `EARLY${3000 + i}`,
    clubCard: `77001111${String(50000000 + i)}`,
  })[area];

const statuses = (answers: Answer[]) => {
  const out: Record<number, number> = {};
  for (const a of answers) out[a.status] = (out[a.status] ?? 0) + 1;
  return out;
};

describe.each(Object.keys(ENDPOINTS) as Area[])('%s codes', { timeout: 30_000 }, (area) => {
  it(`refuses a customer's guesses past ${GUESS_MAX_PER_CUSTOMER} with 429, Retry-After and the wait in her language`, async () => {
    const nino = customer(1);
    for (let i = 0; i < GUESS_MAX_PER_CUSTOMER; i++)
      expect((await send(area, wrong(area, i), nino)).status).toBeLessThan(429);
    const refused = await send(area, wrong(area, 99), nino, undefined, 'en');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(GUESS_WINDOW_S));
    const text = textIn('en', 'limits.tooManyAttempts', { minutes: GUESS_WINDOW_S / 60 });
    expect(refused.json()).toMatchObject({ message: text });
    expect(JSON.stringify(refused.json().errors)).toContain(text);
    // Her own limit, from any address; another customer at her address is not limited.
    expect((await send(area, wrong(area, 100), nino, '127.0.0.9')).status).toBe(429);
    expect((await send(area, wrong(area, 101), customer(2))).status).toBeLessThan(429);
    // The window slides: she may guess again later.
    app.advance(GUESS_WINDOW_S * 1000);
    expect((await send(area, wrong(area, 102), nino)).status).toBeLessThan(429);
  });

  it(`refuses one client's guesses past ${GUESS_MAX_PER_CLIENT}, whoever is signed in`, async () => {
    const tokens = Array.from(
      { length: Math.ceil(GUESS_MAX_PER_CLIENT / GUESS_MAX_PER_CUSTOMER) + 1 },
      (_, i) => customer(10 + i),
    );
    const answers: Answer[] = [];
    for (let i = 0; i < GUESS_MAX_PER_CLIENT + 3; i++)
      answers.push(await send(area, wrong(area, i), tokens[Math.floor(i / 9)] ?? '', '127.0.0.5'));
    expect(statuses(answers)[429]).toBe(3);
    expect((await send(area, wrong(area, 99), tokens.at(-1) ?? '', '127.0.0.6')).status).toBeLessThan(429);
  });
});

describe('right codes cost nothing', () => {
  it('nine wrong promo codes, the right one, then one more wrong one: still no 429', async () => {
    const anna = customer(3);
    for (let i = 0; i < GUESS_MAX_PER_CUSTOMER - 1; i++)
      expect((await send('promo', wrong('promo', i), anna)).status).toBe(422);
    expect((await send('promo', 'PROMO100', anna)).status).toBe(200);
    expect((await send('promo', wrong('promo', 50), anna)).status).toBe(422);
    expect((await send('promo', wrong('promo', 51), anna)).status).toBe(429);
  });
});

describe('sweeps (the findings)', { timeout: 60_000 }, () => {
  it('EXT-12300…12399 as Nino: order 1041 (EXT-12345) is never linked', async () => {
    const nino = customer(4);
    const numbers = Array.from({ length: 100 }, (_, i) => `EXT-${12300 + i}`);
    const answers = await Promise.all(numbers.map((n) => send('ticket', n, nino)));
    expect(statuses(answers)).toEqual({ 400: GUESS_MAX_PER_CUSTOMER, 429: 100 - GUESS_MAX_PER_CUSTOMER });
    expect(
      app.db.prepare('SELECT assigned_user_id FROM external_tickets WHERE number = ?').get('EXT-12345'),
    ).toEqual({
      assigned_user_id: null,
    });
  });

  it('300 numbers with a known club card prefix at once: none is linked', async () => {
    const nino = customer(5);
    const numbers = Array.from({ length: 300 }, (_, i) => `77001111${String(60000000 + i)}`);
    const answers = await Promise.all(numbers.map((n) => send('clubCard', n, nino)));
    expect(statuses(answers)).toEqual({ 422: GUESS_MAX_PER_CUSTOMER, 429: 300 - GUESS_MAX_PER_CUSTOMER });
    expect(app.db.prepare('SELECT count(*) AS n FROM client_cards').get()).toEqual({ n: 2 });
  });
});

describe('club cards: the register and the cap', () => {
  it('links a registered card nobody holds, refuses an unregistered one with a known prefix', async () => {
    const nino = customer(6);
    const unknown = await send('clubCard', '7700 1111 2222 3334', nino);
    expect(unknown.status).toBe(422);
    expect(unknown.json()).toMatchObject({ errors: { code: [textIn('ru', 'cards.codeUnknown')] } });
    expect((await send('clubCard', '7700 4444 7777 0003', nino)).status).toBe(201);
    // Linked now, it is refused to everyone else (Anna's own cards were always refused).
    const taken = await send('clubCard', '7700 4444 7777 0003', customer(7));
    expect(taken.json()).toMatchObject({ errors: { code: [textIn('ru', 'cards.codeLinked')] } });
  });

  it(`links at most ${MAX_CLIENT_CARDS} cards per customer, with a translated message`, async () => {
    const token = customer(8);
    const add = app.db.prepare('INSERT INTO card_register (code, program_id) VALUES (?, 1)');
    const codes = Array.from(
      { length: MAX_CLIENT_CARDS + 1 },
      (_, i) => `77001111700000${String(i).padStart(2, '0')}`,
    );
    for (const code of codes) add.run(code);
    for (const code of codes.slice(0, MAX_CLIENT_CARDS))
      expect((await send('clubCard', code, token)).status).toBe(201);
    const full = await send('clubCard', codes.at(-1) ?? '', token, undefined, 'en');
    expect(full.status).toBe(422);
    const text = textIn('en', 'limits.clientCards', { max: MAX_CLIENT_CARDS });
    expect(full.json()).toEqual({ message: text, errors: { code: [text] } });
  });
});
