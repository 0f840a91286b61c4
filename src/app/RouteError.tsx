import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PartHeading } from '../ui/headingLevel.tsx';
import { describeError } from './errors.ts';

/**
 * A screen that failed keeps the frame alive and offers a retry. Retry re-runs the route's loaders
 * (a failed loader stays failed until then) and lets suspense queries that failed fetch again.
 */
export const RouteError = ({ error, reset }: ErrorComponentProps) => {
  const { i18n } = useLingui();
  const router = useRouter();
  const queryErrors = useQueryErrorResetBoundary();
  useEffect(() => queryErrors.reset(), [queryErrors]);
  const retry = async () => {
    await router.invalidate();
    reset();
  };
  return (
    <section className="empty-state" role="alert">
      <PartHeading className="empty-state__title">
        <Trans>Something went wrong</Trans>
      </PartHeading>
      <p className="empty-state__text">{describeError(error, i18n)}</p>
      <button type="button" className="button button--primary" onClick={() => void retry()}>
        <Trans>Try again</Trans>
      </button>
    </section>
  );
};
