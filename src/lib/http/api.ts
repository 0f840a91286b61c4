// The app's HTTP client instance: the brand's API base, the cookie token, 401 → sign-out, and the
// active language (the server's error texts and return terms follow it).
import { i18n } from '@lingui/core';
import { brand } from '../brand/current.ts';
import { intlLocale, isLang } from '../i18n/langs.ts';
import { getToken, signOut } from '../session/session.ts';
import { createHttp } from './client.ts';
import { takeEarlyGet } from './early.ts';

export const http = createHttp({
  baseURL: brand.api,
  getToken,
  // A read the page's entry already started (lib/http/early.ts) is taken instead of asked again.
  fetch: (input, init) =>
    (typeof input === 'string' ? takeEarlyGet(input, init) : undefined) ?? globalThis.fetch(input, init),
  getLanguage: () => intlLocale(isLang(i18n.locale) ? i18n.locale : brand.defaultLang),
  onUnauthorized: () => {
    void signOut();
  },
});
