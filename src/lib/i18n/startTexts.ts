// Which screens' texts a start loads before its first render. The build keeps in
// each language's first catalog file only the texts of the code every start runs (the page's entry and
// the app: frame, sign-in page, errors) and of the orders tabs' screens (scripts/catalog-split.ts); the
// rest of the language follows after the first screen. Every other screen, and the sign-in dialog, waits
// for the whole language before it renders (app/router.ts, app/LazySignInDialog.tsx).
import { openedPath, TAB_ROUTES, TICKETS } from '../../kernel/routeFacts.ts';

/** The routes (TanStack route ids) whose screens' texts are in the first part: the orders tabs'. */
export const START_TEXT_ROUTES: readonly string[] = [TICKETS, ...Object.keys(TAB_ROUTES)];

/**
 * Whether a start of `pathname` can render its first screen with the first part of the texts: a signed-out
 * start (the sign-in page, whatever the path) or an orders tab (`/` and `/tickets` redirect to one).
 */
export const startTextsSuffice = (pathname: string, signedIn: boolean): boolean => {
  if (!signedIn) return true;
  return openedPath(pathname) in TAB_ROUTES;
};
