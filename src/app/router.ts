import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { timeRouteChunks } from '../lib/chunkTimeout.ts';
import { installDialogHistory } from '../lib/dialogHistory.ts';
import { allTexts } from '../lib/i18n/i18n.ts';
import { isSignedIn } from '../lib/session/session.ts';
import { routeTree } from '../routeTree.gen.ts';
import { RouteError } from './RouteError.tsx';
import { routesWaitForTexts } from './routeTexts.ts';
import { dropRouteScreens } from './signedOutRoutes.ts';

export const createAppRouter = (queryClient: QueryClient) => {
  // Back closing a dialog is heard before the router's history hears it (lib/dialogHistory.ts).
  installDialogHistory();
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Spec §2: scroll resets to the top on navigation — the router's default `resetScroll`
    // (e2e/frame.spec.ts checks it); restoring old positions is deliberately off.
    scrollRestoration: false,
    defaultPendingMinMs: 0,
    // Every route gets its own error boundary inside the frame: a screen whose loader or render fails
    // shows the error with a retry, and the header, side menu and footer stay (the root's own
    // errorComponent would replace the whole frame).
    defaultErrorComponent: RouteError,
  });
  // Spec §9: a screen whose code does not arrive in 120 s shows RouteError (with a retry), not a blank.
  // Signed out, no route's screen is drawn (the sign-in page is), so none of their code is fetched.
  // A screen outside the start's first part of the texts renders once its language is whole.
  if (isSignedIn()) {
    timeRouteChunks(Object.values(router.routesById));
    routesWaitForTexts(Object.values(router.routesById), allTexts);
  } else dropRouteScreens(Object.values(router.routesById));
  return router;
};

declare module '@tanstack/react-router' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface.
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
