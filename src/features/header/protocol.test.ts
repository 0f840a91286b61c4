import { describe, expect, it } from 'vitest';
import { frameSrc, isQuestion, isTrustedSender, parseFrameMessage } from './protocol.ts';

describe('parseFrameMessage', () => {
  it.each([
    [{ type: 'logout' }, { type: 'logout' }],
    [
      { type: 'login', token: 'abc' },
      { type: 'login', token: 'abc', username: '', avatar: '' },
    ],
    [
      { type: 'city', city: 'brest' },
      { type: 'city', city: 'brest' },
    ],
    [{ type: 'isLogin' }, { type: 'isLogin' }],
    [
      { type: 'isCity', city: null },
      { type: 'isCity', city: null },
    ],
  ])('accepts %j', (data, parsed) => expect(parseFrameMessage(data)).toEqual(parsed));

  it.each([
    ['logout'],
    [null],
    [{ type: 'delete-everything' }],
    [{ type: 'login', token: '' }],
    [{ type: 'city', city: 'Minsk<script>' }],
    [{ type: 'city' }],
  ])('refuses %j', (data) => expect(parseFrameMessage(data)).toBeNull());
});

describe('isQuestion', () => {
  it.each([
    [{ type: 'isLogin' }, 'value', true],
    [{ type: 'isLogin', value: false }, 'value', false],
    [{ type: 'isCity', city: null }, 'city', false],
  ] as const)('%j → %j', (data, field, question) => expect(isQuestion(data, field)).toBe(question));
});

describe('isTrustedSender', () => {
  const frame = {};
  const site = 'http://site.localhost:8080';
  it.each([
    [{ origin: 'http://site.localhost:8080', source: frame }, true],
    [{ origin: 'http://site.localhost:8081', source: frame }, false],
    [{ origin: 'http://evil.localhost:8080', source: frame }, false],
    [{ origin: 'http://localhost:8080', source: frame }, false],
    [{ origin: 'http://site.localhost:8080', source: {} }, false],
    [{ origin: 'null', source: frame }, false],
  ])('%j → %j', (event, trusted) => expect(isTrustedSender(event, site, frame)).toBe(trusted));

  it('trusts nothing before the frame exists', () =>
    expect(isTrustedSender({ origin: site, source: null }, site, null)).toBe(false));
});

it('names the cabinet origin in the frame address', () => {
  expect(frameSrc('http://site.localhost:8080', 'http://ge.localhost:8080')).toBe(
    'http://site.localhost:8080/cabinet-frame?origin=http%3A%2F%2Fge.localhost%3A8080',
  );
});
