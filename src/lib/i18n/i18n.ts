// Language runtime: loads every catalog of a language (one PO file per feature, compiled by the
// Lingui Vite plugin; one module per language, catalogs/<lang>.ts, so one request), activates it, and
// remembers the choice on the device.
import { i18n, type Messages } from '@lingui/core';
import { intlLocale, type Lang } from './langs.ts';
import { LANG_STORAGE_KEY } from './storedLang.ts';

const CATALOGS: Record<Lang, () => Promise<{ messages: Messages }>> = {
  ru: () => import('./catalogs/ru.ts'),
  en: () => import('./catalogs/en.ts'),
  be: () => import('./catalogs/be.ts'),
  ge: () => import('./catalogs/ge.ts'),
  az: () => import('./catalogs/az.ts'),
};

export const activateLang = async (lang: Lang, { remember = true } = {}): Promise<void> => {
  const { messages } = await CATALOGS[lang]();
  i18n.load(lang, messages);
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
