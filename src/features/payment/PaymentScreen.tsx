import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError } from '../../lib/http/errors.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import type { PaymentInfo } from './api.ts';
import { OrdersLink } from './OrdersLink.tsx';
import { PaymentForm } from './PaymentForm.tsx';
import { paymentInfoQuery } from './queries.ts';
import { canShowPayment, formatCountdown, secondsLeft } from './rules.ts';
import { useCountdown } from './useCountdown.ts';
import '../../ui/page.css';
import './payment.css';

type Props = { orderId: number; failed: boolean };

/** `/payment/$id` (spec §2): the order's payment page, or why it cannot be paid. */
export const PaymentScreen = ({ orderId, failed }: Props) => {
  const { t } = useLingui();
  const info = useQuery(paymentInfoQuery(orderId));
  if (info.isPending) return <PaymentSkeleton />;
  if (info.isError) {
    const missing = info.error instanceof HttpError && info.error.status === 404;
    return (
      <section className="empty-state" aria-labelledby="payment-error">
        <h1 id="payment-error" className="empty-state__title">
          {missing ? t`Order not found` : t`The order could not be loaded`}
        </h1>
        <p className="empty-state__text">
          {missing
            ? t`There is no order №${orderId} among your orders.`
            : t`Check the connection and try again.`}
        </p>
        <OrdersLink />
      </section>
    );
  }
  return <PaymentPage info={info.data} failed={failed} />;
};

const PaymentSkeleton = () => (
  <section className="payment" aria-busy="true">
    <div className="heading-row">
      <Skeleton width="60%" height="32px" />
      <Skeleton width="90px" height="32px" />
    </div>
    <div className="payment__card">
      <Skeleton height="48px" />
      <Skeleton height="48px" />
      <Skeleton height="24px" width="50%" />
      <Skeleton height="120px" />
      <Skeleton height="48px" />
    </div>
  </section>
);

const PaymentPage = ({ info, failed }: { info: PaymentInfo; failed: boolean }) => {
  const { t } = useLingui();
  const { order } = info;
  const left = useCountdown(order.expired_at);
  // Already past its deadline when the page opened (a link from the list, a bookmark): the page says so
  // instead of alerting and leaving at once, which read as a silent redirect.
  const [expiredOnArrival] = useState(() => secondsLeft(order.expired_at, Date.now()) === 0);
  const payable = canShowPayment(order) && !expiredOnArrival;
  const orderNumber = order.id;
  return (
    <section className="payment" aria-labelledby="payment-title">
      <div className="heading-row">
        <h1 id="payment-title" className="page-title">
          <Trans>Payment for order №{orderNumber}</Trans>
        </h1>
        {left !== null && payable && (
          <p className="payment__timer">
            <span className="payment__timer-label">
              <Trans>Time left</Trans>
            </span>{' '}
            <span role="timer" data-testid="countdown">
              {formatCountdown(left)}
            </span>
          </p>
        )}
      </div>

      {payable ? (
        <PaymentForm info={info} failed={failed} expired={left === 0} />
      ) : (
        <div className="empty-state" data-testid="payment-closed">
          <h2 className="empty-state__title">
            {order.status === 1
              ? t`This order is already paid`
              : expiredOnArrival
                ? t`The time to pay for this order is over`
                : t`This order cannot be paid`}
          </h2>
          {expiredOnArrival && order.status !== 1 && (
            <p className="empty-state__text">
              <Trans>The order has expired; its tickets are no longer held for you.</Trans>
            </p>
          )}
          <OrdersLink />
        </div>
      )}
    </section>
  );
};
