// One order (spec §2 order cards): a header with what and when and a status chip, its parts, the
// totals and the action footer. Everything it shows or offers comes from rules.ts.

import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useState } from 'react';
import { brand } from '../../lib/brand/current.ts';
import { formatDateTime } from '../../lib/format/dates.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { useSyncState } from '../../lib/offline/syncState.ts';
import { safeImageSrc } from '../../lib/safeUrl.ts';
import type { OnIntent } from './actions.ts';
import type { Order } from './api.ts';
import { OrderFooter } from './OrderFooter.tsx';
import {
  CouponPart,
  ItemPart,
  ServicePart,
  TicketPart,
  TrainTicketPart,
  TransferPart,
} from './OrderParts.tsx';
import { OrderTotals } from './OrderTotals.tsx';
import { orderVenue, useOrderTitle } from './orderHeading.ts';
import { PlanLinks } from './PlanLinks.tsx';
import {
  type Ctx,
  isLinked,
  orderActions,
  orderEventAt,
  orderStatusLabel,
  readyForGate,
  type StatusLabel,
  showsAwaitingTag,
  showsPrices,
  showsReturnPendingMessage,
  statusTone,
} from './rules.ts';

type Props = { order: Order; ctx: Ctx; online: boolean; onIntent: OnIntent };

/**
 * The card's poster. One that failed to load (offline and not in the image cache) is a plain tile, not
 * the browser's broken-image frame; back online it is asked for again (a new element: a browser does not
 * retry a failed image by itself).
 */
const Poster = ({ src, online }: { src: string; online: boolean }) => {
  // The connection state the poster failed under, or null.
  const [failedWhile, setFailedWhile] = useState<boolean | null>(null);
  return failedWhile === online ? (
    <span className="order-card__image" data-testid="poster-missing" />
  ) : (
    <img
      key={String(online)}
      className="order-card__image"
      src={src}
      alt=""
      width="56"
      height="80"
      loading="lazy"
      onError={() => setFailedWhile(online)}
    />
  );
};

const useStatusText = () => {
  const { t } = useLingui();
  return (label: StatusLabel): string =>
    ({
      waiting: t`Waiting for payment`,
      awaiting: t`Awaiting confirmation`,
      booked: t`Booked`,
      paid: t`Paid`,
      archive: t`Archive`,
      used: t`Used`,
      returned: t`Returned`,
      returnPending: t`Return pending`,
      expired: t`Expired`,
      problem: t`Problem with the order`,
    })[label];
};

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
  const statusText = useStatusText();
  const title = useOrderTitle(order);
  const label = orderStatusLabel(order, ctx);
  const actions = orderActions(order, ctx);
  const startsOpen = ctx.tab !== 'used';
  const [ticketsOpen, setTicketsOpen] = useState(startsOpen);
  const [itemsOpen, setItemsOpen] = useState(startsOpen);
  const when = orderEventAt(order);
  const first = order.tickets[0];
  const image = safeImageSrc(first?.performance.images['170x240'] ?? order.items[0]?.images.original);
  const venue = orderVenue(order);
  const ticketCount = order.tickets.length + order.trains.length;
  // The lists the card comes from are on the device once a sync has written them.
  const stored = useSyncState().syncedAt !== null;

  return (
    <article
      className="order-card"
      aria-labelledby={`order-${order.id}-title`}
      data-testid={`order-${order.id}`}
    >
      <header className="order-card__head">
        {image && <Poster src={image} online={online} />}
        <div className="order-card__heading">
          <p className="order-card__number">
            <Trans>
              Order № {order.id} · code {order.code}
            </Trans>
          </p>
          <h2 className="order-card__title" id={`order-${order.id}-title`}>
            {title}
          </h2>
          <p className="order-card__meta">
            {when !== null && <span>{formatDateTime(when, brand.utcOffsetHours, lang)}</span>}
            {venue && <span>{venue}</span>}
          </p>
          {order.train && (
            <p className="order-card__meta">
              <Trans>
                Train {order.train.trainNumber} · departs{' '}
                {formatDateTime(order.train.departureTimeInformation, brand.utcOffsetHours, lang)}
              </Trans>
            </p>
          )}
          <PlanLinks order={order} ctx={ctx} title={title} venue={venue} />
          {readyForGate(order, ctx) &&
            (stored ? (
              <p
                className="order-card__ready"
                data-testid="gate-ready"
                title={t`Every ticket's QR is saved on this device`}
              >
                <span aria-hidden="true">✓ </span>
                <Trans>Ready for the gate</Trans>
              </p>
            ) : (
              // Its line is kept until the first sync has stored the codes, so the card below does
              // not move when it appears (a layout shift on every first visit otherwise).
              <p className="order-card__ready order-card__ready--pending" aria-hidden="true">
                <Trans>Ready for the gate</Trans>
              </p>
            ))}
        </div>
        <div className="order-card__chips">
          <span className={`chip chip--${statusTone(label)}`} data-testid="order-status">
            {statusText(label)}
          </span>
          {isLinked(order) && (
            <span className="chip chip--info">
              <Trans>Linked</Trans>
            </span>
          )}
          {showsAwaitingTag(order) && (
            <span className="chip chip--warning">
              <Trans>Awaiting</Trans>
            </span>
          )}
        </div>
      </header>

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
          <Trans>Pay before {formatDateTime(order.expired_at, brand.utcOffsetHours, lang)}</Trans>
        </p>
      )}

      {ticketCount > 0 && (
        <section className="order-card__section" aria-label={t`Tickets`}>
          <Toggle
            open={ticketsOpen}
            onToggle={() => setTicketsOpen((x) => !x)}
            show={t`Show tickets (${ticketCount})`}
            hide={t`Hide tickets`}
          />
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
        <section className="order-card__section" aria-label={t`Items`}>
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
