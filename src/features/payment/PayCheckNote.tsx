import { Trans } from '@lingui/react/macro';
import type { CheckStage } from './usePayCheck.ts';

type Props = { stage: CheckStage; onCheckNow: () => void };

/** What the page knows about a payment whose call got no readable answer (usePayCheck), in one banner. */
export const PayCheckNote = ({ stage, onCheckNow }: Props) => {
  if (stage.step === 'checking') {
    return (
      <p className="banner banner--info" role="status" data-testid="pay-check">
        <Trans>Checking whether the payment went through…</Trans>
      </p>
    );
  }
  if (stage.step === 'unknown') {
    return (
      <div className="banner payment__check" role="alert" data-testid="pay-check">
        <p>
          <Trans>
            We cannot tell yet whether the payment went through. Please do not pay again: we will check again
            in a few seconds.
          </Trans>
        </p>
        <button type="button" className="button" onClick={onCheckNow}>
          <Trans>Check now</Trans>
        </button>
      </div>
    );
  }
  return (
    <p className="banner banner--error" role="alert" data-testid="pay-check">
      {stage.cause === 'noAnswer' ? (
        <Trans>
          The server did not answer in time, and the payment did not go through. The order is not paid; please
          try again.
        </Trans>
      ) : (
        <Trans>
          The payment did not go through because of a server error. The order is not paid; please try again.
        </Trans>
      )}
    </p>
  );
};
