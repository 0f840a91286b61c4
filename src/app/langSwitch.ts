// A language switch loads the chosen language while the current one stays active and usable. When its
// texts do not arrive (a failure, or the 120 s chunk limit of lib/i18n), the notice says so and offers to
// try again. A browser keeps a stalled or failed module load of a page as it is, so the retry is a new
// page: in the current language (a start in the one that failed could stall before anything is drawn),
// which asks for the chosen one again after its first screen.
import { useSyncExternalStore } from 'react';
import { isLang, type Lang } from '../kernel/langs.ts';
import { activateLang, i18n } from '../lib/i18n/i18n.ts';

const RETRY_KEY = 'cabinet.lang-retry';

let failed: Lang | null = null;
const listeners = new Set<() => void>();
const setFailed = (lang: Lang | null) => {
  failed = lang;
  for (const l of listeners) l();
};

/** Switches to `lang`; resolves once it is active, or once its failure is shown. */
export const switchLang = (lang: Lang): Promise<void> => {
  setFailed(null);
  return activateLang(lang).catch((error: unknown) => {
    console.error('language load failed', error);
    setFailed(lang);
  });
};

export const dismissLangFailure = (): void => setFailed(null);

/** A new page in the current language, which switches to the failed one again (resumeLangSwitch). */
export const retryLangSwitch = (): void => {
  if (!failed) return;
  try {
    sessionStorage.setItem(RETRY_KEY, failed);
  } catch {
    // Nowhere to keep the choice: the new page stays in the current language, to be chosen again.
  }
  window.location.reload();
};

/** After the first screen: the switch the customer asked to try again on the previous page. */
export const resumeLangSwitch = (): void => {
  let lang: string | null = null;
  try {
    lang = sessionStorage.getItem(RETRY_KEY);
    sessionStorage.removeItem(RETRY_KEY);
  } catch {
    return;
  }
  if (lang !== null && isLang(lang) && lang !== i18n.locale) void switchLang(lang);
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The language whose switch failed, while its notice is up. */
export const useFailedLang = (): Lang | null => useSyncExternalStore(subscribe, () => failed);
