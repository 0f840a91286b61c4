// An order card's footer (spec §2, §4): pay, the documents, registration, return and cancel, as the
// rules allow them; what needs the network is disabled offline, with a note saying so.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLang } from '../../../lib/i18n/useLang.ts';
import { documents, type Order } from '../api.ts';
import { useDocuments } from '../documents/useDocuments.ts';
import type { OnIntent } from '../list/actions.ts';
import { type OrderActions, payButton } from '../rules/status.ts';
import { Act } from './OrderParts.tsx';

type Props = { order: Order; actions: OrderActions; online: boolean; onIntent: OnIntent };

export const OrderFooter = ({ order, actions, online, onIntent }: Props) => {
  const lang = useLang();
  const { save, print } = useDocuments();
  const payLabel = payButton(order) === 'get' ? <Trans>Get</Trans> : <Trans>Pay</Trans>;
  const needsNet = !online;
  return (
    <footer className="order-card__actions">
      {actions.pay &&
        (needsNet ? (
          // Payment is online-only: offline the link becomes a disabled button, the note says why.
          <button type="button" className="button button--primary" disabled>
            {payLabel}
          </button>
        ) : (
          <Link className="button button--primary" to="/payment/$id" params={{ id: String(order.id) }}>
            {payLabel}
          </Link>
        ))}
      <Act show={actions.download} className="button" onClick={() => save(documents.tickets(order.id, lang))}>
        <Trans>Download</Trans>
      </Act>
      <Act show={actions.print} className="button" onClick={() => print(documents.print(order.id, lang))}>
        <Trans>Print</Trans>
      </Act>
      <Act show={actions.receipt} className="button" onClick={() => save(documents.receipt(order.id, lang))}>
        <Trans>Receipt</Trans>
      </Act>
      {actions.trainReceipt &&
        order.trains.map((ticket) => (
          <button
            key={ticket.id}
            type="button"
            className="button"
            onClick={() => save(documents.trainReceipt(order.id, ticket.id, lang))}
          >
            {order.trains.length > 1 ? <Trans>Receipt, place {ticket.places}</Trans> : <Trans>Receipt</Trans>}
          </button>
        ))}
      <Act
        show={actions.returnReceipt}
        className="button"
        onClick={() => save(documents.returnReceipt(order.id, lang))}
      >
        <Trans>Return receipt</Trans>
      </Act>
      <Act
        show={actions.checkIn !== null}
        className="button"
        disabled={needsNet}
        onClick={() =>
          onIntent({ kind: 'checkInOrder', order, status: actions.checkIn === 'register' ? 1 : 0 })
        }
      >
        {actions.checkIn === 'register' ? (
          <Trans>Electronic registration</Trans>
        ) : (
          <Trans>Cancel electronic registration</Trans>
        )}
      </Act>
      <Act
        show={actions.fullReturn}
        className="button button--ghost"
        disabled={needsNet}
        onClick={() => onIntent({ kind: 'returnOrder', order })}
      >
        <Trans>Return order</Trans>
      </Act>
      <Act
        show={actions.cancel}
        className="button button--ghost"
        disabled={needsNet}
        onClick={() => onIntent({ kind: 'cancelOrder', order })}
      >
        <Trans>Cancel order</Trans>
      </Act>
      {needsNet && actions.pay && (
        <p className="order-card__offline">
          <Trans>Payment needs a connection.</Trans>
        </p>
      )}
      {needsNet && (actions.checkIn || actions.fullReturn || actions.cancel) && (
        <p className="order-card__offline">
          <Trans>Returns, cancellations and registration need a connection.</Trans>
        </p>
      )}
    </footer>
  );
};
