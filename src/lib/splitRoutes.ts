// The one place that reaches into TanStack Router's code-split screens. The router plugin turns each
// split route option into a lazyRouteComponent, and the router fetches its chunk by calling that
// component's `preload` (router-core reads `route.options[key]?.preload?.()`). No public option hooks
// that load (docs/decisions-faults.md), so a deadline, a wait for the language, or dropping a screen is
// done here; splitRoutes.test.ts checks it against a real router, so an upgrade that moves it fails there.

/** A code-split component's loader: a pending import, or nothing once the chunk has loaded. */
export type Preload = () => Promise<unknown> | undefined;
type RouteLike = { options: object };

/** The route options the router plugin may code-split, each a lazyRouteComponent with `preload`. */
const SPLIT_KEYS = ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent'] as const;

const eachSplit = (
  routes: Iterable<RouteLike>,
  visit: (component: { preload: Preload }, options: object, key: string) => void,
): void => {
  for (const route of routes)
    for (const key of SPLIT_KEYS) {
      const component: unknown = Reflect.get(route.options, key);
      if (typeof component === 'function' && typeof Reflect.get(component, 'preload') === 'function')
        visit(component as unknown as { preload: Preload }, route.options, key);
    }
};

/**
 * Replaces the loader of each code-split component of `routes` with `wrap(loader)`: what the router
 * waits for before it renders the route. A loaded component drops its loader, and the wrapper with it.
 */
export const wrapSplitLoads = (routes: Iterable<RouteLike>, wrap: (preload: Preload) => Preload): void =>
  eachSplit(routes, (component) => {
    component.preload = wrap(component.preload);
  });

/** Removes the code-split components of `routes`: the router then has none of their code to fetch. */
export const dropSplitComponents = (routes: Iterable<RouteLike>): void =>
  eachSplit(routes, (_component, options, key) => {
    Reflect.deleteProperty(options, key);
  });
