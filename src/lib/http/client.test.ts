import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_ALIASES, PROFILE_ALIASES, renameKeys, withAliases } from './aliases.ts';
import { bracketParams, createHttp } from './client.ts';
import { firstErrorMessage, HttpError, InvalidResponseError, NetworkError } from './errors.ts';

type Reply =
  | { status?: number; body?: string; contentType?: string; headers?: Record<string, string> }
  | 'network-down';

const setup = (reply: Reply, token: string | null = 'secret-token', language?: string) => {
  const calls: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    calls.push(req);
    if (reply === 'network-down') throw new TypeError('Failed to fetch');
    return new Response(reply.body ?? '', {
      status: reply.status ?? 200,
      headers: { 'content-type': reply.contentType ?? 'application/json', ...reply.headers },
    });
  }) as unknown as typeof globalThis.fetch;
  const onUnauthorized = vi.fn();
  const http = createHttp({
    baseURL: 'http://api.test',
    getToken: () => token,
    onUnauthorized,
    fetch,
    ...(language ? { getLanguage: () => language } : {}),
  });
  return { http, calls, onUnauthorized };
};

const Thing = v.object({ id: v.number(), name: v.string() });

describe('createHttp', () => {
  it('sends the bearer token and validates a good answer', async () => {
    const { http, calls } = setup({ body: '{"id":1,"name":"a","extra":true}' });
    await expect(
      http.request(Thing, '/api/x', { query: { page: 2, lang: 'ru', skip: undefined } }),
    ).resolves.toEqual({
      id: 1,
      name: 'a',
    });
    expect(calls[0]?.url).toBe('http://api.test/api/x?page=2&lang=ru');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer secret-token');
  });

  it('sends the active language as Accept-Language, so the server answers in it', async () => {
    const { http, calls } = setup({ body: '{"id":1,"name":"a"}' }, null, 'ka');
    await http.request(Thing, '/api/x');
    expect(calls[0]?.headers.get('accept-language')).toBe('ka');
  });

  it('sends no Authorization header when signed out', async () => {
    const { http, calls } = setup({ body: '{"id":1,"name":"a"}' }, null);
    await http.request(Thing, '/api/x');
    expect(calls[0]?.headers.get('authorization')).toBeNull();
  });

  it('form-encodes auth calls and JSON-encodes the rest', async () => {
    const { http, calls } = setup({ body: '{"id":1,"name":"a"}' });
    await http.request(Thing, '/api/v3/auth', {
      method: 'POST',
      form: { phone: '+375', newUser: true, x: null },
    });
    expect(calls[0]?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(await calls[0]?.text()).toBe('phone=%2B375&newUser=1');
    await http.request(Thing, '/api/y', { method: 'PUT', json: { a: 1 } });
    expect(calls[1]?.headers.get('content-type')).toContain('application/json');
    expect(await calls[1]?.text()).toBe('{"a":1}');
  });

  it.each([
    ['a missing field', '{"id":1}', ['name']],
    ['a wrong type', '{"id":"1","name":"a"}', ['id']],
    ['null', 'null', ['(root)']],
    ['an array', '[1,2]', ['id', 'name']],
    ['not JSON at all', '<html>oops</html>', ['(root)']],
    ['an empty body', '', ['(root)']],
  ])('turns %s into an InvalidResponseError naming the fields', async (_, body, fields) => {
    const { http } = setup({ body });
    const err = await http.request(Thing, '/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvalidResponseError);
    expect((err as InvalidResponseError).fields).toEqual(fields);
  });

  it('never puts field values into the error (they may be personal data)', async () => {
    const { http } = setup({ body: '{"id":"+375291111111","name":5}' });
    const err = (await http.request(Thing, '/api/x').catch((e: unknown) => e)) as Error;
    expect(err.message).not.toContain('375291111111');
  });

  it('signs out on 401 and still reports the error', async () => {
    const { http, onUnauthorized } = setup({ status: 401, body: '{"message":"Unauthenticated."}' });
    const err = await http.request(Thing, '/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not sign out again on a 401 to a call sent without a token', async () => {
    const { http, onUnauthorized } = setup({ status: 401, body: '{"message":"Unauthenticated."}' }, null);
    const err = await http.request(Thing, '/api/x').catch((e: unknown) => e);
    expect((err as HttpError).status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('hands other errors to the caller with the parsed body', async () => {
    const { http, onUnauthorized } = setup({
      status: 422,
      body: '{"errors":{"code":["Bad code"]},"message":"m"}',
    });
    const err = (await http.request(Thing, '/api/x').catch((e: unknown) => e)) as HttpError;
    expect(err.status).toBe(422);
    expect(err.body).toEqual({ errors: { code: ['Bad code'] }, message: 'm' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reads Retry-After once, at the boundary: a 429 carries the seconds to wait', async () => {
    const { http } = setup({
      status: 429,
      body: '{"message":"Too many","errors":{"code":["Too many"]}}',
      headers: { 'retry-after': '840' },
    });
    const err = (await http.request(Thing, '/api/x').catch((e: unknown) => e)) as HttpError;
    expect(err.status).toBe(429);
    expect(err.retryAfterS).toBe(840);
    const plain = (await setup({ status: 422, body: '{}' })
      .http.request(Thing, '/api/x')
      .catch((e: unknown) => e)) as HttpError;
    expect(plain.retryAfterS).toBeNull();
  });

  it.each([
    ['900', 900],
    ['0', 0],
    ['Sat, 21 Nov 2026 10:02:00 GMT', null],
    ['-5', null],
    ['1.5', null],
    ['soon', null],
  ])('Retry-After %j → %j s', async (value, seconds) => {
    const { http } = setup({ status: 429, body: '{}', headers: { 'retry-after': value } });
    const err = (await http.request(Thing, '/api/x').catch((e: unknown) => e)) as HttpError;
    expect(err.retryAfterS).toBe(seconds);
  });

  it('keeps a 500 with a non-JSON body as an HttpError with an empty body', async () => {
    const { http } = setup({ status: 500, body: 'Internal error', contentType: 'text/plain' });
    const err = (await http.request(Thing, '/api/x').catch((e: unknown) => e)) as HttpError;
    expect(err).toBeInstanceOf(HttpError);
    expect(err.body).toEqual({});
  });

  it('reports a network failure as a NetworkError', async () => {
    const { http } = setup('network-down');
    await expect(http.request(Thing, '/api/x')).rejects.toBeInstanceOf(NetworkError);
  });

  it('turns a hung request into a NetworkError after the timeout, and keeps a caller abort an abort', async () => {
    const hang = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init?.signal;
          signal?.addEventListener('abort', () => reject(signal.reason));
        }),
    ) as unknown as typeof globalThis.fetch;
    const http = createHttp({
      baseURL: 'http://api.test',
      getToken: () => null,
      onUnauthorized: vi.fn(),
      fetch: hang,
      timeoutMs: 30,
    });
    const err = await http.request(Thing, '/api/slow').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as Error).message).toContain('No answer in time');
    const caller = new AbortController();
    const pending = http.request(Thing, '/api/slow', { signal: caller.signal }).catch((e: unknown) => e);
    caller.abort();
    expect(await pending).not.toBeInstanceOf(NetworkError);
  });

  it('builds window-open URLs', () => {
    const { http } = setup({});
    expect(http.url('/api/v2/users/me/orders/1/download', { t: 'dl', lang: 'ru' })).toBe(
      'http://api.test/api/v2/users/me/orders/1/download?t=dl&lang=ru',
    );
  });
});

describe('firstErrorMessage', () => {
  it.each([
    [{ errors: ['first', 'second'] }, undefined, 'first'],
    [{ errors: { code: ['Bad code', 'x'] } }, 'code', 'Bad code'],
    [{ errors: { code: 'Plain' } }, 'code', 'Plain'],
    [{ errors: { other: ['x'] } }, 'code', undefined],
    [{ errors: { a: [], b: ['B'] } }, undefined, 'B'],
    [{ message: 'msg' }, undefined, 'msg'],
    [{ error: 'err' }, undefined, 'err'],
    [{ errors: [] as string[], message: '  ' }, undefined, undefined],
    [undefined, undefined, undefined],
  ])('%j (%s) → %s', (body, field, text) => expect(firstErrorMessage(body, field)).toBe(text));
});

describe('aliases', () => {
  it('normalises the Cyrillic-С spelling and expired_ad', () => {
    expect(renameKeys({ awaitingСonfirm: true, expired_ad: 5 }, ORDER_ALIASES)).toEqual({
      awaitingConfirm: true,
      expired_at: 5,
    });
  });

  it('prefers the canonical spelling when both are sent', () => {
    expect(renameKeys({ first_name: 'a', firstName: 'b' }, PROFILE_ALIASES)).toEqual({ firstName: 'b' });
  });

  it('validates after renaming', () => {
    const S = withAliases(PROFILE_ALIASES, v.object({ firstName: v.string(), cityId: v.number() }));
    expect(v.parse(S, { first_name: 'Anna', city_id: 1 })).toEqual({ firstName: 'Anna', cityId: 1 });
    expect(v.parse(S, { firstName: 'Anna', cityId: 1 })).toEqual({ firstName: 'Anna', cityId: 1 });
    expect(v.safeParse(S, 'nope').success).toBe(false);
  });

  it('nests PHP-style parameters', () => {
    expect(bracketParams('params', { email: 'a@b.c', phone: undefined })).toEqual({
      'params[email]': 'a@b.c',
      'params[phone]': undefined,
    });
  });
});
