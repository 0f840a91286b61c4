// What another open tab of the cabinet changes reaches this one: a session that ended or changed there
// (lib/session/session.ts watchSession), and the language chosen there. The kept set kept anew by
// another tab's sync is the sync's own news (keptSync.ts).
import type { QueryClient } from '@tanstack/react-query';
import { isLang } from '../kernel/langs.ts';
import { LANG_STORAGE_KEY } from '../kernel/storeKeys.ts';
import { reloadPage } from '../lib/dialogHistory.ts';
import { activateLang, i18n } from '../lib/i18n/i18n.ts';
import { forgetDrawnCodes } from '../lib/qr/qrSvg.ts';
import { watchSession } from '../lib/session/session.ts';

type Options = {
  queryClient: QueryClient;
  /** Takes everything the page shows off the screen (the app's tree, the gate start's view). */
  clearScreen: () => void;
};

export const followOtherTabs = ({ queryClient, clearScreen }: Options): void => {
  // The page was drawn for a session that is over: nothing of it stays on screen or in memory, and the
  // page starts again under the session the device has now (signed out, or the new customer's).
  watchSession(() => {
    clearScreen();
    queryClient.clear();
    forgetDrawnCodes();
    reloadPage();
  });
  // The choice is kept in localStorage, whose writes other pages of the origin hear as `storage` events.
  window.addEventListener('storage', (e) => {
    if (e.key !== LANG_STORAGE_KEY || !isLang(e.newValue) || e.newValue === i18n.locale) return;
    activateLang(e.newValue, { remember: false }).catch((err: unknown) =>
      console.error('language load failed', err),
    );
  });
};
