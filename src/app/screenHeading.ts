// Which screen is on view, read from its own main heading (every screen, the not-found one included, has
// one `h1` in `main`): the document's title names it, and a move to another screen puts focus on it.

/** The section a path belongs to: its first segment (`/tickets/used` → `tickets`). Tabs share one. */
export const sectionOf = (pathname: string): string => pathname.split('/')[1] ?? '';

/** The document's title: the screen, then the site (the cabinet page's title, or the brand). */
export const screenTitle = (heading: string, site: string): string => {
  const screen = heading.replace(/\s+/g, ' ').trim();
  return screen && screen !== site ? `${screen} — ${site}` : site;
};

export const mainHeading = (): HTMLElement | null => document.querySelector<HTMLElement>('main h1');

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
export const focusHeading = (heading: HTMLElement): void => {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
};
