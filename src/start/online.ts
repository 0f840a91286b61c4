// An online start: what the first screen needs starts travelling while the app's own files load,
// not after the app has been evaluated: the route's code and stylesheets and the language's texts, and for
// a signed-in customer the route's first API reads (taken by the app's HTTP client, lib/http/early.ts).
// Called by src/start/start.ts in a task of its own, right after the start chunk's evaluation (see there).

import { initialLang, intlLocale } from '../kernel/langs.ts';
import { brand } from '../lib/brand/current.ts';
import { startEarlyGet } from '../lib/http/early.ts';
import { earlyReads } from '../lib/http/earlyReads.ts';
import { readStoredLang } from '../lib/i18n/storedLang.ts';
import { nextTask } from '../lib/nextPaint.ts';
import { startFacts, startToken } from './gate/early.ts';
import { preloadRouteCode } from './preload/routeChunks.ts';

const preloadImage = (href: string): void => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  document.head.append(link);
};

/**
 * Starts the online start's requests, in two tasks (each request costs the main thread ~0.5–1 ms to send:
 * together they made a long task on a slow phone); nothing when the device is offline.
 */
export const startOnline = async (): Promise<void> => {
  if (!startFacts.online) return;
  const lang = initialLang(readStoredLang(), brand.defaultLang);
  // Signed out, the frame shows the sign-in page, not the route, and the router is given no route's code
  // to load (app/signedOutRoutes.ts): the language's texts only.
  preloadRouteCode(startToken ? startFacts.pathname : null, lang);
  await nextTask();
  // The header's logo: otherwise the first render asks for it, the last request before the first paint
  // (Lighthouse's simulated graph ended with it). Not the avatar: measured, no difference, and the URL
  // check would grow the gate start's chunk.
  preloadImage(brand.logo);
  if (startToken)
    for (const path of earlyReads(startFacts.pathname, lang))
      startEarlyGet(`${brand.api}${path}`, startToken, intlLocale(lang));
  warmSessionStorage();
};

/**
 * The router's module reads its scroll positions from sessionStorage as it is evaluated: the page's first
 * access to it waits for the browser process (a synchronous IPC), which is busy with the app's files by
 * then (30–65 ms inside the app's evaluation in traces on a loaded machine). Touched here, before the first
 * paint, while the browser has less to do, the app's evaluation finds it loaded.
 */
const warmSessionStorage = (): void => {
  try {
    void window.sessionStorage.length;
  } catch {
    // Storage refused (a sandboxed frame, a privacy setting): the router copes, and so does the start.
  }
};
