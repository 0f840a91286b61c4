// When the app keeps a route's first screen (capture.ts): once a route of START_VIEW_PATHS has been at
// rest for a moment after it opened, and when the page is hidden (the latest state, the moment before
// the customer leaves). Only signed in; the view is kept for the device store's owner and goes with it.
import { startViewKey } from '../../kernel/storeKeys.ts';
import { keepWhole } from '../../lib/offline/store.ts';
import { captureStartView } from './capture.ts';
import { PHONE_QUERY, startViewPath } from './view.ts';

/** How long a route has to be open before its screen is kept (its data has landed, the sync too). */
const SETTLE_MS = 2500;
/** Not at rest yet (loading, syncing): tried again this often, this many times. */
const RETRY_MS = 2000;
const RETRIES = 5;

export type KeepOptions = {
  root: HTMLElement;
  build: string;
  lang: () => string;
  signedIn: () => boolean;
  /** Calls back with the path whenever a navigation has finished. */
  onNavigated: (listener: (pathname: string) => void) => () => void;
};

/** Keeps the current screen now, if it is a start view's route; 'busy' when it is not at rest. */
const keepNow = async ({
  root,
  build,
  lang,
  signedIn,
}: Omit<KeepOptions, 'onNavigated'>): Promise<'kept' | 'busy' | 'skipped'> => {
  const path = startViewPath(window.location.pathname);
  if (!path || path !== window.location.pathname || !signedIn()) return 'skipped';
  const view = captureStartView(root, {
    build,
    lang: lang(),
    phone: window.matchMedia(PHONE_QUERY).matches,
    path,
  });
  if (!view) return 'busy';
  return (await keepWhole(startViewKey(path), view)) ? 'kept' : 'skipped';
};

export const keepStartViews = (options: KeepOptions): (() => void) => {
  let timer = 0;
  const later = (delay = SETTLE_MS, retries = RETRIES) => {
    clearTimeout(timer);
    timer = window.setTimeout(() => {
      const run = () =>
        void keepNow(options).then((done) => {
          if (done === 'busy' && retries > 0) later(RETRY_MS, retries - 1);
        });
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(run, { timeout: 2000 });
      else run();
    }, delay);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void keepNow(options);
  };
  const unsubscribe = options.onNavigated(() => later());
  document.addEventListener('visibilitychange', onHidden);
  later();
  return () => {
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', onHidden);
  };
};
