import { Trans } from '@lingui/react/macro';
import { applyUpdate, useUpdateWaiting } from './serviceWorker.ts';

/** A visible offer to switch to the new version; the customer decides when (never mid-payment). */
export const UpdatePrompt = () => {
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="status">
      <span>
        <Trans>A new version of the cabinet is ready.</Trans>
      </span>
      <button type="button" className="button button--primary" onClick={applyUpdate}>
        <Trans>Update</Trans>
      </button>
    </div>
  );
};
