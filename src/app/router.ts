import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';

export const createAppRouter = (queryClient: QueryClient) => {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Spec §2: scroll resets to the top on navigation — the router's default `resetScroll`
    // (e2e/frame.spec.ts checks it); restoring old positions is deliberately off.
    scrollRestoration: false,
    defaultPendingMinMs: 0,
  });
  return router;
};

declare module '@tanstack/react-router' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface.
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
