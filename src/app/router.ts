import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import { RouteError } from './RouteError.tsx';

export const createAppRouter = (queryClient: QueryClient) => {
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
  return router;
};

declare module '@tanstack/react-router' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface.
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
