import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** Paths a navigation must reach the network for: the API (and its window opens: PDFs, payment pages). */
export const NAVIGATION_DENYLIST = [/^\/api\//, /^\/demo\//];

/** Every in-app navigation gets the precached shell; the router draws the route. */
export const setupNavigation = (): void => {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }),
  );
};
