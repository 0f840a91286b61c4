// The pieces of an order card: event tickets, train tickets, transfers, subscription items, services
// and coupons. Each piece asks rules.ts what it may show and offer.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatVenueDateTime } from '../../../kernel/format/dates.ts';
import { brand } from '../../../lib/brand/current.ts';
import { pickLocalized } from '../../../lib/http/schemas.ts';
import { useLang } from '../../../lib/i18n/useLang.ts';
import { useMoney } from '../../../shared/money/useMoney.ts';
import { WalletSlot } from '../../../shared/screen-kit/WalletSlot.tsx';
import { openWidget } from '../../../shared/widget/widgetStore.ts';
import type { CodeButtonData } from '../../../start/handoff.ts';
import { QrCode } from '../../../ui/screen-kit/QrCode.tsx';
import type { Coupon, Item, Order, Service, Ticket, TrainTicket, Transfer } from '../api.ts';
import { documents } from '../api.ts';
import { useDocuments } from '../documents/useDocuments.ts';
import { seatLine, ticketSeat, withSeat } from '../gate/gateCodes.ts';
import type { OnIntent } from '../list/actions.ts';
import { isEntryTransfer } from '../rules/gate.ts';
import {
  isEntryItem,
  isEntryService,
  itemProlongable,
  ticketState,
  trainTicketState,
} from '../rules/items.ts';
import { type Ctx, showsPrices } from '../rules/status.ts';
import { ShareButton } from '../share/ShareButton.tsx';
import { transferClassLabel, vehicleLabel } from './transferLabels.ts';

/** Spec §9 QR sizes: ticket 130 desktop / 100 mobile on orders (CSS scales the 130 down), 90 in one view
 * (TicketOneView), rail and transfer 80, item 70. */
export const QR_SIZE = { ticket: 130, oneView: 90, train: 80, transfer: 80, item: 70 } as const;

/** A button shown only when `show`: the cards offer exactly what the rules allow. */
export const Act = ({
  show,
  className,
  disabled = false,
  onClick,
  name,
  children,
}: {
  show: boolean;
  className: string;
  disabled?: boolean;
  onClick: () => void;
  /** The accessible name, when the words alone do not say which ticket. */
  name?: string;
  children: ReactNode;
}) =>
  show ? (
    <button type="button" className={className} disabled={disabled} onClick={onClick} aria-label={name}>
      {children}
    </button>
  ) : null;

/** A grey chip beside a part's name (returned, cancelled, used). */
const LookChip = ({ show, children }: { show: boolean; children: ReactNode }) =>
  show ? <span className="chip chip--neutral">{children}</span> : null;

type PartProps = { order: Order; ctx: Ctx; online: boolean; onIntent: OnIntent };

const Fact = ({
  label,
  value,
  span,
}: {
  label: string;
  value: string | number | null | undefined;
  /**
   * Two columns: a long code (its digits never wrap) or a place (a transfer's from and to: a name on one
   * or two lines, not four).
   */
  span?: 'code' | 'place';
}) =>
  value === null || value === undefined || value === '' ? null : (
    <div className={span ? `fact fact--${span}` : 'fact'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );

/**
 * An entry code's QR as a button that opens gate mode on it (the QR image inside keeps its accessible
 * name); nothing when `value` is null (not an entry code: items.ts).
 */
const GateQr = ({
  value,
  order,
  gateKey,
  onIntent,
  className = 'part__qr',
  size,
  label,
}: {
  value: string | null;
  order: Order;
  /** The code's key in gate mode (`ticket-<id>`, …). */
  gateKey: string;
  onIntent: OnIntent;
  className?: string;
  size: number;
  label: string;
}) => {
  const { t } = useLingui();
  return value ? (
    <button
      type="button"
      className="part__gate"
      onClick={() => onIntent({ kind: 'gate', order, key: gateKey })}
      title={t`Show at the gate`}
      // A tap on the kept start view names the code the app then opens (src/start/handoff.ts).
      {...({ 'data-gate': `${order.id}:${gateKey}` } satisfies CodeButtonData)}
    >
      <QrCode className={className} value={value} size={size} label={label} />
    </button>
  ) : null;
};

/** Where a ticket's QR will be once the order is paid: the spec's "Order must be paid" (§8). */
const AwaitsPayment = ({ className = '' }: { className?: string }) => (
  <p className={`part__qr part__awaits ${className}`} data-testid="awaits-payment">
    <Trans>Order must be paid</Trans>
  </p>
);

const OfflineNote = ({ online }: { online: boolean }) =>
  online ? null : (
    <p className="part__offline">
      <Trans>Needs a connection</Trans>
    </p>
  );

export const TicketPart = ({ ticket, order, ctx, online, onIntent }: PartProps & { ticket: Ticket }) => {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const money = useMoney();
  const state = ticketState(ticket, order, ctx);
  const code = ticket.ticket_code ?? ticket.qr ?? '';
  const struck = state.look === 'returned' || state.look === 'cancelled';
  const which = withSeat(ticketSeat(i18n, ticket));
  return (
    <li className={`part part--ticket ${struck ? 'part--struck' : ''}`} data-testid={`ticket-${ticket.id}`}>
      {state.showQr && ticket.qr ? (
        <GateQr
          value={ticket.qr}
          order={order}
          gateKey={`ticket-${ticket.id}`}
          onIntent={onIntent}
          className="part__qr part__qr--ticket"
          size={QR_SIZE.ticket}
          label={which(t`QR code of ticket ${code}`)}
        />
      ) : state.awaitsPayment ? (
        <AwaitsPayment className="part__qr--ticket" />
      ) : null}
      <div className="part__body">
        <p className="part__title">
          <span className="part__name">{ticket.performance.name}</span>
          <LookChip show={state.look === 'returned'}>
            <Trans>Returned</Trans>
          </LookChip>
          <LookChip show={state.look === 'cancelled'}>
            <Trans>Cancelled</Trans>
          </LookChip>
          <LookChip show={state.look === 'used'}>
            <Trans>Used</Trans>
          </LookChip>
        </p>
        <dl className="facts">
          <Fact
            label={t`Date`}
            value={formatVenueDateTime(ticket.session.timeSpending, brand.utcOffsetHours, lang)}
          />
          <Fact label={t`Venue`} value={ticket.session.object.name} />
          <Fact label={t`Section`} value={ticket.section_name} />
          <Fact label={t`Hall`} value={ticket.hall_name} />
          <Fact label={t`Row`} value={ticket.row} />
          <Fact label={t`Place`} value={ticket.place} />
          <Fact label={t`Ticket code`} value={code} span="code" />
          {showsPrices(order) && <Fact label={t`Price`} value={money(ticket.price)} />}
        </dl>
        {state.showQr && (
          <WalletSlot target={{ kind: 'tickets', orderId: order.id, ticketId: ticket.id }} what={code} />
        )}
        {(state.showQr || state.returnable || state.cancellable) && (
          <div className="part__actions">
            {state.showQr && (
              <ShareButton
                order={order}
                ticketId={ticket.id}
                name={which(t`Share`)}
                className="button button--small"
              >
                <Trans>Share</Trans>
              </ShareButton>
            )}
            <Act
              show={state.returnable}
              className="button button--small"
              disabled={!online}
              name={which(t`Return ticket`)}
              onClick={() =>
                onIntent({
                  kind: 'returnTicket',
                  order,
                  ticketKind: 'tickets',
                  ticketId: ticket.id,
                  session: ticket.session,
                })
              }
            >
              <Trans>Return ticket</Trans>
            </Act>
            <Act
              show={state.cancellable}
              className="button button--small"
              disabled={!online}
              name={which(t`Cancel ticket`)}
              onClick={() => onIntent({ kind: 'cancelTicket', order, ticketId: ticket.id })}
            >
              <Trans>Cancel ticket</Trans>
            </Act>
            {(state.returnable || state.cancellable) && <OfflineNote online={online} />}
          </div>
        )}
      </div>
    </li>
  );
};

export const TrainTicketPart = ({
  ticket,
  order,
  ctx,
  online,
  onIntent,
}: PartProps & { ticket: TrainTicket }) => {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const money = useMoney();
  const { save } = useDocuments();
  const state = trainTicketState(ticket, order, ctx);
  const struck = state.look === 'returned';
  const which = withSeat(
    seatLine(i18n, { car: ticket.carNumber, place: ticket.places, section: null, hall: null, row: null }),
  );
  return (
    <li
      className={`part part--train ${struck ? 'part--struck' : ''}`}
      data-testid={`train-ticket-${ticket.id}`}
    >
      {state.showQr && ticket.code ? (
        <GateQr
          value={ticket.code}
          order={order}
          gateKey={`train-${ticket.id}`}
          onIntent={onIntent}
          size={QR_SIZE.train}
          label={which(t`QR code of train ticket ${ticket.code}`)}
        />
      ) : state.awaitsPayment ? (
        <AwaitsPayment />
      ) : null}
      <div className="part__body">
        <p className="part__title">
          <span className="part__name">{ticket.fio}</span>
          <LookChip show={state.look === 'returned'}>
            <Trans>Returned</Trans>
          </LookChip>
          <LookChip show={state.look === 'used'}>
            <Trans>Used</Trans>
          </LookChip>
        </p>
        <dl className="facts">
          <Fact label={t`Car`} value={ticket.carNumber} />
          <Fact label={t`Places`} value={ticket.places} />
          <Fact label={t`Ticket code`} value={ticket.code} span="code" />
          <Fact label={t`Terms`} value={ticket.additionalTerms} />
          {showsPrices(order) && <Fact label={t`Price`} value={money(ticket.price)} />}
        </dl>
        {state.showQr && ticket.code && (
          <WalletSlot
            target={{ kind: 'trains', orderId: order.id, ticketId: ticket.id }}
            what={ticket.code}
          />
        )}
        {state.checkIn && (
          <p className={`checkin ${state.checkIn.on ? 'checkin--on' : ''}`}>
            {state.checkIn.on ? (
              <Trans>Electronic registration: done</Trans>
            ) : (
              <Trans>Electronic registration: not done</Trans>
            )}
          </p>
        )}
        <div className="part__actions">
          <Act
            show={state.checkIn !== null}
            className="button button--small"
            disabled={!online}
            name={which(state.checkIn?.on ? t`Cancel registration` : t`Register`)}
            onClick={() =>
              onIntent({
                kind: 'checkInTicket',
                order,
                ticketId: ticket.id,
                status: state.checkIn?.on ? 0 : 1,
              })
            }
          >
            {state.checkIn?.on ? <Trans>Cancel registration</Trans> : <Trans>Register</Trans>}
          </Act>
          <Act
            show={state.returnable}
            className="button button--small"
            disabled={!online}
            name={which(t`Return ticket`)}
            onClick={() =>
              onIntent({
                kind: 'returnTicket',
                order,
                ticketKind: 'trains',
                ticketId: ticket.id,
                session: null,
              })
            }
          >
            <Trans>Return ticket</Trans>
          </Act>
          <Act
            show={state.cancellable}
            className="button button--small"
            disabled={!online}
            name={which(t`Cancel ticket`)}
            onClick={() => onIntent({ kind: 'cancelTicket', order, ticketId: ticket.id })}
          >
            <Trans>Cancel ticket</Trans>
          </Act>
          <Act
            show={state.eTicket}
            className="button button--small"
            name={which(t`E-ticket`)}
            onClick={() => save(documents.trainPdf(order.id, ticket.id, lang))}
          >
            <Trans>E-ticket</Trans>
          </Act>
          <Act
            show={state.returnReceipt}
            className="button button--small"
            name={which(t`Return receipt`)}
            onClick={() => save(documents.trainReceipt(order.id, ticket.id, lang, true))}
          >
            <Trans>Return receipt</Trans>
          </Act>
          {(state.checkIn || state.returnable || state.cancellable) && <OfflineNote online={online} />}
        </div>
      </div>
    </li>
  );
};

export const TransferPart = ({
  transfer,
  order,
  ctx,
  onIntent,
}: {
  transfer: Transfer;
  order: Order;
  ctx: Ctx;
  onIntent: OnIntent;
}) => {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const money = useMoney();
  const from = pickLocalized(transfer.from.names, lang);
  const to = pickLocalized(transfer.to.names, lang);
  const code = transfer.code;
  return (
    <li className="part part--transfer" data-testid={`transfer-${transfer.id}`}>
      <GateQr
        value={isEntryTransfer(transfer, order, ctx.now) ? code : null}
        order={order}
        gateKey={`transfer-${transfer.id}`}
        onIntent={onIntent}
        size={QR_SIZE.transfer}
        label={t`QR code of transfer ${code}`}
      />
      <div className="part__body">
        <p className="part__title">
          {from} → {to}
        </p>
        <dl className="facts">
          <Fact label={t`From`} value={from} span="place" />
          <Fact label={t`To`} value={to} span="place" />
          <Fact label={t`Date`} value={formatVenueDateTime(transfer.date, brand.utcOffsetHours, lang)} />
          <Fact label={t`Vehicle`} value={vehicleLabel(transfer.transfer.auto, i18n)} />
          <Fact label={t`Class`} value={transferClassLabel(transfer.transfer.class, i18n)} />
          <Fact label={t`Max passengers`} value={transfer.transfer.max_persons} />
          <Fact label={t`Code`} value={transfer.code} />
          {showsPrices(order) && <Fact label={t`Price`} value={money(transfer.price)} />}
        </dl>
      </div>
    </li>
  );
};

/** The shell of a part with an optional QR, a title and its facts: items, services and coupons. */
const SimplePart = ({
  kind,
  testId,
  qr,
  title,
  children,
}: {
  kind: 'item' | 'service' | 'coupon';
  testId: string;
  qr: { value: string; label: string } | null;
  title: string;
  children: ReactNode;
}) => (
  <li className={`part part--${kind}`} data-testid={testId}>
    {qr ? <QrCode className="part__qr" value={qr.value} size={QR_SIZE.item} label={qr.label} /> : null}
    <div className="part__body">
      <p className="part__title">{title}</p>
      {children}
    </div>
  </li>
);

export const ItemPart = ({ item, order, onIntent }: { item: Item; order: Order; onIntent: OnIntent }) => {
  const { t } = useLingui();
  const lang = useLang();
  const money = useMoney();
  return (
    <SimplePart
      kind="item"
      testId={`item-${item.id}`}
      qr={
        isEntryItem(item, order) && item.qr
          ? { value: item.qr, label: t`QR code of item ${item.code}` }
          : null
      }
      title={item.name}
    >
      <dl className="facts">
        <Fact label={t`Code`} value={item.code} />
        <Fact label={t`Venue`} value={item.institution.name} />
        {showsPrices(order) && <Fact label={t`Price`} value={money(item.price)} />}
      </dl>
      <div className="part__actions">
        <button
          type="button"
          className="button button--small"
          onClick={() => onIntent({ kind: 'itemInfo', order, item })}
        >
          <Trans>Info</Trans>
        </button>
        {itemProlongable(item, order) && (
          // Prolonging happens in the sale widget, over the cabinet (spec §2 main frame).
          <button
            type="button"
            className="button button--small"
            onClick={() => openWidget({ sid: order.id, iid: item.itemId, lang })}
          >
            <Trans>Prolong</Trans>
          </button>
        )}
      </div>
    </SimplePart>
  );
};

export const ServicePart = ({ service, order, ctx }: { service: Service; order: Order; ctx: Ctx }) => {
  const { t } = useLingui();
  const money = useMoney();
  return (
    <SimplePart
      kind="service"
      testId={`service-${service.id}`}
      qr={
        isEntryService(service, order, ctx.now) && service.qr
          ? { value: service.qr, label: t`QR code of service ${service.code ?? service.qr}` }
          : null
      }
      title={service.name}
    >
      <dl className="facts">
        <Fact label={t`Code`} value={service.code} />
        {showsPrices(order) && <Fact label={t`Price`} value={money(service.price)} />}
      </dl>
    </SimplePart>
  );
};

export const CouponPart = ({ coupon, order }: { coupon: Coupon; order: Order }) => {
  const { t } = useLingui();
  const money = useMoney();
  return (
    <SimplePart kind="coupon" testId={`coupon-${coupon.id}`} qr={null} title={coupon.name}>
      <dl className="facts">
        <Fact label={t`Coupon`} value={coupon.code} />
        {showsPrices(order) && <Fact label={t`Discount`} value={`−${money(coupon.discount)}`} />}
      </dl>
    </SimplePart>
  );
};
