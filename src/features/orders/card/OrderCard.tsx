// One order (spec §2 order cards): a header with what and when and a status chip, its parts, the
// totals and the action footer. Everything it shows or offers comes from rules.ts.

import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useState } from 'react';
import { formatLocalDateTime } from '../../../kernel/format/dates.ts';
import { useLang } from '../../../lib/i18n/useLang.ts';
import { WalletSlot } from '../../../shared/screen-kit/WalletSlot.tsx';
import type { Order } from '../api.ts';
import type { OnIntent } from '../list/actions.ts';
import { ticketState, trainTicketState } from '../rules/items.ts';
import {
  type Ctx,
  orderActions,
  showsAwaitingTag,
  showsPrices,
  showsReturnPendingMessage,
} from '../rules/status.ts';
import { OrderFooter } from './OrderFooter.tsx';
import { OrderHead } from './OrderHead.tsx';
import {
  CouponPart,
  ItemPart,
  ServicePart,
  TicketPart,
  TrainTicketPart,
  TransferPart,
} from './OrderParts.tsx';
import { OrderTotals } from './OrderTotals.tsx';

type Props = { order: Order; ctx: Ctx; online: boolean; onIntent: OnIntent };

const Toggle = ({
  open,
  onToggle,
  show,
  hide,
}: {
  open: boolean;
  onToggle: () => void;
  show: string;
  hide: string;
}) => (
  <button type="button" className="order-card__toggle" aria-expanded={open} onClick={onToggle}>
    {open ? hide : show}
  </button>
);

const OrderCardView = ({ order, ctx, online, onIntent }: Props) => {
  const { t } = useLingui();
  const lang = useLang();
  const actions = orderActions(order, ctx);
  const startsOpen = ctx.tab !== 'used';
  const [ticketsOpen, setTicketsOpen] = useState(startsOpen);
  const [itemsOpen, setItemsOpen] = useState(startsOpen);
  const ticketCount = order.tickets.length + order.trains.length;
  // The tickets that may go into a wallet: one button adds them all.
  const passCount =
    order.tickets.filter((x) => ticketState(x, order, ctx).showQr).length +
    order.trains.filter((x) => x.code && trainTicketState(x, order, ctx).showQr).length;

  return (
    <article
      className="order-card"
      aria-labelledby={`order-${order.id}-title`}
      data-testid={`order-${order.id}`}
    >
      <OrderHead order={order} ctx={ctx} online={online} />

      {showsReturnPendingMessage(order) && (
        <p className="banner banner--info order-card__note">
          <Trans>
            The return of this order is being processed. Operations are unavailable until it is complete.
          </Trans>
        </p>
      )}
      {showsAwaitingTag(order) && (
        <p className="banner banner--info order-card__note">
          <Trans>The organizer has to confirm this order. We will let you know when it is confirmed.</Trans>
        </p>
      )}
      {actions.pay && order.expired_at !== null && (
        <p className="banner banner--warning order-card__note">
          <Trans>Pay before {formatLocalDateTime(order.expired_at, lang)}</Trans>
        </p>
      )}

      {ticketCount > 0 && (
        <section className="order-card__section" aria-label={t`Tickets of order № ${order.id}`}>
          <Toggle
            open={ticketsOpen}
            onToggle={() => setTicketsOpen((x) => !x)}
            show={t`Show tickets (${ticketCount})`}
            hide={t`Hide tickets`}
          />
          {ticketsOpen && passCount > 1 && (
            <WalletSlot target={{ kind: 'order', orderId: order.id, count: passCount }} />
          )}
          {ticketsOpen && (
            <ul className="parts">
              {order.tickets.map((ticket) => (
                <TicketPart
                  key={ticket.id}
                  ticket={ticket}
                  order={order}
                  ctx={ctx}
                  online={online}
                  onIntent={onIntent}
                />
              ))}
              {order.trains.map((ticket) => (
                <TrainTicketPart
                  key={ticket.id}
                  ticket={ticket}
                  order={order}
                  ctx={ctx}
                  online={online}
                  onIntent={onIntent}
                />
              ))}
            </ul>
          )}
        </section>
      )}
      {order.transfers.length > 0 && (
        <ul className="parts" aria-label={t`Transfers`}>
          {order.transfers.map((transfer) => (
            <TransferPart key={transfer.id} transfer={transfer} order={order} ctx={ctx} onIntent={onIntent} />
          ))}
        </ul>
      )}
      {order.items.length > 0 && (
        <section className="order-card__section" aria-label={t`Items of order № ${order.id}`}>
          <Toggle
            open={itemsOpen}
            onToggle={() => setItemsOpen((x) => !x)}
            show={t`Show items (${order.items.length})`}
            hide={t`Hide items`}
          />
          {itemsOpen && (
            <ul className="parts">
              {order.items.map((item) => (
                <ItemPart key={item.id} item={item} order={order} onIntent={onIntent} />
              ))}
            </ul>
          )}
        </section>
      )}
      {(order.services.length > 0 || order.coupons.length > 0) && (
        <ul className="parts parts--compact" aria-label={t`Services and coupons`}>
          {order.services.map((service) => (
            <ServicePart key={service.id} service={service} order={order} ctx={ctx} />
          ))}
          {order.coupons.map((coupon) => (
            <CouponPart key={coupon.id} coupon={coupon} order={order} />
          ))}
        </ul>
      )}

      {showsPrices(order) && <OrderTotals order={order} />}

      <OrderFooter order={order} actions={actions} online={online} onIntent={onIntent} />
    </article>
  );
};

/**
 * A card re-renders only when its own props change: the list above re-renders whenever another query
 * lands (the layout, the profile, a sync bringing the same orders), and redrawing every card each time
 * made the first seconds of a start one long task after another. The context is a fresh object on each
 * list render, so it is compared by value.
 */
export const OrderCard = memo(
  OrderCardView,
  (a, b) =>
    a.order === b.order &&
    a.online === b.online &&
    a.onIntent === b.onIntent &&
    (Object.keys(a.ctx) as (keyof Ctx)[]).every((k) => a.ctx[k] === b.ctx[k]),
);
