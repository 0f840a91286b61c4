// The kept view answers the first tap: a code tapped on the start view before the app
// has taken its place (paint.ts marks it and names it, "<order id>:<code key>", from the code button's
// `data-gate`: features/orders/card/OrderParts.tsx) is opened in gate mode by the app when it takes over
// (features/orders/gate/gateStart.ts), instead of the tap being lost.
import { START_VIEW_ID, TAPPED } from './paint.ts';

/**
 * What a code's button carries, on the app's card and on the kept view: its order and code key. A type,
 * so the attribute is written once and costs no bytes: each place that writes or selects it is checked
 * against this name.
 */
export type CodeButtonData = { 'data-gate': `${number}:${string}` };
/** The selector of the code buttons, checked against `CodeButtonData`. */
export type CodeButtonSelector = `[${keyof CodeButtonData}]`;

const GATE = /^(\d+):([\w-]+)$/;

/** Calls `fn` whenever a code is tapped on the start view; returns how to stop. */
export const onCodeTapped = (fn: () => void): (() => void) => {
  addEventListener(TAPPED, fn);
  return () => removeEventListener(TAPPED, fn);
};

/** The code tapped on the start view, when it is one of `orderIds`' (once). */
export const takeTappedCode = (orderIds: readonly number[]): { orderId: number; key: string } | null => {
  const view = document.getElementById(START_VIEW_ID);
  const found = GATE.exec(view?.dataset.tapped ?? '');
  const orderId = Number(found?.[1]);
  if (!view || !found?.[2] || !orderIds.includes(orderId)) return null;
  delete view.dataset.tapped;
  return { orderId, key: found[2] };
};
