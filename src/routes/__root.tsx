import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFound } from '../app/NotFound.tsx';
import { RouteError } from '../app/RouteError.tsx';
import { Shell } from '../app/Shell.tsx';

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Shell,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});
