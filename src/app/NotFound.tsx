import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

export const NotFound = () => (
  <section className="empty-state" aria-labelledby="not-found-title">
    <p className="empty-state__code" aria-hidden="true">
      404
    </p>
    <h1 id="not-found-title" className="empty-state__title">
      <Trans>Page not found</Trans>
    </h1>
    <p className="empty-state__text">
      <Trans>The page you opened does not exist or has moved.</Trans>
    </p>
    <Link to="/" className="button button--primary">
      <Trans>Go to my orders</Trans>
    </Link>
  </section>
);
