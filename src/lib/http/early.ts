// Reads the page's entry starts before the app's code has arrived: on a first visit the
// route's data then travels while the framework loads, instead of after it has rendered. The app's
// HTTP client takes such an answer when it asks for the same address with the same token, once and
// only soon after the start; anything else is asked for as usual. No UI here, and no token kept
// beyond the request it was sent with.
import { noteServerDate } from '../serverClock.ts';

/** An answer not taken this long after it was asked for is left (the app asks again). */
export const EARLY_TAKE_MS = 10_000;

type Early = { auth: string; at: number; response: Promise<Response> };
const started = new Map<string, Early>();

/** One address, whatever the order of its query parameters. */
const keyOf = (url: string): string => {
  const u = new URL(url, window.location.href);
  u.searchParams.sort();
  return u.href;
};

/**
 * Starts a GET of `url` as the app's client would send it (`language`: the Accept-Language tag). Its
 * answer sets the server's clock when it arrives (lib/serverClock.ts), not when it is taken: by then its
 * Date header may be seconds old.
 */
export const startEarlyGet = (url: string, token: string, language: string): void => {
  const auth = `Bearer ${token}`;
  const sentAtMs = Date.now();
  const response = fetch(url, {
    headers: { Accept: 'application/json', Authorization: auth, 'Accept-Language': language },
    credentials: 'omit',
    priority: 'low',
  }).then((answer) => {
    noteServerDate({ date: answer.headers.get('Date'), sentAtMs, receivedAtMs: Date.now() });
    return answer;
  });
  // A failure is the taker's to handle; one nobody takes is no error.
  response.catch(() => undefined);
  started.set(keyOf(url), { auth, at: performance.now(), response });
};

const abortable = (response: Promise<Response>, signal: AbortSignal | null | undefined) => {
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<Response>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    response.then(resolve, reject);
  });
};

/**
 * The early answer for this request, or undefined when there is none: another address, method or
 * token, already taken, or asked for too long ago.
 */
export const takeEarlyGet = (url: string, init?: RequestInit): Promise<Response> | undefined => {
  if (started.size === 0 || (init?.method ?? 'GET').toUpperCase() !== 'GET') return undefined;
  const key = keyOf(url);
  const early = started.get(key);
  if (!early) return undefined;
  started.delete(key);
  if (performance.now() - early.at > EARLY_TAKE_MS) return undefined;
  if (new Headers(init?.headers).get('Authorization') !== early.auth) return undefined;
  return abortable(early.response, init?.signal);
};

/** Forgets every early read (tests; a sign-out needs nothing: the token check refuses them). */
export const forgetEarlyGets = (): void => started.clear();
