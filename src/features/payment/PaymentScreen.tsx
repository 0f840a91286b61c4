import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Skeleton } from '../../ui/Skeleton.tsx';
import type { PaymentInfo } from './api.ts';
import { OrderClosed, OrderLoadFailed } from './OrderUnavailable.tsx';
import { PaymentForm } from './PaymentForm.tsx';
import { paymentInfoQuery } from './queries.ts';
import { canShowPayment, formatCountdown } from './rules.ts';
import { useCountdown, useExpiredOnArrival } from './useCountdown.ts';
import '../../ui/page.css';
import './payment.css';

type Props = { orderId: number; failed: boolean };

/** `/payment/$id` (spec §2): the order's payment page, or why it cannot be paid. */
export const PaymentScreen = ({ orderId, failed }: Props) => {
  // 0: the address named no order; nothing to ask the server.
  const info = useQuery({ ...paymentInfoQuery(orderId), enabled: orderId > 0 });
  const saysFailed = useSaidOnce(orderId, failed);
  if (orderId === 0) return <OrderLoadFailed orderId={0} error={null} />;
  if (info.isPending) return <PaymentSkeleton />;
  if (info.isError) return <OrderLoadFailed orderId={orderId} error={info.error} />;
  return <PaymentPage info={info.data} failed={saysFailed} />;
};

/**
 * The provider's "failed" is said for the attempt that failed, once: the flag leaves the address at once
 * (else Back from the next visit to the provider lands on it and says it again, when nothing failed), and
 * a page the browser restores from its cache on such a Back forgets it too.
 */
const useSaidOnce = (orderId: number, failed: boolean): boolean => {
  const navigate = useNavigate();
  const [says, setSays] = useState(failed);
  useEffect(() => {
    if (failed)
      void navigate({ to: '/payment/$id', params: { id: String(orderId) }, search: {}, replace: true });
  }, [failed, navigate, orderId]);
  useEffect(() => {
    const restored = (e: PageTransitionEvent) => {
      if (e.persisted) setSays(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);
  return says;
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
  const { order } = info;
  const left = useCountdown(order.expired_at);
  // Already past its deadline when the page opened (a link from the list, a bookmark): the page says so
  // instead of alerting and leaving at once, which read as a silent redirect.
  const expiredOnArrival = useExpiredOnArrival(order.expired_at);
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
        <OrderClosed paid={order.status === 1} expired={expiredOnArrival} />
      )}
    </section>
  );
};
