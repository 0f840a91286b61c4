import { useLingui } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../ui/screen-kit/ConfirmDialog.tsx';

type Props = {
  title: string;
  cancelLabel: string;
  confirmLabel: string;
  /** What confirming runs (once per click burst); pending, the confirm button is busy. */
  mutation: Pick<UseMutationResult<unknown, Error, void>, 'isPending' | 'mutateAsync'>;
  online: boolean;
  onClose: () => void;
  children: ReactNode;
};

/**
 * An order action's "are you sure?" (cancel, electronic registration): a ConfirmDialog with a close
 * button, the brand's primary confirm (these change a state, the return dialog is the one that refunds)
 * and the orders dialogs' button row (class order-dialog).
 */
export const OrderConfirmDialog = ({
  title,
  cancelLabel,
  confirmLabel,
  mutation,
  online,
  onClose,
  children,
}: Props) => {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open
      className="order-dialog"
      tone="primary"
      closeLabel={t`Close`}
      title={title}
      cancelLabel={cancelLabel}
      confirmLabel={confirmLabel}
      busy={mutation.isPending}
      disabled={!online}
      onConfirm={() => mutation.mutateAsync()}
      onClose={onClose}
    >
      {children}
    </ConfirmDialog>
  );
};
