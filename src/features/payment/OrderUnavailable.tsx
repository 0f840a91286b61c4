import { Trans, useLingui } from '@lingui/react/macro';
import { HttpError } from '../../lib/http/errors.ts';
import { OrdersLink } from './OrdersLink.tsx';

/**
 * The order of a payment or ERIP page could not be read: not the customer's, missing, or not an order
 * number at all (`orderId` 0: the address named none), or the server could not be asked.
 */
export const OrderLoadFailed = ({ orderId, error }: { orderId: number; error: unknown }) => {
  const { t } = useLingui();
  const missing = orderId === 0 || (error instanceof HttpError && error.status === 404);
  return (
    <section className="empty-state" aria-labelledby="payment-error">
      <h1 id="payment-error" className="empty-state__title">
        {missing ? t`Order not found` : t`The order could not be loaded`}
      </h1>
      <p className="empty-state__text">
        {orderId === 0
          ? t`This address does not name an order. Open the order from your orders.`
          : missing
            ? t`There is no order №${orderId} among your orders.`
            : t`Check the connection and try again.`}
      </p>
      <OrdersLink />
    </section>
  );
};

/** Why an order the customer has cannot be paid (any more): paid, its time is over, or closed otherwise. */
export const OrderClosed = ({ paid, expired }: { paid: boolean; expired: boolean }) => {
  const { t } = useLingui();
  return (
    <div className="empty-state" data-testid="payment-closed">
      <h2 className="empty-state__title">
        {paid
          ? t`This order is already paid`
          : expired
            ? t`The time to pay for this order is over`
            : t`This order cannot be paid`}
      </h2>
      {expired && !paid && (
        <p className="empty-state__text">
          <Trans>The order has expired; its tickets are no longer held for you.</Trans>
        </p>
      )}
      <OrdersLink />
    </div>
  );
};
