import { type ReactNode, useEffect, useRef } from 'react';
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

/**
 * "Are you sure?" before something that cannot be undone. The safe choice takes the focus.
 * Double clicks confirm once: a click locks the button until the action has run (`busy` went back to
 * false) or the dialog closed — `busy` alone comes a render too late for a second click in the same
 * task. Without a `busy` prop there is nothing to wait for, and no lock.
 */
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
}: Props) => {
  const locked = useRef(false);
  useEffect(() => {
    if (!busy || !open) locked.current = false;
  }, [busy, open]);
  const confirm = () => {
    if (locked.current) return;
    if (busy !== undefined) locked.current = true;
    onConfirm();
  };
  return (
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
            onClick={confirm}
            disabled={busy || disabled}
            aria-busy={busy || undefined}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
};
