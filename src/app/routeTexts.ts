// A start on the orders tabs renders with the first part of its language's texts, the rest following
// after the first screen (lib/i18n/startTexts.ts). Every other screen's code is loaded by the router
// through its components' `preload`: the load now also waits for the whole language, so a screen never
// renders a text the device does not have yet (it would show the text's id).
import { START_TEXT_ROUTES } from '../lib/i18n/startTexts.ts';
import { wrapSplitLoads } from '../lib/splitRoutes.ts';

type RouteLike = { id: string; options: object };

/** Makes the code-split screens of every route outside START_TEXT_ROUTES wait for `texts` too. */
export const routesWaitForTexts = (routes: Iterable<RouteLike>, texts: () => Promise<void>): void =>
  wrapSplitLoads(
    [...routes].filter((route) => !START_TEXT_ROUTES.includes(route.id)),
    (preload) => () => Promise.all([preload(), texts()]).then(() => undefined),
  );
