import type { ReactNode } from 'react';
import '../retry-banner.css';

/** A failed load: what failed, and a button to try again. */
export const RetryBanner = ({
  children,
  retryLabel,
  onRetry,
}: {
  children: ReactNode;
  retryLabel: ReactNode;
  onRetry: () => void;
}) => (
  <div className="banner banner--error retry-banner" role="alert">
    <p>{children}</p>
    <button type="button" className="button" onClick={onRetry}>
      {retryLabel}
    </button>
  </div>
);
