import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ChunkTimeoutError } from '../lib/chunkTimeout.ts';
import { describeError } from '../lib/http/describe.ts';
import { PartHeading } from '../ui/headingLevel.tsx';

/**
 * A screen that failed keeps the frame alive and offers a retry. Retry re-runs the route's loaders
 * (a failed loader stays failed until then) and lets suspense queries that failed fetch again. A screen
 * whose code never arrived (spec §9, 120 s) is retried by loading the page again: the browser keeps
 * waiting on the stalled request, and only a new page asks for the code afresh.
 */
export const RouteError = ({ error, reset }: ErrorComponentProps) => {
  const { i18n } = useLingui();
  const router = useRouter();
  const queryErrors = useQueryErrorResetBoundary();
  useEffect(() => queryErrors.reset(), [queryErrors]);
  const retry = async () => {
    if (error instanceof ChunkTimeoutError) {
      window.location.reload();
      return;
    }
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
