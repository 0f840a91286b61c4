import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** The way out of a payment page that cannot go on: back to the customer's orders. */
export const OrdersLink = () => (
  <Link to="/tickets/actual" className="button button--primary">
    <Trans>Go to my orders</Trans>
  </Link>
);
