// The app's HTTP client instance: the brand's API base, the cookie token, 401 → sign-out, the active
// language (the server's error texts and return terms follow it), and the server's clock (each fresh
// answer's Date header).
import { i18n } from '@lingui/core';
import { intlLocale, isLang } from '../../kernel/langs.ts';
import { brand } from '../brand/current.ts';
import { noteServerDate } from '../serverClock.ts';
import { getToken, signOut } from '../session/session.ts';
import { createHttp } from './client.ts';
import { takeEarlyGet } from './early.ts';

export const http = createHttp({
  baseURL: brand.api,
  getToken,
  // A read the page's entry already started (lib/http/early.ts) is taken instead of asked again (its
  // answer set the clock when it arrived); every other answer sets it here.
  fetch: (input, init) => {
    const early = typeof input === 'string' ? takeEarlyGet(input, init) : undefined;
    if (early) return early;
    const sentAtMs = Date.now();
    return globalThis.fetch(input, init).then((response) => {
      noteServerDate({ date: response.headers.get('Date'), sentAtMs, receivedAtMs: Date.now() });
      return response;
    });
  },
  getLanguage: () => intlLocale(isLang(i18n.locale) ? i18n.locale : brand.defaultLang),
  onUnauthorized: () => {
    void signOut();
  },
});
