import { Trans, useLingui } from '@lingui/react/macro';
import { RetryBanner } from '../../ui/RetryBanner.tsx';
import { showToast } from '../../ui/toast.ts';

/** Spec §8: a card action that fails shows "Произошла ошибка, попробуйте позже!". */
export const useFailureToast = () => {
  const { t } = useLingui();
  return () => showToast(t`An error occurred, please try again later!`, 'error');
};

export const OfflineNote = () => (
  <p className="banner banner--info">
    <Trans>Changing cards needs a connection.</Trans>
  </p>
);

export const LoadFailed = ({ onRetry }: { onRetry: () => void }) => (
  <RetryBanner retryLabel={<Trans>Try again</Trans>} onRetry={onRetry}>
    <Trans>The cards could not be loaded.</Trans>
  </RetryBanner>
);
