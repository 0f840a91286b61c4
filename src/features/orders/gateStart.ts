// The orders' side of the gate start (src/gate-start/): the sync keeps the next order's first code,
// formatted and translated, for the plain view painted before the app; the actual tab takes that view
// over by opening gate mode on the same code.
import type { I18n } from '@lingui/core';
import { takeGateStart } from '../../gate-start/handover.ts';
import type { GateStart } from '../../gate-start/snapshot.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import { OFFLINE_KEYS } from '../../lib/offline/keys.ts';
import { saveSnapshot } from '../../lib/offline/store.ts';
import type { OrderIntent } from './actions.ts';
import type { Order, OrderPage } from './api.ts';
import { gateCodes, gateTexts } from './gateCodes.ts';

/** The first order of the actual tab that has a code to show at the gate, as the gate start keeps it. */
export const gateStartOf = (
  orders: readonly Order[],
  now: number,
  i18n: I18n,
  lang: Lang,
): GateStart | null => {
  for (const order of orders) {
    const codes = gateCodes(order, { tab: 'actual', now }, i18n, lang);
    const first = codes[0];
    if (!first) continue;
    const texts = gateTexts(i18n);
    return {
      ...first,
      lang,
      orderId: order.id,
      position: codes.length > 1 ? texts.position(1, codes.length) : null,
      hint: texts.hint,
    };
  }
  return null;
};

/** Keeps (or clears) the gate start after a sync of the actual tab. */
export const keepGateStart = (pages: readonly OrderPage[], i18n: I18n, lang: Lang): Promise<boolean> =>
  saveSnapshot(
    OFFLINE_KEYS.gateStart,
    gateStartOf(
      pages.flatMap((p) => p.data),
      Math.floor(Date.now() / 1000),
      i18n,
      lang,
    ),
  );

/** Gate mode on the code the gate start shows, when this list holds its order. */
export const gateStartIntent = (orders: readonly Order[]): OrderIntent | null => {
  const target = takeGateStart(orders.map((o) => o.id));
  const order = target && orders.find((o) => o.id === target.orderId);
  return order && target ? { kind: 'gate', order, key: target.key } : null;
};
