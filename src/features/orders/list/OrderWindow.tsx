// The cards of one orders tab, windowed: only those near the viewport are rendered (an account may hold
// hundreds of orders; see docs/decisions-heavy-list.md). The first card renders first, so the page's
// first QR is still the first card's. During a fling, cards entering the viewport show a placeholder
// until the scrolling slows. A list rendered in full renders its first cards first and the others a
// few per idle moment (ui/useRevealInSteps.ts): the first screen is one commit of a few cards, not of
// the whole tab.
import { useCallback, useMemo } from 'react';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useRevealInSteps } from '../../../ui/useRevealInSteps.ts';
import { WindowedList } from '../../../ui/WindowedList.tsx';
import type { Order } from '../api.ts';
import { OrderCard } from '../card/OrderCard.tsx';
import type { Ctx } from '../rules/status.ts';
import type { OnIntent } from './actions.ts';

/** A card's height before it is measured, gap included: about a two-ticket paid order on a phone. */
const ORDER_CARD_ESTIMATE_PX = 1000;

/**
 * Up to this many orders the list renders every card, as before windowing (cheap enough, and
 * find-in-page and a screen reader's browse mode see every order); longer lists are windowed.
 */
const ORDERS_RENDERED_IN_FULL = 50;

const orderKey = (order: Order) => order.id;

/** What a card shows while the list flings past it: the card's frame, its heading and a ticket's place. */
const CardPlaceholder = () => (
  <div className="order-card" aria-hidden="true">
    <Skeleton width="45%" height="14px" />
    <Skeleton width="75%" height="22px" />
    <Skeleton width="100%" height="150px" radius="12px" />
  </div>
);

type Props = { orders: readonly Order[]; ctx: Ctx; online: boolean; onIntent: OnIntent };

export const OrderWindow = ({ orders, ctx, online, onIntent }: Props) => {
  const { tab, now } = ctx;
  const inFull = orders.length <= ORDERS_RENDERED_IN_FULL;
  const revealed = useRevealInSteps(inFull ? orders.length : 0);
  const items = useMemo(() => (inFull ? orders.slice(0, revealed) : orders), [orders, inFull, revealed]);
  const renderCard = useCallback(
    (order: Order) => <OrderCard order={order} ctx={{ tab, now }} online={online} onIntent={onIntent} />,
    [tab, now, online, onIntent],
  );
  return (
    <WindowedList
      items={items}
      itemKey={orderKey}
      renderItem={renderCard}
      estimateSize={ORDER_CARD_ESTIMATE_PX}
      renderAllUpTo={ORDERS_RENDERED_IN_FULL}
      renderPlaceholder={CardPlaceholder}
      busy={items.length < orders.length}
      data-testid="orders-window"
    />
  );
};
