import { describe, expect, it } from 'vitest';
import { readWidgetMessage, widgetParamsFromQuery, widgetUrl } from './rules.ts';

const W = 'http://widget.localhost:8330';

describe('widgetUrl: the spec URL shapes', () => {
  it.each([
    [{ sid: 7, seid: 12, lang: 'ru' }, `${W}?oid=7&seid=12&lang=ru`],
    [{ sid: 7, iid: 3, lang: 'en' }, `${W}/item?oid=7&iid=3&lang=en`],
    [{ sid: 7, lang: 'ge' }, `${W}?sid=7&lang=ge`],
    [{ lang: 'ru' }, null],
    [{ sid: -1, lang: 'ru' }, null],
    [{ sid: 1.5, lang: 'ru' }, null],
  ])('%o → %s', (params, url) => {
    expect(widgetUrl(W, params)).toBe(url);
  });
});

describe('readWidgetMessage: only the widget origin, only the protocol', () => {
  it.each([
    [{ origin: W, data: 'requestToken' }, { type: 'requestToken' }],
    [{ origin: W, data: { type: 'requestToken' } }, { type: 'requestToken' }],
    [{ origin: W, data: { type: 'closeFrame' } }, { type: 'closeFrame' }],
    [{ origin: W, data: 'closeFrameFromSite' }, { type: 'closeFrameFromSite' }],
    [
      { origin: W, data: { type: 'closeFrameError', message: 'declined' } },
      { type: 'closeFrameError', message: 'declined' },
    ],
    [
      { origin: W, data: 'closeFrameError' },
      { type: 'closeFrameError', message: null },
    ],
    [{ origin: 'http://evil.localhost:8330', data: 'requestToken' }, null],
    [{ origin: 'http://localhost:8330', data: { type: 'requestToken' } }, null],
    [{ origin: `${W}.evil.com`, data: 'requestToken' }, null],
    [{ origin: W, data: { type: 'auth', token: 'x' } }, null],
    [{ origin: W, data: 42 }, null],
    [{ origin: W, data: null }, null],
  ])('%o → %o', (event, message) => {
    expect(readWidgetMessage(event, W)).toEqual(message);
  });
});

describe('widgetParamsFromQuery', () => {
  it.each([
    ['7', { sid: 7, lang: 'ru' }],
    ['7:12', { sid: 7, seid: 12, lang: 'ru' }],
    ['7/item:3', { sid: 7, iid: 3, lang: 'ru' }],
    [7, { sid: 7, lang: 'ru' }],
    ['x', null],
    ['7:', null],
    [undefined, null],
  ])('%s → %o', (value, params) => {
    expect(widgetParamsFromQuery(value, 'ru')).toEqual(params);
  });
});
