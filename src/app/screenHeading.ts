// Which screen is on view, read from its own main heading (every screen, the not-found one included, has
// one `h1` in `main`): the document's title names it, and a move to another screen puts focus on it.

import type { AnyRouter } from '@tanstack/react-router';

/** The document's title: the screen (its main heading), then the site (the cabinet page's title, or the brand). */
export const screenTitle = (heading: string, site: string): string => {
  const screen = heading.replace(/\s+/g, ' ').trim();
  return screen && screen !== site ? `${screen} — ${site}` : site;
};

/** The section a path belongs to: its first segment (`/tickets/used` → `tickets`). Tabs share one. */
export const sectionOf = (pathname: string): string => pathname.split('/')[1] ?? '';

const mainHeading = (): HTMLElement | null => document.querySelector<HTMLElement>('main h1');

/**
 * Calls `found` with the main heading once there is one that is not `previous` (a new screen's own
 * heading: the screen's code or data may still be on its way). Returns a stop function.
 */
export const whenHeading = (
  previous: Element | null,
  found: (heading: HTMLElement) => void,
): (() => void) => {
  const ready = () => {
    const heading = mainHeading();
    return heading && heading !== previous ? heading : null;
  };
  const now = ready();
  if (now) {
    found(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = ready();
    if (!heading) return;
    observer.disconnect();
    found(heading);
  });
  observer.observe(document.getElementById('main') ?? document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
};

/** Focus on the new screen's heading, as a reader of the page starts a new page there. */
const focusHeading = (heading: HTMLElement): void => {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
};

/**
 * Reports the screen's heading now and after every navigation; a move to another section focuses the new
 * heading and reports it as one to announce. Returns a stop function.
 */
export const watchScreens = (
  router: AnyRouter,
  onHeading: (text: string) => void,
  onEntered: (text: string) => void,
): (() => void) => {
  let stop = whenHeading(null, (h) => onHeading(h.textContent ?? ''));
  // The heading on view when a navigation starts: the new screen's is another element.
  let leaving: Element | null = null;
  const unsubscribeBefore = router.subscribe('onBeforeNavigate', () => {
    leaving = mainHeading();
  });
  const unsubscribe = router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    stop();
    const entered = !!fromLocation && sectionOf(fromLocation.pathname) !== sectionOf(toLocation.pathname);
    stop = whenHeading(entered ? leaving : null, (h) => {
      const text = h.textContent ?? '';
      onHeading(text);
      if (!entered) return;
      focusHeading(h);
      onEntered(text);
    });
  });
  return () => {
    stop();
    unsubscribeBefore();
    unsubscribe();
  };
};
