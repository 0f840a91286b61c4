import { describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE, getCookie, readCookie, removeCookie, serializeCookie, setCookie } from './cookies.ts';
import { nextTask } from './nextPaint.ts';

describe('cookies', () => {
  it.each([
    ['token=abc; username=Anna', 'token', 'abc'],
    ['a=1;  token=x%20y ;b=2', 'token', 'x y'],
    ['tokenx=1', 'token', null],
    ['', 'token', null],
    ['token=%E0%A4%A', 'token', null],
  ])('reads %s', (source, name, value) => expect(readCookie(source, name)).toBe(value));

  it('expires a removed cookie in the past too', () => {
    expect(serializeCookie('token', '', { maxAge: 0 })).toBe(
      'token=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    );
  });

  it('writes the auth cookies for one year, Secure, SameSite=None', () => {
    expect(serializeCookie('token', 'a b', AUTH_COOKIE)).toBe(
      'token=a%20b; Path=/; Max-Age=31536000; SameSite=None; Secure',
    );
  });

  it("asks the browser's cookie store once a task, and sees its own writes and others' next task", async () => {
    const reads = vi.spyOn(document, 'cookie', 'get');
    await nextTask();
    setCookie('city', 'minsk');
    expect([getCookie('city'), getCookie('city'), getCookie('token')]).toEqual(['minsk', 'minsk', null]);
    expect(reads).toHaveBeenCalledTimes(1);
    // biome-ignore lint/suspicious/noDocumentCookie: a change made elsewhere (another tab, the main site)
    document.cookie = 'city=tbilisi; path=/';
    expect(getCookie('city')).toBe('minsk');
    await nextTask();
    expect(getCookie('city')).toBe('tbilisi');
    removeCookie('city');
    expect(getCookie('city')).toBeNull();
    expect(reads).toHaveBeenCalledTimes(3);
    reads.mockRestore();
  });
});
