// The language the customer chose on this device. Its own module, free of Lingui: the gate start
// (src/start/gate/) reads it before the app's code has loaded.
export const LANG_STORAGE_KEY = 'cabinet.lang';

export const readStoredLang = (): string | null => {
  try {
    return localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    return null;
  }
};
