// The orders' side of the gate start (src/start/gate/): the sync keeps the next orders' first entry codes,
// formatted and translated, for the plain view painted before the app (which opens on the first one
// still valid); the actual tab takes that view over by opening gate mode on the same code.
import type { I18n } from '@lingui/core';
import type { Lang } from '../../../kernel/langs.ts';
import { KEPT_KEYS } from '../../../kernel/storeKeys.ts';
import { nextTask } from '../../../lib/nextPaint.ts';
import { keepWhole } from '../../../lib/offline/store.ts';
import { qrSvg } from '../../../lib/qr/qrSvg.ts';
import { GATE_START_KEPT, type GateStart, takeGateStart, takeTappedCode } from '../../../start/handoff.ts';
import type { Order, OrderPage } from '../api.ts';
import type { OrderIntent } from '../list/actions.ts';
import { gateCodes, gateViewTexts } from './gateCodes.ts';

/**
 * The first entry code of each of the tab's next orders that have one (at most GATE_START_KEPT), as the
 * gate start keeps them: the customer may still be offline when the first one's time has run out.
 */
export const gateStartsOf = (orders: readonly Order[], now: number, i18n: I18n, lang: Lang): GateStart[] => {
  const texts = gateViewTexts(i18n);
  const kept: GateStart[] = [];
  for (const order of orders) {
    if (kept.length >= GATE_START_KEPT) break;
    const codes = gateCodes(order, { tab: 'actual', now }, i18n, lang);
    const first = codes[0];
    if (!first) continue;
    kept.push({
      ...first,
      lang,
      orderId: order.id,
      position: codes.length > 1 ? texts.position(1, codes.length) : null,
      hint: texts.hint,
    });
  }
  return kept;
};

/**
 * Keeps (or clears) the gate start after a sync of the actual tab, each code drawn (its SVG): the gate
 * start paints the drawing without running the QR encoder. One code per task: the sync runs beside the
 * first screen, and five codes in one task were a long one on a slow phone.
 */
export const keepGateStart = async (
  pages: readonly OrderPage[],
  i18n: I18n,
  lang: Lang,
): Promise<boolean> => {
  const codes = gateStartsOf(
    pages.flatMap((p) => p.data),
    Math.floor(Date.now() / 1000),
    i18n,
    lang,
  );
  const drawn: GateStart[] = [];
  for (const code of codes) {
    await nextTask();
    drawn.push({ ...code, svg: qrSvg(code.value) });
  }
  return keepWhole(KEPT_KEYS.gateStart, drawn);
};

/**
 * Gate mode on the code the gate start shows, or the one tapped on the start view before the app took
 * over (start/view/tap.ts), when this list holds its order.
 */
export const gateStartIntent = (orders: readonly Order[]): OrderIntent | null => {
  const ids = orders.map((o) => o.id);
  const target = takeGateStart(ids) ?? takeTappedCode(ids);
  const order = target && orders.find((o) => o.id === target.orderId);
  return order && target ? { kind: 'gate', order, key: target.key } : null;
};
