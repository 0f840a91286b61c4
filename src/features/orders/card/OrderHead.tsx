// An order card's head (spec §2): the poster, the order's number, what and when, the plan links, the
// ready-for-the-gate line and the status chips.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatVenueDateTime } from '../../../kernel/format/dates.ts';
import { brand } from '../../../lib/brand/current.ts';
import { useLang } from '../../../lib/i18n/useLang.ts';
import { useSyncedOnce } from '../../../lib/offline/syncState.ts';
import { safeImageSrc } from '../../../lib/safeUrl.ts';
import type { Order } from '../api.ts';
import { PlanLinks } from '../documents/PlanLinks.tsx';
import { readyForGate } from '../rules/gate.ts';
import {
  type Ctx,
  isLinked,
  orderEventAt,
  orderStatusLabel,
  type StatusLabel,
  statusTone,
} from '../rules/status.ts';
import { orderVenue, useOrderTitle } from './orderHeading.ts';

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

/**
 * "Ready for the gate", once a sync has written the lists the card comes from to the device. Its own
 * component: the sync's first end re-renders this line in each card, not each card's head.
 */
const GateReady = () => {
  const { t } = useLingui();
  const stored = useSyncedOnce();
  return stored ? (
    <p
      className="order-card__ready"
      data-testid="gate-ready"
      title={t`Every ticket's QR is saved on this device`}
    >
      <span aria-hidden="true">✓ </span>
      <Trans>Ready for the gate</Trans>
    </p>
  ) : (
    // Its line is kept until the first sync has stored the codes, so the card below does not move when it
    // appears (a layout shift on every first visit otherwise).
    <p className="order-card__ready order-card__ready--pending" aria-hidden="true">
      <Trans>Ready for the gate</Trans>
    </p>
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

export const OrderHead = ({ order, ctx, online }: { order: Order; ctx: Ctx; online: boolean }) => {
  const lang = useLang();
  const statusText = useStatusText();
  const title = useOrderTitle(order);
  const label = orderStatusLabel(order, ctx);
  const when = orderEventAt(order);
  const first = order.tickets[0];
  const image = safeImageSrc(first?.performance.images['170x240'] ?? order.items[0]?.images.original);
  const venue = orderVenue(order);
  return (
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
          {when !== null && <span>{formatVenueDateTime(when, brand.utcOffsetHours, lang)}</span>}
          {venue && <span>{venue}</span>}
        </p>
        {order.train && (
          <p className="order-card__meta">
            <Trans>
              Train {order.train.trainNumber} · departs{' '}
              {formatVenueDateTime(order.train.departureTimeInformation, brand.utcOffsetHours, lang)}
            </Trans>
          </p>
        )}
        <PlanLinks order={order} ctx={ctx} title={title} venue={venue} />
        {readyForGate(order, ctx) && <GateReady />}
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
      </div>
    </header>
  );
};
