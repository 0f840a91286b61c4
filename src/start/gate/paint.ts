// The gate start's painter: reads the kept code straight from IndexedDB (no Dexie: it must run before
// the app's code has loaded) and draws the gate view's markup with it, so the QR is on screen in the
// time a plain page would take. The app then takes the view over (handover.ts).
import { intlLocale, isLang } from '../../kernel/langs.ts';
import { afterNextPaint } from '../../lib/nextPaint.ts';
import { markFirstQrPaint, QR_CODE_CLASS, qrSvg, svgDataUrl } from '../../lib/qr/qrSvg.ts';
import { GATE_START_ID } from './handover.ts';
import { type GateStart, pickGateStart } from './kept.ts';

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) => {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

/**
 * The gate view's markup (src/ui/screen-kit/GateView.tsx), with hidden stand-ins for the buttons the app adds. The
 * texts go in after the QR is on screen (`fillTexts`): laying out the first text of a fresh page costs a
 * slow phone ~100 ms, and the info block keeps its place either way (gate-view.css), so the QR does not
 * move when they arrive.
 */
const build = (kept: GateStart, svg: string): HTMLElement => {
  const view = el('dialog', 'gate-view gate-start');
  view.id = GATE_START_ID;
  view.open = true;
  view.dataset.order = String(kept.orderId);
  view.dataset.key = kept.key;
  view.dataset.testid = 'gate-start';
  if (isLang(kept.lang)) view.lang = intlLocale(kept.lang);
  view.setAttribute('aria-labelledby', `${GATE_START_ID}-title`);

  const bar = el('div', 'gate-view__bar');
  bar.append(el('span', 'gate-view__close gate-start__stand-in'));

  const stage = el('div', 'gate-view__stage');
  const img = el('img', `${QR_CODE_CLASS} gate-view__qr`);
  img.width = 320;
  img.height = 320;
  img.alt = kept.label;
  img.onload = markFirstQrPaint;
  img.src = svgDataUrl(svg);
  if (kept.position) stage.append(el('span', 'gate-view__nav gate-start__stand-in'));
  stage.append(img);
  if (kept.position) stage.append(el('span', 'gate-view__nav gate-start__stand-in'));

  view.append(bar, stage, el('div', 'gate-view__info'));
  return view;
};

/** The view's texts: the position in the bar, then the code, the title, the facts and the hint. */
const fillTexts = (view: HTMLElement, kept: GateStart) => {
  if (kept.position)
    view.querySelector('.gate-view__bar')?.prepend(el('p', 'gate-view__position', kept.position));
  const info = view.querySelector('.gate-view__info');
  if (!info) return;
  const title = el('h2', 'gate-view__title', kept.title);
  title.id = `${GATE_START_ID}-title`;
  info.append(el('p', 'gate-view__code', kept.code), title);
  for (const fact of kept.facts) info.append(el('p', 'gate-view__fact', fact));
  info.append(el('p', 'gate-view__hint', kept.hint));
};

/** The app starts after this even when the image never reported (it must never wait for ever). */
const PAINT_WAIT_MS = 1000;

/** Waits for the frame after the QR was painted (or gives up: the app starts anyway). */
const painted = (img: HTMLImageElement): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, PAINT_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      void afterNextPaint().then(resolve);
    };
    img.addEventListener('load', done, { once: true });
    img.addEventListener('error', done, { once: true });
  });

/**
 * Paints the first of the `kept` codes (read.ts) that still admits, when there is one in the language the
 * app starts in; resolves once it is on screen (true) or at once when there is nothing to show (false).
 */
export const paintGateStart = async (
  keptCodes: Promise<unknown>,
  langMatches: (kept: string) => boolean,
): Promise<boolean> => {
  const kept = pickGateStart(await keptCodes, Date.now() / 1000);
  if (!kept || !langMatches(kept.lang)) return false;
  // Kept drawn by the sync (encoding a code on a fresh page costs a slow phone ~100 ms: the encoder's
  // first run); what an earlier version kept has the value only.
  const svg = kept.svg ?? qrSvg(kept.value);
  const view = build(kept, svg);
  document.body.append(view);
  const img = view.querySelector('img');
  if (img) await painted(img);
  fillTexts(view, kept);
  await afterNextPaint();
  return true;
};
