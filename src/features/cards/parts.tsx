import { Trans, useLingui } from '@lingui/react/macro';
import { firstErrorMessage, HttpError } from '../../lib/http/errors.ts';
import { showToast } from '../../lib/toast.ts';
import { RetryBanner } from '../../ui/account-kit/RetryBanner.tsx';
import { ConfirmDialog } from '../../ui/screen-kit/ConfirmDialog.tsx';

/**
 * Spec §8: a card action that fails shows "Произошла ошибка, попробуйте позже!"; given the error, a
 * refusal the server explains (422: the list of saved cards is full) shows the server's words.
 */
export const useFailureToast = () => {
  const { t } = useLingui();
  return (e?: unknown) =>
    showToast(
      (e instanceof HttpError && e.status === 422 ? firstErrorMessage(e.body) : undefined) ??
        t`An error occurred, please try again later!`,
      'error',
    );
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

type Handlers = { onSuccess: () => void; onError: () => void };

/** "Delete the card?" for a client or payment card; `summary` names the card (null: closed). */
export const DeleteCardDialog = ({
  summary,
  online,
  busy,
  run,
  onClose,
}: {
  summary: string | null;
  online: boolean;
  busy: boolean;
  /** Starts the deletion; its promise holds the dialog's double-click lock. */
  run: (handlers: Handlers) => Promise<unknown>;
  onClose: () => void;
}) => {
  const { t } = useLingui();
  const failed = useFailureToast();
  return (
    <ConfirmDialog
      open={summary !== null}
      title={t`Delete the card?`}
      confirmLabel={t`Delete`}
      cancelLabel={t`Cancel`}
      busy={busy}
      disabled={!online}
      onConfirm={() =>
        run({
          onSuccess: () => {
            onClose();
            showToast(t`The card has been deleted`, 'success');
          },
          onError: () => failed(),
        })
      }
      onClose={onClose}
    >
      <p>{summary}</p>
    </ConfirmDialog>
  );
};
