import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useLang } from '../../lib/i18n/useLang.ts';
import { profileKeys } from '../../shared/profile/queries.ts';
import { openWidget } from '../../shared/widget/widgetStore.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import type { PaymentInfo } from './api.ts';
import { OrderClosed, OrderLoadFailed } from './OrderUnavailable.tsx';
import { checkResult } from './payOutcome.ts';
import { paymentInfoQuery } from './queries.ts';
import { useExpiredOnArrival } from './useCountdown.ts';
import './payment.css';

/**
 * Spec §2 Thank-you: the message plus buttons to tickets and promotions (and the sale widget), said only
 * of an order the platform calls paid. Back, a bookmark or an edited link can bring anyone here: an
 * order still waiting for payment says so with the way back to pay, an unknown or foreign one (or none)
 * gets the payment pages' not-found text.
 */
export const ThankYouScreen = ({ orderId }: { orderId: number | null }) => {
  const client = useQueryClient();
  // Back from the provider the page was reloaded: the persisted profile may hold the old balance.
  useEffect(() => {
    void client.invalidateQueries({ queryKey: profileKeys.all });
  }, [client]);
  const info = useQuery({ ...paymentInfoQuery(orderId ?? 0), enabled: orderId !== null });
  if (orderId === null) return <OrderLoadFailed orderId={0} error={null} />;
  if (info.isPending) return <ThankYouSkeleton />;
  if (info.isError) return <OrderLoadFailed orderId={orderId} error={info.error} />;
  return <OrderOutcome order={info.data.order} />;
};

const ThankYouSkeleton = () => (
  <section className="empty-state thank-you" aria-busy="true">
    <Skeleton width="48px" height="48px" radius="50%" />
    <Skeleton width="min(420px, 80%)" height="32px" />
    <Skeleton width="min(520px, 90%)" height="48px" />
  </section>
);

const OrderOutcome = ({ order }: { order: PaymentInfo['order'] }) => {
  const expired = useExpiredOnArrival(order.expired_at);
  const result = checkResult(order);
  if (result === 'paid') return <Paid order={order} />;
  const orderId = order.id;
  if (result === 'notPaid' && !expired) return <NotPaidYet orderId={orderId} />;
  return (
    <section className="payment" aria-labelledby="thank-you-title">
      <h1 id="thank-you-title" className="page-title">
        <Trans>Order №{orderId}</Trans>
      </h1>
      <OrderClosed paid={false} expired={expired || order.status === 4} />
    </section>
  );
};

const Paid = ({ order }: { order: PaymentInfo['order'] }) => {
  const lang = useLang();
  const event = order.event;
  const orderId = order.id;
  return (
    <section className="empty-state thank-you" aria-labelledby="thank-you-title">
      <p className="thank-you__mark" aria-hidden="true">
        ✓
      </p>
      <h1 id="thank-you-title" className="empty-state__title">
        <Trans>Thank you for your purchase!</Trans>
      </h1>
      <p className="empty-state__text">
        <Trans>
          Order №{orderId} is paid. Your tickets are in your orders and have been sent to your e-mail.
        </Trans>
      </p>
      <div className="thank-you__actions">
        <Link to="/tickets/actual" className="button button--primary">
          <Trans>My tickets</Trans>
        </Link>
        <Link to="/promotions" className="button">
          <Trans>Promotions</Trans>
        </Link>
        {event && (
          <button
            type="button"
            className="button"
            onClick={() => openWidget({ sid: event.sid, seid: event.seid, lang })}
          >
            <Trans>Buy more tickets</Trans>
          </button>
        )}
      </div>
    </section>
  );
};

/** The platform has not seen the payment (yet): the way back to pay, and a look again for one on its way. */
const NotPaidYet = ({ orderId }: { orderId: number }) => {
  const { t } = useLingui();
  const info = useQuery({ ...paymentInfoQuery(orderId), enabled: false });
  return (
    <section className="empty-state thank-you" aria-labelledby="thank-you-title">
      <h1 id="thank-you-title" className="empty-state__title">
        {t`Order №${orderId} is not paid yet`}
      </h1>
      <p className="empty-state__text">
        <Trans>
          The order is waiting for payment. If you have just paid, the payment may still be on its way: check
          again in a minute.
        </Trans>
      </p>
      <div className="thank-you__actions">
        <Link to="/payment/$id" params={{ id: String(orderId) }} className="button button--primary">
          <Trans>Go to payment</Trans>
        </Link>
        <button
          type="button"
          className="button"
          disabled={info.isFetching}
          onClick={() => void info.refetch()}
        >
          <Trans>Check again</Trans>
        </button>
        <Link to="/tickets/actual" className="button">
          <Trans>My tickets</Trans>
        </Link>
      </div>
    </section>
  );
};
