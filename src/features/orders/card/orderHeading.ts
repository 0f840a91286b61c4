// What an order is called and where it happens: the card's heading, and the gate view's calendar
// and directions buttons, which describe the same order.
import { useLingui } from '@lingui/react/macro';
import { pickLocalized } from '../../../lib/http/schemas.ts';
import { useLang } from '../../../lib/i18n/useLang.ts';
import type { Order } from '../api.ts';

/** The order's title: the show, the train's or the transfer's route, the item, or its number. */
export const useOrderTitle = (order: Order): string => {
  const { t } = useLingui();
  const lang = useLang();
  const first = order.tickets[0];
  if (first) return first.performance.name;
  if (order.train) return `${order.train.from} → ${order.train.to}`;
  const transfer = order.transfers[0];
  if (transfer)
    return `${pickLocalized(transfer.from.names, lang)} → ${pickLocalized(transfer.to.names, lang)}`;
  const item = order.items[0];
  if (item) return item.name;
  return t`Order № ${order.id}`;
};

/** Where it happens: the session's venue, the train's carrier, or the item's institution. */
export const orderVenue = (order: Order): string | undefined =>
  order.tickets[0]?.session.object.name ?? order.train?.carrierName ?? order.items[0]?.institution.name;
