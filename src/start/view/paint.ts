// The start view's painter: before the app's code has loaded, reads the route's kept first screen from
// IndexedDB (raw API) and builds it with createElement and setAttribute only, every attribute and URL
// checked again (view.ts). It stands where the app will be, inert, while the app renders behind it
// (base.css); the app takes its place once its own first screen is ready (takeover.ts).

import { startViewKey } from '../../kernel/storeKeys.ts';
import { afterNextPaint } from '../../lib/nextPaint.ts';
import { readKept } from '../../lib/offline/rawRead.ts';
import { markFirstQrPaint, QR_CODE_CLASS } from '../../lib/qr/qrSvg.ts';
import type { CodeButtonSelector } from './tap.ts';
import { allowedAttribute, asStartView, matchesStart, type StartNode, type StartView } from './view.ts';

export const START_VIEW_ID = 'start-view';
/** The window event of a code tapped on the view (answerTaps). */
export const TAPPED = 'start-view-tapped';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Styles not loaded by then (they come from the service worker's cache): no start view. */
const STYLES_WAIT_MS = 800;

const build = (node: StartNode, inSvg: boolean): Node => {
  if (typeof node === 'string') return document.createTextNode(node);
  const svg = inSvg || node.svg === true;
  const el = svg ? document.createElementNS(SVG_NS, node.t) : document.createElement(node.t);
  for (const [name, value] of node.a ?? []) {
    const kept = allowedAttribute(node.t, name, value);
    if (kept === null) continue;
    // Through the CSSOM: the page's CSP allows no style attributes written as markup.
    if (name === 'style' && el instanceof HTMLElement) el.style.cssText = kept;
    else el.setAttribute(name, kept);
  }
  for (const child of node.c ?? []) el.append(build(child, svg));
  return el;
};

/** Adds the view's stylesheets that the page lacks; resolves true once all have loaded. */
const loadStyles = (hrefs: readonly string[]): Promise<boolean> => {
  const have = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (l) => new URL(l.href).pathname,
    ),
  );
  const loads = hrefs
    .filter((href) => href.startsWith('/') && !href.startsWith('//') && !have.has(href))
    .map(
      (href) =>
        new Promise<boolean>((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.crossOrigin = '';
          link.href = href;
          link.onload = () => resolve(true);
          link.onerror = () => resolve(false);
          document.head.append(link);
        }),
    );
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STYLES_WAIT_MS));
  return Promise.race([Promise.all(loads).then((ok) => ok.every(Boolean)), timeout]);
};

/** Waits for the frame after the first code is on screen (inline: painted in the next frame). */
const codePainted = (view: HTMLElement): Promise<void> => {
  if (view.querySelector(`.${QR_CODE_CLASS} path`)) markFirstQrPaint();
  return afterNextPaint();
};

/**
 * A code tapped on the view before the app takes over (the view is inert: the tap is placed by its
 * coordinates) is marked and named on the view (`data-tapped`), and `TAPPED` is dispatched; the app opens
 * it when it takes over (tap.ts). Only the codes' buttons (`data-gate`) answer.
 */
const CODE_BUTTON: CodeButtonSelector = '[data-gate]';

const answerTaps = (view: HTMLElement): void => {
  const onTap = ({ clientX: x, clientY: y }: MouseEvent) => {
    if (!view.isConnected) return document.removeEventListener('click', onTap, true);
    for (const button of view.querySelectorAll<HTMLElement>(CODE_BUTTON)) {
      const box = button.getBoundingClientRect();
      if (x < box.left || x > box.right || y < box.top || y > box.bottom) continue;
      view.querySelector('.start-view__tapped')?.classList.remove('start-view__tapped');
      button.classList.add('start-view__tapped');
      view.dataset.tapped = button.dataset.gate;
      return void dispatchEvent(new Event(TAPPED));
    }
  };
  document.addEventListener('click', onTap, true);
};

/** Puts the view on screen before `#root`; the app renders behind it. */
const show = (view: StartView): HTMLElement => {
  const html = document.documentElement;
  html.lang = view.html.lang;
  if (view.html.style) html.style.cssText = view.html.style;
  document.title = view.html.title;
  const container = document.createElement('div');
  container.id = START_VIEW_ID;
  // Not usable until the app takes over (a second or so): no half-working buttons, nothing to focus; a
  // tapped code is opened by the app when it takes over (tap.ts).
  container.inert = true;
  container.setAttribute('aria-busy', 'true');
  for (const node of view.root) container.append(build(node, false));
  document.getElementById('root')?.before(container);
  return container;
};

export type StartViewFacts = {
  /** The session's token: the view is painted only when the device's owner row names this session. */
  token: string;
  path: string;
  build: string;
  phone: boolean;
  lang: (kept: string) => boolean;
};

/**
 * Paints the kept first screen of `facts.path` when there is one for this owner, build, width and
 * language; resolves once its first code is on screen (true), or at once with nothing to show (false).
 */
export const paintStartView = async (facts: StartViewFacts): Promise<boolean> => {
  const view = asStartView(await readKept(facts.token, startViewKey(facts.path)));
  if (!view || !matchesStart(view, facts)) return false;
  if (!(await loadStyles(view.css))) return false;
  const shown = show(view);
  answerTaps(shown);
  await codePainted(shown);
  return true;
};
