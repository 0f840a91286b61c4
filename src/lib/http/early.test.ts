import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDERS, ordersPage } from '../../kernel/startEndpoints.ts';
import { EARLY_TAKE_MS, forgetEarlyGets, startEarlyGet, takeEarlyGet } from './early.ts';

const URL_A = `http://localhost${ordersPage('actual', 1, 'ru')}`;
const asked = (token = 'tok') => ({
  method: 'GET',
  headers: new Headers({ Authorization: `Bearer ${token}` }),
});

const stubFetch = () => {
  const fetch = vi.fn(async () => new Response('{"data":[],"last_page":1}'));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

afterEach(() => {
  forgetEarlyGets();
  vi.unstubAllGlobals();
});

describe('early reads', () => {
  it('sends the request as the client would: GET, bearer token, language, no cookies; at a low priority', () => {
    const fetch = stubFetch();
    startEarlyGet(URL_A, 'tok', 'ru');
    expect(fetch).toHaveBeenCalledWith(URL_A, {
      headers: { Accept: 'application/json', Authorization: 'Bearer tok', 'Accept-Language': 'ru' },
      credentials: 'omit',
      // Below the start shell's own files (src/start/start.ts), at the level of the app's code.
      priority: 'low',
    });
  });

  it.each([
    [
      'the same address, parameters in another order',
      `http://localhost${ORDERS}?lang=ru&page=1&type=actual`,
      asked(),
      true,
    ],
    ['another page', `http://localhost${ordersPage('actual', 2, 'ru')}`, asked(), false],
    ['another language', `http://localhost${ordersPage('actual', 1, 'en')}`, asked(), false],
    ['another token', URL_A, asked('other'), false],
    ['no token', URL_A, { method: 'GET' }, false],
    ['a POST', URL_A, { ...asked(), method: 'POST' }, false],
  ])('is taken for %s: %s', async (_, url, init, taken) => {
    stubFetch();
    startEarlyGet(URL_A, 'tok', 'ru');
    const answer = takeEarlyGet(url, init);
    expect(answer !== undefined).toBe(taken);
    if (answer) expect(await (await answer).json()).toEqual({ data: [], last_page: 1 });
  });

  it('is taken once: the next request for the address goes to the network', () => {
    stubFetch();
    startEarlyGet(URL_A, 'tok', 'ru');
    expect(takeEarlyGet(URL_A, asked())).toBeDefined();
    expect(takeEarlyGet(URL_A, asked())).toBeUndefined();
  });

  it('is left when asked for too long after the start', () => {
    stubFetch();
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    startEarlyGet(URL_A, 'tok', 'ru');
    now.mockReturnValue(1000 + EARLY_TAKE_MS + 1);
    expect(takeEarlyGet(URL_A, asked())).toBeUndefined();
  });

  it("ends with the taker's signal (a timeout or a cancelled query)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    startEarlyGet(URL_A, 'tok', 'ru');
    const abort = new AbortController();
    const answer = takeEarlyGet(URL_A, { ...asked(), signal: abort.signal });
    abort.abort(new DOMException('stop', 'AbortError'));
    await expect(answer).rejects.toThrow('stop');
  });
});
