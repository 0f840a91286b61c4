// Language runtime: loads every catalog of a language (one PO file per feature, compiled by the
// Lingui Vite plugin into its own chunk), activates it, and remembers the choice on the device.
import { i18n, type Messages } from '@lingui/core';
import { intlLocale, isLang, type Lang } from './langs.ts';
import { LANG_STORAGE_KEY } from './storedLang.ts';

const catalogs = import.meta.glob<{ messages: Messages }>('../../../locales/*/*.po');

const catalogsOf = (lang: Lang) =>
  Object.entries(catalogs)
    .filter(([path]) => path.includes(`/locales/${lang}/`))
    .map(([, load]) => load);

/** The stored choice if it is one of ours, else the brand's default (spec §1). */
export const initialLang = (stored: string | null, brandDefault: Lang): Lang =>
  isLang(stored) ? stored : brandDefault;

export const activateLang = async (lang: Lang, { remember = true } = {}): Promise<void> => {
  const loaded = await Promise.all(catalogsOf(lang).map((load) => load()));
  i18n.load(lang, Object.assign({}, ...loaded.map((m) => m.messages)));
  // Intl (plurals, numbers) knows Georgian as `ka`, not the platform's `ge`.
  i18n.activate(lang, [intlLocale(lang)]);
  document.documentElement.lang = intlLocale(lang);
  if (remember) {
    try {
      localStorage.setItem(LANG_STORAGE_KEY, lang);
    } catch {
      // Private mode or a full quota: the choice lasts for this page only.
    }
  }
};

export { i18n };
