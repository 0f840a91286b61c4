// Keeps a route's first screen as a start view (view.ts): the app calls this when the route is at rest.
// Only what the first screens show is kept (a phone paints them before the app loads; the rest of a
// long list would only cost the painter time), QR codes past the first few become blank squares (their
// drawing left out), and attributes and URLs pass the same allowlist the painter applies.
import { QR_CODE_CLASS } from '../../lib/qr/qrSvg.ts';
import { allowedAttribute, SKIPPED_TAGS, type StartNode, type StartView } from './view.ts';

/** How far down the page is kept, in screen heights. */
const KEPT_SCREENS = 2;
/** QR codes kept drawn; later ones are blank squares until the app draws them. */
const KEPT_CODES = 2;
/** A page with more elements than this in its first screens is not kept (never seen; a guard). */
const MAX_NODES = 5000;

export type CaptureFacts = { build: string; lang: string; phone: boolean; path: string };

/**
 * Not a resting moment: a dialog is open, a view is being handed over, something is loading (a
 * skeleton, a busy region) or about to change (`data-settling`, e.g. the sync line while syncing).
 */
const busy = (doc: Document): boolean =>
  doc.querySelector(
    'dialog[open], #start-view, #gate-start, #root [aria-busy="true"], #root .skeleton, #root [data-settling]',
  ) !== null;

/** The route's first screens as a start view; null when not at rest (see `busy`) or not keepable. */
export const captureStartView = (root: HTMLElement, facts: CaptureFacts): StartView | null => {
  const doc = root.ownerDocument;
  const win = doc.defaultView;
  if (!win || busy(doc)) return null;
  const limit = win.innerHeight * KEPT_SCREENS;
  let nodes = 0;
  let codes = 0;

  /** `blank`: the node is inside a code past the kept ones, whose drawing (its path) is left out. */
  const walk = (node: Node, blank = false): StartNode | null => {
    if (node.nodeType === 3) return node.textContent ?? '';
    if (!(node instanceof win.Element)) return null;
    const tag = node.localName;
    if (SKIPPED_TAGS.has(tag) || (blank && tag === 'path')) return null;
    const top = node.getBoundingClientRect().top + win.scrollY;
    if (top > limit) return null;
    nodes += 1;
    const a: Array<[string, string]> = [];
    for (const { name, value } of node.attributes) {
      const kept = allowedAttribute(tag, name, value);
      if (kept !== null) a.push([name, kept]);
    }
    const code = node.classList.contains(QR_CODE_CLASS);
    if (code) codes += 1;
    const blankInside = blank || (code && codes > KEPT_CODES);
    const c: StartNode[] = [];
    for (const child of node.childNodes) {
      const kept = walk(child, blankInside);
      if (kept !== null) c.push(kept);
    }
    return {
      t: tag,
      ...(node.namespaceURI === 'http://www.w3.org/2000/svg' ? { svg: true as const } : {}),
      ...(a.length > 0 ? { a } : {}),
      ...(c.length > 0 ? { c } : {}),
    };
  };

  const children: StartNode[] = [];
  for (const child of root.childNodes) {
    const kept = walk(child);
    if (kept !== null) children.push(kept);
  }
  if (nodes === 0 || nodes > MAX_NODES) return null;
  const css = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .map((link) => new URL(link.href, doc.baseURI))
    .filter((url) => url.origin === win.location.origin)
    .map((url) => url.pathname);
  return {
    v: 1,
    ...facts,
    html: {
      lang: doc.documentElement.lang,
      style: doc.documentElement.getAttribute('style') ?? '',
      title: doc.title,
    },
    css,
    root: children,
  };
};
