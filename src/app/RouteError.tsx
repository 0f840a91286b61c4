import { Trans, useLingui } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { describeError } from './errors.ts';

/** A screen that failed keeps the frame alive and offers a retry. */
export const RouteError = ({ error, reset }: ErrorComponentProps) => {
  const { i18n } = useLingui();
  return (
    <section className="empty-state" role="alert">
      <h1 className="empty-state__title">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="empty-state__text">{describeError(error, i18n)}</p>
      <button type="button" className="button button--primary" onClick={reset}>
        <Trans>Try again</Trans>
      </button>
    </section>
  );
};
