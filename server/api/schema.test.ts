// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/kernel/langs.ts';
import { withLang } from '../i18n/context.ts';
import { parseForm } from '../web/body.ts';
import { HttpError } from '../web/errors.ts';
import { date, fields, flag, idParam, int, parse, readId, requiredText, single, text } from './schema.ts';

/** What `parse` threw in a request in `lang` (English unless said), for matching its status and body. */
const refusal = (run: () => unknown, lang: Lang = 'en'): HttpError => {
  try {
    withLang(lang, run);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('single (one value of a query or form)', () => {
  const one = v.object({ a: single('a') });
  it.each([
    [{ a: ' x ' }, 'x'],
    [{ a: 5 }, '5'],
    [{ a: Number.NaN }, ''],
    [{ a: null }, ''],
    [{}, ''],
  ])('%j reads as %j', (input, value) => expect(parse(one, input).a).toBe(value));

  it.each([{ a: { b: 1 } }, { a: ['1'] }, { a: true }, parseForm('a[]=1'), parseForm('a[x]=1')])(
    'refuses a list or an object where one value belongs (422, not "missing"): %j',
    (input) => {
      expect(refusal(() => parse(one, input))).toMatchObject({
        status: 422,
        body: { errors: { a: [expect.any(String)] } },
      });
    },
  );
});

describe('fields (unknown fields refused by name)', () => {
  const body = fields({ a: single('a'), user: v.optional(fields({ b: single('b') })) });

  it('passes known fields', () => {
    expect(parse(body, { a: '1', user: { b: '2' } })).toEqual({ a: '1', user: { b: '2' } });
  });

  it.each([
    [{ a: 1, x: 2 }, ['x'], 'Unknown field: x.'],
    [{ x: 1, y: 2 }, ['x', 'y'], 'Unknown fields: x, y.'],
    [{ user: { b: 1, z: 2 } }, ['user.z'], 'Unknown field: user.z.'],
  ])('%j → 422 naming %j', (input, names, message) => {
    const error = refusal(() => parse(body, input));
    expect(error.status).toBe(422);
    expect(error.body.message).toBe(message);
    expect(Object.keys(error.body.errors)).toEqual(names);
  });

  it("names them in the request's language", () => {
    expect(refusal(() => parse(body, { x: 1 }), 'ru').body.message).toBe('Неизвестное поле: x.');
  });

  it.each([[[1]], ['text'], [null]])('a body that is not an object (%j) is a 400', (input) => {
    expect(refusal(() => parse(body, input))).toMatchObject({
      status: 400,
      body: { message: 'Send a JSON object.', errors: ['The request body must be a JSON object.'] },
    });
  });
});

describe('field rules', () => {
  const form = fields({
    name: requiredText('name', { max: 3 }),
    code: text('code', { pattern: /^\d+$/ }),
    dob: date('dob'),
    gender: int('gender', [0, 1]),
    sms: flag('sms'),
  });

  it('reads absent optional fields as null and trims texts', () => {
    expect(parse(form, { name: ' Ann ', code: ' ' })).toEqual({
      name: 'Ann',
      code: null,
      dob: null,
      gender: null,
      sms: null,
    });
    expect(parse(form, { name: 'A', dob: '2000-02-29', gender: '1', sms: '0' })).toMatchObject({
      dob: '2000-02-29',
      gender: 1,
      sms: false,
    });
  });

  it.each([
    [{}, 'name', 'The name field is required.'],
    [{ name: 5 }, 'name', 'The name field must be a string.'],
    [{ name: 'Anna' }, 'name', 'The name field must be at most 3 characters.'],
    [{ name: 'A', code: 'x1' }, 'code', 'The code field format is invalid.'],
    [{ name: 'A', dob: '2001-02-29' }, 'dob', 'The dob field must be a date (YYYY-MM-DD).'],
    [{ name: 'A', gender: 2 }, 'gender', 'The selected gender is invalid.'],
    [{ name: 'A', gender: '1.5' }, 'gender', 'The selected gender is invalid.'],
    [{ name: 'A', sms: 'yes' }, 'sms', 'The sms field must be 0 or 1.'],
  ])('%j → 422 on %s: %s', (input, name, message) => {
    expect(refusal(() => parse(form, input))).toMatchObject({
      status: 422,
      body: { message, errors: { [name]: [message] } },
    });
  });

  it('lists every refused field, one message each', () => {
    const error = refusal(() => parse(form, { name: 'Anna', gender: 'x', sms: 2 }));
    expect(error.body.errors).toEqual({
      name: ['The name field must be at most 3 characters.'],
      gender: ['The selected gender is invalid.'],
      sms: ['The sms field must be 0 or 1.'],
    });
  });

  it('answers in the shape an endpoint asks for', () => {
    expect(refusal(() => parse(form, {}, { list: true, status: 400 })).body).toEqual({
      message: 'The given data was invalid.',
      errors: ['The name field is required.'],
    });
    expect(refusal(() => parse(form, {}, { keys: { name: 'n' } })).body.errors).toEqual({
      n: ['The name field is required.'],
    });
  });
});

describe('idParam (one id rule for every path)', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['999999999', 999_999_999],
  ])('%j → %d', (raw, id) => {
    expect(idParam(raw)).toBe(id);
    expect(readId(raw)).toBe(id);
  });

  it.each(['', '0', '007', '-1', '1.5', '1e3', '1000000000', ' 1', 'abc', undefined])(
    '%j is a 404',
    (raw) => {
      expect(readId(raw)).toBeNull();
      expect(refusal(() => idParam(raw))).toMatchObject({ status: 404 });
    },
  );
});
