// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { textIn } from '../i18n/messages.ts';
import { parseForm, parseJson } from './body.ts';
import { HttpError } from './errors.ts';

describe('parseForm', () => {
  it('reads plain fields, decoding + and percent escapes', () => {
    expect(parseForm('phone=%2B375+29+111-11-11&formToken=abc')).toEqual({
      phone: '+375 29 111-11-11',
      formToken: 'abc',
    });
  });

  it('nests PHP-style bracket keys', () => {
    expect(
      parseForm('params%5Bemail%5D=a%40b.by&params[phone]=375&search[query]=swan&search[type]=1'),
    ).toEqual({
      params: { email: 'a@b.by', phone: '375' },
      search: { query: 'swan', type: '1' },
    });
    expect(parseForm('a[b][c]=1&a[b][d]=2')).toEqual({ a: { b: { c: '1', d: '2' } } });
  });

  it('builds lists from [] keys', () => {
    expect(parseForm('ids[]=1&ids[]=2')).toEqual({ ids: ['1', '2'] });
    // qs: a list of objects takes indices; `rows[][n]` twice would merge into one object.
    expect(parseForm('rows[0][n]=1&rows[1][n]=2')).toEqual({ rows: [{ n: '1' }, { n: '2' }] });
  });

  it('keeps the last of repeated plain keys and odd keys as they are', () => {
    // qs reads an unclosed bracket as a key of its own under `y`.
    expect(parseForm('a=1&a=2&x]=3&y[z=4')).toEqual({ a: '2', 'x]': '3', y: { '[z': '4' } });
  });

  it('cannot reach Object.prototype', () => {
    const parsed = parseForm('__proto__[polluted]=1&a[__proto__][b]=1&constructor[prototype][c]=1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(parsed).toEqual({});
  });

  it('refuses deep nesting and too many fields', () => {
    expect(() => parseForm(`a${'[x]'.repeat(10)}=1`)).toThrow(HttpError);
    expect(() => parseForm(Array.from({ length: 600 }, (_, i) => `f${i}=1`).join('&'))).toThrow(
      textIn('ru', 'http.tooManyFields', { max: 500 }),
    );
  });
});

describe('parseJson', () => {
  it('parses JSON, reads an empty body as {}', () => {
    expect(parseJson('{"a":[1]}')).toEqual({ a: [1] });
    expect(parseJson('  ')).toEqual({});
  });

  it('turns malformed JSON into a 400', () => {
    try {
      parseJson('{"a":');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 400 });
    }
  });
});
