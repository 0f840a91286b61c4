// The gate start's view is plain DOM painted before React. The app takes it over: the actual tab opens
// gate mode on the same code (same classes, same place, so nothing moves) and then removes the plain
// view; when the app does not take it over, it is removed after the first render.
export const GATE_START_ID = 'gate-start';

export type GateStartTarget = { orderId: number; key: string };

const view = (): HTMLElement | null => document.getElementById(GATE_START_ID);

let taken = false;

/** A code tapped on the start view before the app took over (src/start-view/tap.ts), not opened yet. */
let asked: GateStartTarget | null = null;
const askedListeners = new Set<() => void>();

export const askGate = (target: GateStartTarget): void => {
  asked = target;
  for (const fn of askedListeners) fn();
};

/** Calls `fn` whenever a code is tapped on the start view; returns how to stop. */
export const onGateAsked = (fn: () => void): (() => void) => {
  askedListeners.add(fn);
  return () => askedListeners.delete(fn);
};

/**
 * The order and code to open gate mode on: the plain gate view's, while it is on screen (marked as taken
 * over), or one tapped on the start view (once).
 */
export const takeGateStart = (orderIds: readonly number[]): GateStartTarget | null => {
  const el = view();
  const orderId = Number(el?.dataset.order);
  const key = el?.dataset.key;
  if (el && key && orderIds.includes(orderId)) {
    taken = true;
    return { orderId, key };
  }
  const tapped = asked;
  if (!tapped || !orderIds.includes(tapped.orderId)) return null;
  asked = null;
  return tapped;
};

export const gateStartTaken = (): boolean => taken;

/** Removes the plain view (the app's own view is on screen, or there is nothing to take over). */
export const endGateStart = (): void => {
  view()?.remove();
};
