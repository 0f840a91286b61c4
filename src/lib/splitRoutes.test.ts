// Against the real router: the adapter reaches into how TanStack Router loads a code-split screen, so an
// upgrade that changes it must fail here, not silently drop the chunk deadline or the language wait.
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { dropSplitComponents, type Preload, wrapSplitLoads } from './splitRoutes.ts';

const KEYS = ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent'] as const;
type Key = (typeof KEYS)[number];

/** A route whose `key` is code-split the way the router plugin writes it, with its importer watched. */
const splitRoute = (key: Key) => {
  const importer = vi.fn(() => Promise.resolve({ default: () => null }));
  const rootRoute = createRootRoute();
  const route = createRoute({ getParentRoute: () => rootRoute, path: '/' });
  Object.assign(route.options, { [key]: lazyRouteComponent(importer) });
  const router = createRouter({
    routeTree: rootRoute.addChildren([route]),
    history: createMemoryHistory(),
  });
  // How the router asks for a route's chunk: its screen (with a pending one), or one boundary.
  const load = () =>
    router.loadRouteChunk(
      route as AnyRoute,
      key === 'errorComponent' || key === 'notFoundComponent' ? key : undefined,
    );
  return { route, importer, load };
};

describe.each(KEYS)('a code-split %s', (key) => {
  it('is loaded by the router through the wrapped loader, whose result the router awaits', async () => {
    const { route, importer, load } = splitRoute(key);
    const held = new Error('held by the wrapper');
    const asked = vi.fn();
    wrapSplitLoads([route], (preload: Preload) => () => {
      asked();
      return Promise.resolve(preload()).then(() => Promise.reject(held));
    });
    await expect(load()).rejects.toBe(held);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('once loaded, is not loaded again (the router drops the loader, and the wrapper with it)', async () => {
    const { route, importer, load } = splitRoute(key);
    const asked = vi.fn();
    wrapSplitLoads([route], (preload) => () => {
      asked();
      return preload();
    });
    await load();
    await load();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('dropped, loads nothing', async () => {
    const { route, importer, load } = splitRoute(key);
    dropSplitComponents([route]);
    await load();
    expect(importer).not.toHaveBeenCalled();
    expect(Reflect.get(route.options, key)).toBeUndefined();
  });
});

it('leaves the rest of a route alone: its own screen, its loader', () => {
  const screen = () => null;
  const loader = () => undefined;
  const options = { component: screen, loader };
  const wrap = vi.fn((preload: Preload) => preload);
  wrapSplitLoads([{ options }], wrap);
  dropSplitComponents([{ options }]);
  expect(wrap).not.toHaveBeenCalled();
  expect(options).toEqual({ component: screen, loader });
});
