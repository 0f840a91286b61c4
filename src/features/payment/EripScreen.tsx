import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Skeleton } from '../../ui/Skeleton.tsx';
import type { PaymentInfo } from './api.ts';
import { OrderClosed, OrderLoadFailed } from './OrderUnavailable.tsx';
import { paymentInfoQuery } from './queries.ts';
import { canShowPayment, ERIP_WINDOW_MINUTES } from './rules.ts';
import { useExpiredOnArrival } from './useCountdown.ts';
import '../../ui/page.css';
import './payment.css';

/** ERIP's own menu names: Russian in every language, as the customer sees them in ERIP. */
const ERIP_MENU = {
  system: '«Система «Расчет» (ЕРИП)»',
  tickets: '«Билеты, лотереи»',
  operators: '«Билетные операторы»',
} as const;

/**
 * Spec §2 ERIP: static instructions for paying through the Belarusian ERIP system, shown only for an
 * order of this customer's that still waits for payment: for a missing, foreign, paid or expired order
 * the page says so instead of instructions that would be false.
 */
export const EripScreen = ({ orderId }: { orderId: number }) => {
  // 0: the address named no order; nothing to ask the server.
  const info = useQuery({ ...paymentInfoQuery(orderId), enabled: orderId > 0 });
  if (orderId === 0) return <OrderLoadFailed orderId={0} error={null} />;
  if (info.isPending) {
    return (
      <section className="payment erip" aria-busy="true">
        <Skeleton width="60%" height="32px" />
        <Skeleton height="320px" />
      </section>
    );
  }
  if (info.isError) return <OrderLoadFailed orderId={orderId} error={info.error} />;
  return <EripPage order={info.data.order} />;
};

const EripPage = ({ order }: { order: PaymentInfo['order'] }) => {
  const expired = useExpiredOnArrival(order.expired_at);
  return (
    <section className="payment erip" aria-labelledby="erip-title">
      <h1 id="erip-title" className="page-title">
        <Trans>Payment through ERIP</Trans>
      </h1>
      {canShowPayment(order) && !expired ? (
        <EripSteps orderId={order.id} />
      ) : (
        <OrderClosed paid={order.status === 1} expired={expired} />
      )}
    </section>
  );
};

/** The steps; the names of ERIP's menu items stay in Russian in every language, as ERIP shows them. */
const EripSteps = ({ orderId }: { orderId: number }) => {
  const { system, tickets, operators } = ERIP_MENU;
  return (
    <div className="payment__card">
      <p className="erip__order">
        <Trans>
          Order number: <strong data-testid="erip-order">{orderId}</strong>
        </Trans>
      </p>
      <ol className="erip__steps">
        <li>
          <Trans>In your bank's app, internet banking, an ATM or an info-kiosk choose {system}.</Trans>
        </li>
        <li>
          <Trans>Open {tickets}.</Trans>
        </li>
        <li>
          <Trans>Choose {operators} and then our service.</Trans>
        </li>
        <li>
          <Trans>Enter the order number {orderId}.</Trans>
        </li>
        <li>
          <Trans>Check the amount and confirm the payment.</Trans>
        </li>
      </ol>
      <p className="banner banner--info" role="note">
        <Trans>
          Pay within {ERIP_WINDOW_MINUTES} minutes of choosing ERIP, otherwise the order is cancelled.
        </Trans>
      </p>
      <Link to="/tickets/actual" className="button button--primary">
        <Trans>Go to my tickets</Trans>
      </Link>
    </div>
  );
};
