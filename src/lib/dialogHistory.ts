// Back closes what is open on top (a dialog, the menu, the full-screen QR), as on a native app, instead
// of leaving the page, or the installed app from its start page. An open dialog adds a history entry of
// its own (same URL, a marker in its state); Back to the entry below closes the topmost dialog; a dialog
// closed another way (its button, Escape) takes its entry back. The router never sees these entries:
// they are written with the browser's own pushState (the router wraps the instance's method, not
// History.prototype's) and their pops are stopped before the router's listener, so it neither reloads
// the route nor resets the scroll. What the router writes on a dialog's entry (a search parameter it
// drops) is carried down to the entry below when the dialog closes, else closing would bring back the
// old address. A navigation from inside a dialog takes the dialog's entry (replace), so no dead entry
// is left behind it. The hook is ui/backCloses.ts; docs/decisions-a11y.md, "Back closes
// what is open".
import { DIALOG_MARK } from './dialogMark.ts';
import { nextTask } from './nextPaint.ts';

const MARK = DIALOG_MARK;
/** How many dialog entries this one is above the page's own entry (1 for the first). */
const DEPTH = '__cabinetDialogDepth';

type Entry = { id: number; close: () => void; gone: boolean };

const stack: Entry[] = [];
let nextId = 1;
/** Pops this module caused itself (a dialog closed by its button takes its entry back). */
let ownPops = 0;
/** A dialog's entry about to be taken back; a dialog opening in the same moment takes it over instead. */
let handing: Entry | null = null;
/** The page is being left for another document (a main-site link in the menu): no entry is taken back. */
let leavingPage = false;
/** What to do once the page's own entry is reached again (reloadPage). */
let onPageEntry: (() => void) | null = null;
/** The router's state and address written on a dialog's entry; the entries below still hold the old. */
let routerWrote: { data: unknown; url: string } | null = null;
let installed = false;

const markOf = (state: unknown): number | null => {
  if (typeof state !== 'object' || state === null) return null;
  const mark = (state as Record<string, unknown>)[MARK];
  return typeof mark === 'number' ? mark : null;
};

const depthOf = (state: unknown): number => {
  const depth = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[DEPTH] : 0;
  return typeof depth === 'number' && depth > 0 ? depth : 0;
};

const stateWith = (id: number, depth: number): Record<string, unknown> => ({
  ...(typeof history.state === 'object' && history.state !== null ? history.state : {}),
  [MARK]: id,
  [DEPTH]: depth,
});

/** The entry just reached below a closed dialog takes what the router wrote above it. */
const takeRouterWrite = () => {
  if (!routerWrote) return;
  const { data, url } = routerWrote;
  const mark = markOf(history.state);
  // Still a dialog's entry: the page's own entry, further down, needs it too.
  if (mark === null) routerWrote = null;
  const state =
    mark !== null && typeof data === 'object' && data !== null
      ? { ...data, [MARK]: mark, [DEPTH]: depthOf(history.state) }
      : data;
  History.prototype.replaceState.call(history, state, '', url);
};

const goBack = (steps = 1) => {
  ownPops++;
  history.go(-steps);
};

/** A click on a link the app did not handle that loads another document in this tab. */
const leavesDocument = (e: MouseEvent): boolean => {
  const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || e.defaultPrevented || link.hasAttribute('download'))
    return false;
  if (link.target && link.target !== '_self') return false;
  const to = new URL(link.href, location.href);
  const here = new URL(location.href);
  const sameDocument =
    to.origin === here.origin && to.pathname === here.pathname && to.search === here.search;
  return (to.protocol === 'http:' || to.protocol === 'https:') && !(sameDocument && to.hash !== '');
};

/** Said for a moment only: a link handed to another app (mailto:, tel:) leaves nothing. */
const leaving = () => {
  leavingPage = true;
  setTimeout(() => {
    leavingPage = false;
  }, 1000);
};

type NavigateEvent = Event & { destination: { sameDocument: boolean }; downloadRequest: string | null };
type NavigationLike = { addEventListener: (type: 'navigate', fn: (e: NavigateEvent) => void) => void };

/**
 * Listens before the router does: a window's `popstate` listeners run in the order they were added,
 * capture or not, so this is called before the router's history is created.
 */
export const installDialogHistory = (): void => {
  if (installed) return;
  installed = true;
  // A link that leaves the document closes its dialog too; taking the entry back then would cancel the
  // navigation. The Navigation API says so where there is one; else a link click the app did not handle.
  const navigation = (window as Window & { navigation?: NavigationLike }).navigation;
  if (navigation)
    navigation.addEventListener('navigate', (e) => {
      if (!e.destination.sameDocument && !e.downloadRequest) leaving();
    });
  else
    window.addEventListener('click', (e) => {
      if (leavesDocument(e)) leaving();
    });
  window.addEventListener('pageshow', () => {
    leavingPage = false;
  });
  window.addEventListener(
    'popstate',
    (e) => {
      if (ownPops > 0) {
        ownPops--;
        e.stopImmediatePropagation();
        takeRouterWrite();
        const then = onPageEntry;
        onPageEntry = null;
        then?.();
        return;
      }
      const top = stack.at(-1);
      if (top?.gone) {
        // Its entry was taken by a navigation from inside it: this Back is the router's; the dialog goes.
        stack.pop();
        top.close();
        return;
      }
      if (top && markOf(history.state) !== top.id) {
        // Back from the topmost dialog's entry: close it, stay on the page.
        stack.pop();
        top.gone = true;
        e.stopImmediatePropagation();
        takeRouterWrite();
        top.close();
        return;
      }
      if (!top && markOf(history.state) !== null) {
        // An entry of a dialog no longer open (forward into it): skip to the page's own entry.
        e.stopImmediatePropagation();
        goBack(depthOf(history.state));
      }
    },
    { capture: true },
  );
  const routerPush = history.pushState;
  const routerReplace = history.replaceState;
  history.pushState = function pushState(data: unknown, unused: string, url?: string | URL | null) {
    const top = stack.at(-1);
    const mark = markOf(history.state);
    if (top && mark === top.id) {
      // A navigation from inside the dialog: the new page takes the dialog's entry (and what the router
      // wrote on it is no longer what any entry should show).
      top.gone = true;
      routerWrote = null;
      routerReplace.call(history, data, unused, url);
      return;
    }
    if (handing && mark === handing.id) {
      // A link that closed its dialog as it navigated: the new page takes the entry it would give back.
      handing = null;
      routerWrote = null;
      routerReplace.call(history, data, unused, url);
      return;
    }
    routerPush.call(history, data, unused, url);
  };
  // The router replacing the state of a dialog's entry (a search parameter) keeps the entry the dialog's.
  history.replaceState = function replaceState(data: unknown, unused: string, url?: string | URL | null) {
    const top = stack.at(-1);
    const mark = markOf(history.state);
    const onDialog = top && !top.gone && mark === top.id && typeof data === 'object' && data !== null;
    const kept = onDialog ? { ...data, [MARK]: mark, [DEPTH]: depthOf(history.state) } : data;
    routerReplace.call(history, kept, unused, url);
    if (onDialog) routerWrote = { data, url: location.href };
  };
};

/**
 * Adds an open dialog's history entry; `close` is called when Back leaves it. Returns how to release it
 * when the dialog closes another way: its entry is then taken back.
 */
export const openDialogEntry = (close: () => void): (() => void) => {
  installDialogHistory();
  // A dialog opening: whatever navigation was starting did not leave the page (a file answered instead).
  leavingPage = false;
  const entry: Entry = { id: nextId++, close, gone: false };
  const handed = handing;
  if (handed && markOf(history.state) === handed.id) {
    // A dialog closed in this same moment: this one takes its entry rather than a back and a push.
    handing = null;
    History.prototype.replaceState.call(history, stateWith(entry.id, depthOf(history.state)), '');
  } else History.prototype.pushState.call(history, stateWith(entry.id, depthOf(history.state) + 1), '');
  stack.push(entry);
  return () => {
    const at = stack.indexOf(entry);
    if (at !== -1) stack.splice(at, 1);
    if (at === -1 || entry.gone) return;
    if (markOf(history.state) !== entry.id) return;
    handing = entry;
    // In a task of its own: by then a link that closed the dialog has started its navigation.
    void nextTask().then(() => {
      if (handing !== entry) return;
      handing = null;
      if (!leavingPage && markOf(history.state) === entry.id) goBack();
    });
  };
};

/**
 * Loads the page again (a session saved or ended) from the page's own entry: reloaded on a dialog's
 * entry, it would start on an entry that Back only leaves for the same page.
 */
export const reloadPage = (): void => {
  // No dialog closing in this moment takes its entry back on its own: the page goes back once, here.
  handing = null;
  leavingPage = true;
  const depth = depthOf(history.state);
  if (depth === 0 || !installed) {
    window.location.reload();
    return;
  }
  onPageEntry = () => window.location.reload();
  goBack(depth);
};
