import type { ReactNode } from 'react';
import './forms.css';
import { Dialog } from './Dialog.tsx';

type Props = {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** Disables the confirm button (e.g. offline) without closing. */
  disabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Are you sure?" before something that cannot be undone. The safe choice takes the focus. */
export const ConfirmDialog = ({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  disabled,
  onConfirm,
  onClose,
}: Props) => (
  <Dialog open={open} onClose={onClose} title={title}>
    <div className="form">
      {children}
      <div className="confirm-dialog__actions">
        <button type="button" className="button" onClick={onClose} data-autofocus>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="button button--primary button--danger"
          onClick={onConfirm}
          disabled={busy || disabled}
          aria-busy={busy || undefined}
        >
          {confirmLabel}
        </button>
      </div>
    </div>
  </Dialog>
);
