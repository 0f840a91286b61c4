// Signed out, the frame shows the sign-in page in place of every route (app/Shell.tsx) and signing in
// reloads the page (features/auth, the main site's login message): in a signed-out page no route's own
// screen is ever drawn. The router would still fetch the matched route's code-split screen before its
// first render (on `/tickets/actual` the orders list, its kit and stylesheet, ~23 kB), bytes that stood
// between a first visit and the sign-in form. Dropped, the router has nothing of
// the route to load; an error or an unknown path still gets the router's defaults (RouteError, NotFound).
import { dropSplitComponents } from '../lib/splitRoutes.ts';

type RouteLike = { options: object };

/** Removes the routes' code-split components (those that would be fetched on demand). */
export const dropRouteScreens = (routes: Iterable<RouteLike>): void => dropSplitComponents(routes);
