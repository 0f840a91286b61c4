// Cookie helpers. Auth cookies follow spec §9: one year, Secure, SameSite=None.
import { nextTask } from './nextPaint.ts';

export const ONE_YEAR_SECONDS = 31536000;

export type CookieOptions = {
  maxAge?: number;
  secure?: boolean;
  sameSite?: 'None' | 'Lax' | 'Strict';
  path?: string;
};

export const readCookie = (source: string, name: string): string | null => {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
};

export const serializeCookie = (name: string, value: string, opts: CookieOptions = {}): string => {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${opts.path ?? '/'}`];
  if (opts.maxAge !== undefined) parts.push(`Max-Age=${opts.maxAge}`);
  // A past Expires as well: some cookie jars keep a Max-Age=0 cookie for the millisecond it was set in.
  if (opts.maxAge !== undefined && opts.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (opts.sameSite) parts.push(`SameSite=${opts.sameSite}`);
  if (opts.secure) parts.push('Secure');
  return parts.join('; ');
};

/**
 * The page's cookies as read in this task. Each read of `document.cookie` is a round trip to the browser's
 * cookie store; a start's renders and requests asked it dozens of times a task (docs/decisions-bench.md).
 * Another tab's or the server's change is seen from the next task on, as before; this page's own at once.
 */
let inTask: string | undefined;

export const getCookie = (name: string): string | null => {
  if (inTask === undefined) {
    inTask = document.cookie;
    void nextTask().then(() => {
      inTask = undefined;
    });
  }
  return readCookie(inTask, name);
};

export const setCookie = (name: string, value: string, opts?: CookieOptions): void => {
  // biome-ignore lint/suspicious/noDocumentCookie: the platform's session lives in plain cookies (spec §6, §9).
  document.cookie = serializeCookie(name, value, opts);
  inTask = undefined;
};

export const removeCookie = (name: string, opts: Omit<CookieOptions, 'maxAge'> = {}): void => {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie.
  document.cookie = serializeCookie(name, '', { ...opts, maxAge: 0 });
  inTask = undefined;
};

/** Options of the auth cookies `token`, `avatar`, `username`. */
export const AUTH_COOKIE: CookieOptions = { maxAge: ONE_YEAR_SECONDS, secure: true, sameSite: 'None' };
