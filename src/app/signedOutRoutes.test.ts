import { describe, expect, it, vi } from 'vitest';
import { dropRouteScreens } from './signedOutRoutes.ts';

const splitComponent = () => Object.assign(() => null, { preload: vi.fn(() => Promise.resolve()) });

describe('dropRouteScreens', () => {
  it.each([
    ['a code-split screen', { component: splitComponent() }, []],
    [
      'a code-split error and not-found screen',
      { errorComponent: splitComponent(), notFoundComponent: splitComponent() },
      [],
    ],
    ['a screen in the route file itself (no preload)', { component: () => null }, ['component']],
    [
      'a loader and a redirect',
      { loader: () => undefined, beforeLoad: () => undefined },
      ['loader', 'beforeLoad'],
    ],
  ])('%s', (_, options, kept) => {
    const route = { options: { ...options } };
    dropRouteScreens([route]);
    expect(Object.keys(route.options)).toEqual(kept);
  });

  it('never asks for the dropped code', () => {
    const component = splitComponent();
    dropRouteScreens([{ options: { component } }]);
    expect(component.preload).not.toHaveBeenCalled();
  });
});
