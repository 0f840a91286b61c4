// The language the customer chose on this device. Its own module, free of Lingui: the gate start
// (src/start/gate/) reads it before the app's code has loaded.
import { LANG_STORAGE_KEY } from '../../kernel/storeKeys.ts';

export const readStoredLang = (): string | null => {
  try {
    return localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    return null;
  }
};
