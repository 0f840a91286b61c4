import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { offlineShell } from './shell.ts';

declare const self: ServiceWorkerGlobalScope;

/** Paths a navigation must reach the network for: the API (and its window opens: PDFs, payment pages). */
const NAVIGATION_DENYLIST = [/^\/api\//, /^\/demo\//];

/**
 * Every in-app navigation gets the precached shell; the router draws the route. With no network the
 * shell comes without the app's preloads, so the kept view paints first (shell.ts). The precached
 * /index.html is what this host's server answered for it: its brand's document (deploy/documents.ts).
 */
export const setupNavigation = (): void => {
  const shell = createHandlerBoundToURL('/index.html');
  registerRoute(
    new NavigationRoute(
      async (options) => {
        const response = await shell(options);
        return self.navigator.onLine ? response : offlineShell(response);
      },
      { denylist: NAVIGATION_DENYLIST },
    ),
  );
};
