// The start view (docs/decisions-start-view.md): what the first screen of a route looked like
// the last time the app showed it, kept on the device as a plain tree (tags, allowed attributes, text)
// and painted before the app's code has loaded. This module is its shape and the rules both sides apply:
// the capture never keeps, and the painter never sets, an attribute outside the allowlist or a URL of
// another scheme; text stays text (no HTML is ever parsed).
import { openedPath } from '../../kernel/routeFacts.ts';

/** One node: text, or an element with its allowed attributes and children. */
export type StartNode = string | { t: string; svg?: true; a?: Array<[string, string]>; c?: StartNode[] };

export type StartView = {
  v: 1;
  /** The build that drew it: another build may have other markup and styles. */
  build: string;
  lang: string;
  /** Drawn at phone width (the frame's one breakpoint the app decides in code, not CSS). */
  phone: boolean;
  path: string;
  /** `<html>`: its `lang` and brand colours (a style of custom properties); the page's title. */
  html: { lang: string; style: string; title: string };
  /** The app's stylesheets that were in the page (same-origin paths). */
  css: string[];
  /** The children of `#root`. */
  root: StartNode[];
};

/** The routes whose first screen is kept: what a customer opens to show a code. */
const START_VIEW_PATHS: readonly string[] = [
  '/tickets/actual',
  '/tickets/booked',
  '/tickets/used',
  '/cards',
  '/balance',
];

/** The kept view's path for a URL path (`/` and `/tickets` open the actual tab), or null. */
export const startViewPath = (pathname: string): string | null => {
  const target = openedPath(pathname);
  return START_VIEW_PATHS.includes(target) ? target : null;
};

/** The width below which the frame is the phone's. */
export { PHONE_QUERY } from '../../ui/breakpoints.ts';

/** Elements never kept: code, frames, dialogs (closed ones show nothing; an open one is not a start). */
export const SKIPPED_TAGS = new Set([
  'script',
  'style',
  'link',
  'meta',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'dialog',
]);

const PLAIN_ATTRIBUTES = new Set([
  'class',
  'role',
  'alt',
  'title',
  'width',
  'height',
  'lang',
  'dir',
  'hidden',
  'open',
  'disabled',
  'tabindex',
  'type',
  'name',
  'for',
  'placeholder',
  'datetime',
  'colspan',
  'rowspan',
  'scope',
  'start',
  'rel',
  'target',
  'loading',
  'decoding',
  'autocomplete',
  'inputmode',
  'maxlength',
  // SVG icons
  'viewBox',
  'viewbox',
  'd',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'points',
  'cx',
  'cy',
  'r',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'rx',
  'ry',
  'transform',
  'fill-rule',
  'clip-rule',
  'focusable',
  'preserveAspectRatio',
  'shape-rendering',
]);

const SAFE_LINK = /^(?:https?:|mailto:|tel:)/i;
const SAFE_IMAGE = /^(?:https?:|data:image\/(?:svg\+xml|png|jpeg|gif|webp)[;,])/i;
/** A same-origin path ('/x', not '//host') or a fragment. */
const LOCAL = /^(?:\/(?!\/)|#)/;

/**
 * The attribute's value when it may be kept and set again, else null: no event handlers, no values of
 * form fields, no ids, links only to web, mail and phone (or this site), images only from the web or data.
 */
export const allowedAttribute = (tag: string, name: string, value: string): string | null => {
  const n = name.toLowerCase();
  if (n.startsWith('on')) return null;
  if (n === 'href') return tag === 'a' && (LOCAL.test(value) || SAFE_LINK.test(value)) ? value : null;
  if (n === 'src') return tag === 'img' && (LOCAL.test(value) || SAFE_IMAGE.test(value)) ? value : null;
  if (n === 'style') return /url\s*\(|expression\s*\(/i.test(value) ? null : value;
  // Ids and test ids name the app's own elements: while both trees are in the page, a second element
  // with the same id would answer `getElementById`, a label's `for` or a test's query.
  if (n === 'data-testid') return null;
  if (n.startsWith('aria-') || n.startsWith('data-')) return value;
  return PLAIN_ATTRIBUTES.has(name) ? value : null;
};

const isNode = (x: unknown, depth: number): x is StartNode => {
  if (typeof x === 'string') return true;
  if (depth > 64 || typeof x !== 'object' || x === null) return false;
  const el = x as { t?: unknown; a?: unknown; c?: unknown };
  if (typeof el.t !== 'string' || !/^[a-z][a-z0-9-]*$/i.test(el.t)) return false;
  if (el.a !== undefined && !(Array.isArray(el.a) && el.a.every(isPair))) return false;
  return el.c === undefined || (Array.isArray(el.c) && el.c.every((c) => isNode(c, depth + 1)));
};
const isPair = (p: unknown): boolean =>
  Array.isArray(p) && p.length === 2 && typeof p[0] === 'string' && typeof p[1] === 'string';

/** The kept row as a start view, or null when it is not one (another version, a damaged row). */
export const asStartView = (x: unknown): StartView | null => {
  if (typeof x !== 'object' || x === null) return null;
  const v = x as Partial<StartView>;
  const ok =
    v.v === 1 &&
    typeof v.build === 'string' &&
    typeof v.lang === 'string' &&
    typeof v.phone === 'boolean' &&
    typeof v.path === 'string' &&
    typeof v.html?.lang === 'string' &&
    typeof v.html.style === 'string' &&
    typeof v.html.title === 'string' &&
    Array.isArray(v.css) &&
    v.css.every((h) => typeof h === 'string') &&
    Array.isArray(v.root) &&
    v.root.every((n) => isNode(n, 0));
  return ok ? (v as StartView) : null;
};

/** Whether a kept view may be painted for this start. */
export const matchesStart = (
  view: StartView,
  start: { build: string; path: string; phone: boolean; lang: (kept: string) => boolean },
): boolean =>
  view.build === start.build &&
  view.path === start.path &&
  view.phone === start.phone &&
  start.lang(view.lang);
