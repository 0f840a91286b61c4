import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ERIP_WINDOW_MINUTES } from './rules.ts';
import '../../ui/page.css';
import './payment.css';

/** ERIP's own menu names: Russian in every language, as the customer sees them in ERIP. */
const ERIP_MENU = {
  system: '«Система «Расчет» (ЕРИП)»',
  tickets: '«Билеты, лотереи»',
  operators: '«Билетные операторы»',
} as const;

/**
 * Spec §2 ERIP: static instructions for paying through the Belarusian ERIP system. The names of the
 * ERIP menu items stay in Russian in every language: that is what the customer sees in ERIP itself.
 */
export const EripScreen = ({ orderId }: { orderId: string }) => {
  const { system, tickets, operators } = ERIP_MENU;
  return (
    <section className="payment erip" aria-labelledby="erip-title">
      <h1 id="erip-title" className="page-title">
        <Trans>Payment through ERIP</Trans>
      </h1>
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
    </section>
  );
};
