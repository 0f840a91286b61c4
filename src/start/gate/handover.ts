// The gate start's view is plain DOM painted before React. The app takes it over: the actual tab opens
// gate mode on the same code (same classes, same place, so nothing moves) and then removes the plain
// view; when the app does not take it over, it is removed after the first render.
export const GATE_START_ID = 'gate-start';

export type GateStartTarget = { orderId: number; key: string };

const view = (): HTMLElement | null => document.getElementById(GATE_START_ID);

let taken = false;

/** The order and code the plain view shows, while it is on screen. Marks it as taken over. */
export const takeGateStart = (orderIds: readonly number[]): GateStartTarget | null => {
  const el = view();
  const orderId = Number(el?.dataset.order);
  const key = el?.dataset.key;
  if (!el || !key || !orderIds.includes(orderId)) return null;
  taken = true;
  return { orderId, key };
};

export const gateStartTaken = (): boolean => taken;

/** Removes the plain view (the app's own view is on screen, or there is nothing to take over). */
export const endGateStart = (): void => {
  view()?.remove();
};
