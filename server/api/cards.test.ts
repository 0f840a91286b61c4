// @vitest-environment node
import { constants, createPublicKey, privateDecrypt, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptCard } from '../../src/kernel/cards/crypto.ts';
import { textIn } from '../i18n/messages.ts';
import { bearer, jsonBody, rowsOf, signIn, startApp, type TestApp } from '../test-support.ts';
import { cardKeys } from './cards.ts';

const CARD_INVALID = textIn('ru', 'cards.undecryptable');
const CODE_EMPTY = textIn('ru', 'cards.codeEmpty');
const CODE_UNKNOWN = textIn('ru', 'cards.codeUnknown');
const CODE_LINKED = textIn('ru', 'cards.codeLinked');
const CODE_EXISTS = textIn('ru', 'cards.codeExists');

let app: TestApp;
let anna: string;
let nino: string;
beforeAll(async () => {
  app = await startApp();
  anna = await signIn(app, '375291111111', 'demo-pass');
  nino = await signIn(app, '995555123456', 'demo-pass');
});
afterAll(() => app.close());

const json = (token: string, body?: unknown) => jsonBody(body, bearer(token));

const publicKey = async (): Promise<string> => {
  const res = await app.call('GET', '/api/v2/frame/payment/tokenization_params', json(anna));
  expect(res.status).toBe(200);
  return res.json<{ public_key: string }>().public_key;
};

const encrypt = (key: string, text: string) =>
  publicEncrypt(
    {
      key: createPublicKey({ key: Buffer.from(key, 'base64'), format: 'der', type: 'spki' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.from(text, 'utf8'),
  ).toString('base64');

const CARD = {
  holder: 'ANNA IVANOVA',
  number: '4111111111111111',
  exp_month: '09',
  exp_year: '2029',
  verification_value: '123',
};
const sealed = (key: string, card: Record<string, string> = CARD) =>
  Object.fromEntries(Object.entries(card).map(([k, v]) => [k, encrypt(key, v)]));

describe('tokenization_params and PUT /api/v2/users/me/cards', () => {
  it('keeps one key pair in the database and never answers the private key', async () => {
    const a = await publicKey();
    const b = await publicKey();
    expect(a).toBe(b);
    const res = await app.call('GET', '/api/v2/frame/payment/tokenization_params', json(anna));
    expect(res.text).not.toContain('PRIVATE');
    expect(rowsOf(app.db).all('SELECT id FROM card_keys')).toHaveLength(1);
  });

  it('decrypts the round trip and stores only brand, last 4 and expiry', async () => {
    const key = await publicKey();
    const res = await app.call(
      'PUT',
      '/api/v2/users/me/cards',
      json(anna, { ...sealed(key), last_4: '1111' }),
    );
    expect(res.status).toBe(201);
    const saved = res.json<{ data: { id: number } }>().data;
    expect(saved).toMatchObject({
      card_number: '**** **** **** 1111',
      month: '09',
      year: '2029',
      brand: 'visa',
    });
    const row = rowsOf(app.db).one('SELECT * FROM payment_cards WHERE id = ?', saved.id);
    expect(row).toMatchObject({ last4: '1111', bin: '', holder: '', month: '09', year: '2029' });
    expect(JSON.stringify(row)).not.toContain('4111111111111111');
    const del = await app.call('DELETE', `/api/v2/users/me/cards/${saved.id}`, json(anna));
    expect(del.status).toBe(200);
  });

  it('refuses undecryptable, malformed and invalid card data with 422 and errors', async () => {
    const key = await publicKey();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...sealed(key), number: 'not base64!', last_4: '1111' }, 'number'],
      [{ ...sealed(key), holder: Buffer.from('x').toString('base64'), last_4: '1111' }, 'holder'],
      [{ ...sealed(key, { ...CARD, number: '4111111111111112' }), last_4: '1112' }, 'number'],
      [{ ...sealed(key), last_4: '9999' }, 'last_4'],
      [{ ...sealed(key, { ...CARD, exp_month: '13' }), last_4: '1111' }, 'exp_month'],
      [{ ...sealed(key, { ...CARD, exp_month: '10', exp_year: '2026' }), last_4: '1111' }, 'exp_year'],
      [{ ...sealed(key, { ...CARD, verification_value: '12' }), last_4: '1111' }, 'verification_value'],
      [{ last_4: '1111' }, 'verification_value'],
    ];
    for (const [body, field] of cases) {
      const res = await app.call('PUT', '/api/v2/users/me/cards', json(anna, body));
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors)).toContain(field);
    }
    const undecryptable = await app.call(
      'PUT',
      '/api/v2/users/me/cards',
      json(anna, { ...sealed(key), number: Buffer.from('x'.repeat(256)).toString('base64'), last_4: '1111' }),
    );
    expect(undecryptable.json()).toEqual({ message: CARD_INVALID, errors: { number: [CARD_INVALID] } });
  });

  it('checks every field of the decrypted card, one message each, under the one summary', async () => {
    const key = await publicKey();
    const text = (k: Parameters<typeof textIn>[1]) => textIn('ru', k);
    const bad = sealed(key, { ...CARD, number: '4111111111111112', exp_month: '10', exp_year: '2026' });
    const res = await app.call('PUT', '/api/v2/users/me/cards', json(anna, { ...bad, last_4: 1111 }));
    expect(res.status).toBe(422);
    expect(res.json()).toEqual({
      message: text('cards.invalid'),
      errors: {
        number: [text('cards.number')],
        last_4: [text('cards.last4')],
        exp_year: [text('cards.expired')],
      },
    });
    const badYear = sealed(key, { ...CARD, exp_year: '1999' });
    const year = await app.call('PUT', '/api/v2/users/me/cards', json(anna, { ...badYear, last_4: '1111' }));
    expect(year.json()).toEqual({
      message: text('cards.invalid'),
      errors: { exp_year: [text('cards.year')] },
    });
  });
});

describe("the entry form's encryption (src/kernel/cards/crypto.ts)", () => {
  it("round-trips every field through the server's key and saves the card", async () => {
    const fields = {
      num: '5555 5555 5555 4444',
      month: '01',
      year: '2030',
      cvv: '987',
      owner: 'ANNA IVANOVA',
    };
    const sealed = await encryptCard(await publicKey(), fields);
    expect(sealed.last_4).toBe('4444');
    expect(JSON.stringify(sealed)).not.toContain('5555');
    const { privateKey } = cardKeys(app.db, 0);
    const open = (b64: string) =>
      privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(b64, 'base64'),
      ).toString('utf8');
    expect(
      [sealed.holder, sealed.number, sealed.exp_month, sealed.exp_year, sealed.verification_value].map(open),
    ).toEqual(['ANNA IVANOVA', '5555555555554444', '01', '2030', '987']);
    const res = await app.call('PUT', '/api/v2/users/me/cards', json(anna, sealed));
    expect(res.status).toBe(201);
    expect(res.json<{ data: { brand: string } }>().data.brand).toBe('mastercard');
    const { id } = res.json<{ data: { id: number } }>().data;
    await app.call('DELETE', `/api/v2/users/me/cards/${id}`, json(anna));
  });
});

describe('GET/DELETE /api/v2/users/me/cards', () => {
  it("lists the customer's payment cards masked", async () => {
    const res = await app.call('GET', '/api/v2/users/me/cards', json(anna));
    expect(res.json<{ data: unknown[] }>().data).toEqual([
      { id: 1, card_number: '**** **** **** 4242', month: '12', year: '2028', brand: 'visa' },
      { id: 2, card_number: '**** **** **** 5454', month: '03', year: '2027', brand: 'mastercard' },
    ]);
  });

  it("answers 404 for another customer's card and keeps it", async () => {
    const res = await app.call('DELETE', '/api/v2/users/me/cards/1', json(nino));
    expect(res.status).toBe(404);
    expect(rowsOf(app.db).all('SELECT id FROM payment_cards WHERE id = 1')).toHaveLength(1);
  });
});

describe('bindings-cards and cardcode', () => {
  it('lists the linked client cards with their program', async () => {
    const res = await app.call('GET', '/api/v2/users/me/bindings-cards', json(anna));
    const data = res.json<{ data: { code: string; name: string; binding_card: { name: string } }[] }>().data;
    expect(data.map((c) => [c.code, c.name, c.binding_card.name])).toEqual([
      ['7700111122223333', 'Arena Club', 'Arena Club'],
      ['7700444455556666', 'Theatre Friends', 'Theatre Friends'],
    ]);
  });

  it('links a card by its barcode and refuses empty, unknown and already linked codes in errors.code', async () => {
    const linked = await app.call(
      'POST',
      '/api/v2/users/me/cardcode',
      json(nino, { card_code: '7700 1111 9999 0000' }),
    );
    expect(linked.status).toBe(201);
    expect(linked.json()).toEqual({ code: '7700111199990000' });
    const cases: [string, string][] = [
      ['  ', CODE_EMPTY],
      ['12345', CODE_UNKNOWN],
      ['1234567890123456', CODE_UNKNOWN],
      ['7700111199990000', CODE_LINKED],
    ];
    for (const [code, text] of cases) {
      const res = await app.call('POST', '/api/v2/users/me/cardcode', json(nino, { card_code: code }));
      expect(res.status).toBe(422);
      expect(res.json()).toEqual({ message: text, errors: { code: [text] } });
    }
    const other = await app.call(
      'DELETE',
      '/api/v2/users/me/cardcode?card_code=7700111199990000',
      json(anna),
    );
    expect(other.status).toBe(404);
    const del = await app.call('DELETE', '/api/v2/users/me/cardcode?card_code=7700111199990000', json(nino));
    expect(del.status).toBe(200);
    expect(rowsOf(app.db).all("SELECT id FROM client_cards WHERE code = '7700111199990000'")).toHaveLength(0);
  });

  it('creates and removes the virtual card code', async () => {
    expect((await app.call('POST', '/api/v2/users/me/cardcode', json(anna))).json()).toEqual({
      message: CODE_EXISTS,
      errors: { code: [CODE_EXISTS] },
    });
    const removed = await app.call('DELETE', '/api/v2/users/me/cardcode', json(anna));
    expect(removed.status).toBe(200);
    expect((await app.call('DELETE', '/api/v2/users/me/cardcode', json(anna))).status).toBe(404);
    const created = await app.call('POST', '/api/v2/users/me/cardcode', json(anna));
    expect(created.status).toBe(201);
    const { code } = created.json<{ code: string }>();
    expect(code).toMatch(/^7700\d{12}$/);
    const me = await app.call('GET', '/api/v2/users/me', json(anna));
    expect(me.text).toContain(code);
  });

  it('requires sign-in', async () => {
    expect((await app.call('GET', '/api/v2/users/me/bindings-cards')).status).toBe(401);
  });
});
