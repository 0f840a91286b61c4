// Cards (spec §7): saved payment cards (GET/PUT /api/v2/users/me/cards, DELETE /{id}), linked client
// cards (GET /api/v2/users/me/bindings-cards), card codes (POST/DELETE /api/v2/users/me/cardcode) and
// the card provider stand-in's tokenization parameters (GET /api/v2/frame/payment/tokenization_params).
//
// Card codes: POST { card_code } links a client card by the barcode number from its back, when the number
// is in the card register (the cards the programs issued; its program comes from there), is linked to
// no account yet, and the customer has fewer than MAX_CLIENT_CARDS; wrong numbers are guesses, limited
// like every guessable code (guesses.ts). POST without card_code creates the virtual card
// code (users.card_code). DELETE ?card_code= unlinks that client card; DELETE without it removes the
// virtual code. Refusals are 422 `{ message, errors: { code: [text] } }` (spec §8 reads errors.code).
//
// Saving a payment card: the browser encrypts holder, number, exp month/year and CVV with the public
// key of tokenization_params (RSA-OAEP, SHA-256, base64) and sends the ciphertexts with the last 4
// digits; this server decrypts them to prove the round trip, checks them with the same rules as the
// form and stores only brand, last 4 and expiry (docs/decisions-cards.md).

import { constants, generateKeyPairSync, privateDecrypt, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import {
  brandOf,
  cvvValid,
  expired,
  holderValid,
  monthValid,
  numberProblem,
  yearValid,
} from '../../src/kernel/cards/rules.ts';
import { num, type Row, str } from '../db/row.ts';
import { type MessageKey, t } from '../i18n/messages.ts';
import { readJson } from '../web/body.ts';
import { httpError } from '../web/errors.ts';
import { ok } from '../web/reply.ts';
import { type ApiContext, type ApiRouter, nowSeconds, signedInUser } from './context.ts';
import { asGuess } from './guesses.ts';
import { fields, idParam, parse } from './schema.ts';

/** Client cards one customer may link. */
export const MAX_CLIENT_CARDS = 10;
/** Payment cards one customer may save. */
export const MAX_PAYMENT_CARDS = 10;

type KeyPair = { publicKey: string; privateKey: string };

/** The key pair, generated and stored on first need (first start of a fresh database). */
export const cardKeys = (db: DatabaseSync, nowS: number): KeyPair => {
  const row = db.prepare('SELECT public_key, private_key FROM card_keys WHERE id = 1').get();
  if (row) return { publicKey: str(row, 'public_key'), privateKey: str(row, 'private_key') };
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKey = pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const privateKey = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  db.prepare(
    'INSERT OR IGNORE INTO card_keys (id, public_key, private_key, created_at) VALUES (1, ?, ?, ?)',
  ).run(publicKey, privateKey, nowS);
  return cardKeys(db, nowS);
};

const codeError = (key: MessageKey) => {
  const message = t(key);
  return httpError(422, message, { code: [message] });
};

const paymentCardJson = (row: Row) => ({
  id: num(row, 'id'),
  card_number: `**** **** **** ${str(row, 'last4')}`,
  month: str(row, 'month'),
  year: str(row, 'year'),
  brand: str(row, 'brand'),
});

const clientCardJson = (row: Row) => ({
  id: num(row, 'id'),
  code: str(row, 'code'),
  name: str(row, 'name'),
  image: { original: str(row, 'image') },
  binding_card: { image: str(row, 'program_image'), name: str(row, 'program_name') },
});

const ENCRYPTED = ['holder', 'number', 'exp_month', 'exp_year', 'verification_value'] as const;
type Encrypted = (typeof ENCRYPTED)[number];

const undecryptable = () => t('cards.undecryptable');
/** A ciphertext: base64 text (decrypted after the body is read). */
const sealed = v.optional(
  v.pipe(v.string(undecryptable), v.regex(/^[A-Za-z0-9+/]+={0,2}$/, undecryptable)),
  '',
);

/** PUT /cards: the five ciphertexts and the clear last 4 digits (checked against the number). */
const SAVE_CARD = fields({
  holder: sealed,
  number: sealed,
  exp_month: sealed,
  exp_year: sealed,
  verification_value: sealed,
  // Read against the decrypted number by cardRules.
  last_4: v.optional(v.unknown()),
} satisfies Record<Encrypted | 'last_4', v.GenericSchema>);

/** POST /cardcode: a client card's code (spaces and dashes as printed), or none for the virtual card. */
const LINK_CODE = fields({
  card_code: v.nullish(
    v.pipe(
      v.string(() => t('cards.codeUnknown')),
      v.transform((s) => s.replace(/[\s-]/g, '')),
      v.minLength(1, () => t('cards.codeEmpty')),
      v.regex(/^\d{8,20}$/, () => t('cards.codeUnknown')),
    ),
    null,
  ),
});

/** DELETE /cardcode?card_code=: a list, an object or an empty value is a broken request, never "remove the virtual card". */
const UNLINK_CODE = v.object({
  card_code: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((raw) => (typeof raw === 'string' ? raw.replace(/\s/g, '') : '')),
      v.minLength(1, () => t('cards.codeEmpty')),
    ),
  ),
});
/** Card code refusals keep the key the cabinet reads (spec §8: errors.code). */
const CODE_KEYS = { card_code: 'code' } as const;

const decryptCard = (ctx: ApiContext, body: Record<Encrypted, string>): Record<Encrypted, string> => {
  const { privateKey } = cardKeys(ctx.db, nowSeconds(ctx));
  const errors: Record<string, string[]> = {};
  const out = {} as Record<Encrypted, string>;
  for (const name of ENCRYPTED) {
    try {
      out[name] = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(body[name], 'base64'),
      ).toString('utf8');
    } catch {
      errors[name] = [t('cards.undecryptable')];
    }
  }
  if (Object.keys(errors).length) throw httpError(422, t('cards.undecryptable'), errors);
  return out;
};

/**
 * The decrypted card, checked with the form's rules (src/kernel/cards/rules.ts), and the clear last 4
 * digits against its number. Built per request: the last 4 and the expiry are read against the card's
 * other fields. Every field is checked (one message each) under "Invalid card".
 */
const cardRules = (ctx: ApiContext, card: Record<Encrypted, string>) => {
  const rule = (valid: (s: string) => boolean, key: MessageKey) =>
    v.pipe(
      v.string(),
      v.check(valid, () => t(key)),
    );
  return v.object({
    number: rule((s) => /^\d+$/.test(s) && numberProblem(s) === null, 'cards.number'),
    last_4: v.custom<string>(
      (x) => typeof x === 'string' && x === card.number.slice(-4),
      () => t('cards.last4'),
    ),
    exp_month: rule(monthValid, 'cards.month'),
    exp_year: v.pipe(
      rule(yearValid, 'cards.year'),
      v.check(
        (year) =>
          !yearValid(year) ||
          !monthValid(card.exp_month) ||
          !expired(card.exp_month, year, new Date(ctx.now())),
        () => t('cards.expired'),
      ),
    ),
    verification_value: rule(cvvValid, 'cards.cvv'),
    holder: rule(holderValid, 'cards.holder'),
  });
};

const INVALID_CARD = Object.fromEntries(
  [...ENCRYPTED, 'last_4'].map((name) => [name, () => t('cards.invalid')]),
);

const findPaymentCard = (db: DatabaseSync, id: number, userId: number): Row => {
  const row = db.prepare('SELECT * FROM payment_cards WHERE id = ? AND user_id = ?').get(id, userId);
  if (!row) throw httpError(404, t('http.notFound'));
  return row;
};

/** The client card code of a DELETE, or null without one (the virtual card is meant then). */
const cardCodeOf = (ctx: ApiContext): string | null =>
  parse(UNLINK_CODE, ctx.query, { keys: CODE_KEYS }).card_code ?? null;

export const registerCards = (router: ApiRouter): void => {
  router.get('/api/v2/frame/payment/tokenization_params', (ctx) => {
    signedInUser(ctx);
    const { publicKey } = cardKeys(ctx.db, nowSeconds(ctx));
    return ok({ public_key: publicKey, algorithm: 'RSA-OAEP-256', format: 'spki-base64' });
  });

  router.get('/api/v2/users/me/cards', (ctx) => {
    const user = signedInUser(ctx);
    const rows = ctx.db.prepare('SELECT * FROM payment_cards WHERE user_id = ? ORDER BY id').all(user.id);
    return ok({ data: rows.map(paymentCardJson) });
  });

  router.put('/api/v2/users/me/cards', async (ctx) => {
    const user = signedInUser(ctx);
    const body = parse(SAVE_CARD, await readJson(ctx.req));
    const card = decryptCard(ctx, body);
    parse(cardRules(ctx, card), { ...card, last_4: body.last_4 }, { summaries: INVALID_CARD });
    // Stored once (migration 9's unique index: brand, last 4, expiry), at most MAX_PAYMENT_CARDS, both
    // in the insert itself: a double submit or a burst stores one row and answers it to every request.
    const stored = {
      brand: brandOf(card.number),
      last4: card.number.slice(-4),
      month: card.exp_month,
      year: card.exp_year,
    };
    const result = ctx.db
      .prepare(
        `INSERT INTO payment_cards (user_id, brand, bin, last4, month, year, holder, provider_token, created_at)
         SELECT ?, ?, '', ?, ?, ?, '', ?, ?
         WHERE (SELECT count(*) FROM payment_cards WHERE user_id = ?) < ? ON CONFLICT DO NOTHING`,
      )
      .run(
        user.id,
        stored.brand,
        stored.last4,
        stored.month,
        stored.year,
        `tok_${randomBytes(12).toString('hex')}`,
        nowSeconds(ctx),
        user.id,
        MAX_PAYMENT_CARDS,
      );
    if (result.changes === 0) {
      const same = ctx.db
        .prepare(
          'SELECT * FROM payment_cards WHERE user_id = ? AND brand = ? AND last4 = ? AND month = ? AND year = ?',
        )
        .get(user.id, stored.brand, stored.last4, stored.month, stored.year);
      if (same) return ok({ data: paymentCardJson(same) });
      const message = t('limits.paymentCards', { max: MAX_PAYMENT_CARDS });
      throw httpError(422, message, [message]);
    }
    return {
      status: 201,
      body: { data: paymentCardJson(findPaymentCard(ctx.db, Number(result.lastInsertRowid), user.id)) },
    };
  });

  router.delete('/api/v2/users/me/cards/:id', (ctx) => {
    const user = signedInUser(ctx);
    const id = idParam(ctx.params.id);
    findPaymentCard(ctx.db, id, user.id);
    ctx.db.prepare('DELETE FROM payment_cards WHERE id = ? AND user_id = ?').run(id, user.id);
    return ok({ message: t('cards.deleted'), status: 'deleted' });
  });

  router.get('/api/v2/users/me/bindings-cards', (ctx) => {
    const user = signedInUser(ctx);
    const rows = ctx.db
      .prepare(
        `SELECT c.*, p.image AS program_image, p.name AS program_name FROM client_cards c
         JOIN card_programs p ON p.id = c.program_id WHERE c.user_id = ? ORDER BY c.id`,
      )
      .all(user.id);
    return ok({ data: rows.map(clientCardJson) });
  });

  router.post('/api/v2/users/me/cardcode', async (ctx) => {
    const user = signedInUser(ctx);
    const { card_code: code } = parse(LINK_CODE, (await readJson(ctx.req)) ?? {}, { keys: CODE_KEYS });
    if (code === null) {
      if (user.cardCode) throw codeError('cards.codeExists');
      let virtual = '';
      do virtual = `7700${String(randomBytes(6).readUIntBE(0, 6) % 1e12).padStart(12, '0')}`;
      while (ctx.db.prepare('SELECT 1 FROM users WHERE card_code = ?').get(virtual));
      // Only if the customer still has none: the user was read before the body arrived, and a request
      // sent at the same time may have stored a code since. That request's code is the card; answer it.
      const stored = ctx.db
        .prepare('UPDATE users SET card_code = ? WHERE id = ? AND card_code IS NULL')
        .run(virtual, user.id);
      if (stored.changes === 0) {
        const current = ctx.db.prepare('SELECT card_code FROM users WHERE id = ?').get(user.id);
        return ok({ code: current ? str(current, 'card_code') : '' });
      }
      return { status: 201, body: { code: virtual } };
    }
    // A full list is refused before the number is looked up: it is no guess.
    const linked = num(
      ctx.db.prepare('SELECT count(*) AS n FROM client_cards WHERE user_id = ?').get(user.id) ?? {},
      'n',
    );
    if (linked >= MAX_CLIENT_CARDS) {
      const message = t('limits.clientCards', { max: MAX_CLIENT_CARDS });
      throw httpError(422, message, { code: [message] });
    }
    asGuess(ctx, user.id, 'clubCard', { field: 'code' }, () => {
      const card = ctx.db
        .prepare(
          `SELECT p.id, p.name, p.image FROM card_register r JOIN card_programs p ON p.id = r.program_id
           WHERE r.code = ?`,
        )
        .get(code);
      if (!card) throw codeError('cards.codeUnknown');
      // A client card belongs to one account: a code linked to any account is refused, with the text of
      // a card linked here (another customer cannot take over Anna's club card by typing its number).
      if (ctx.db.prepare('SELECT 1 FROM client_cards WHERE code = ?').get(code))
        throw codeError('cards.codeLinked');
      ctx.db
        .prepare(
          'INSERT INTO client_cards (user_id, program_id, code, name, image, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(user.id, num(card, 'id'), code, str(card, 'name'), str(card, 'image'), nowSeconds(ctx));
    });
    return { status: 201, body: { code } };
  });

  router.delete('/api/v2/users/me/cardcode', (ctx) => {
    const user = signedInUser(ctx);
    const code = cardCodeOf(ctx);
    if (code === null) {
      if (!user.cardCode) throw httpError(404, t('http.notFound'));
      ctx.db.prepare('UPDATE users SET card_code = NULL WHERE id = ?').run(user.id);
      return ok({ status: 'deleted' });
    }
    const result = ctx.db
      .prepare('DELETE FROM client_cards WHERE user_id = ? AND code = ?')
      .run(user.id, code);
    if (result.changes === 0) throw httpError(404, t('http.notFound'));
    return ok({ status: 'deleted' });
  });
};
