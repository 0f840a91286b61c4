import type { ReactNode } from 'react';
import '../forms.css';
import { Dialog } from '../Dialog.tsx';
import { useSingleFlight } from './useSingleFlight.ts';

type Props = {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The close button's accessible label; without it the dialog has no close button. */
  closeLabel?: string;
  /** The action is running: the confirm button is disabled and marked busy. */
  busy?: boolean;
  /** Disables the confirm button (e.g. offline) without closing. */
  disabled?: boolean;
  /** Red for what destroys (the default); the brand's primary for what only changes a state. */
  tone?: 'danger' | 'primary';
  /** The dialog's own class, for a feature's layout of it. */
  className?: string;
  /** Runs the action; its promise holds the lock (a mutation's `mutateAsync`). */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
};

/**
 * "Are you sure?" before something that cannot be undone. The safe choice takes the focus.
 * Double clicks confirm once: `useSingleFlight` locks the button until the action's promise settles —
 * `busy` alone comes a render too late for a second click in the same task.
 */
export const ConfirmDialog = ({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  closeLabel,
  busy,
  disabled,
  tone = 'danger',
  className,
  onConfirm,
  onClose,
}: Props) => {
  const once = useSingleFlight();
  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={closeLabel} className={className}>
      <div className="form">
        {children}
        <div className="confirm-dialog__actions">
          <button type="button" className="button" onClick={onClose} data-autofocus>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`button button--primary${tone === 'danger' ? ' button--danger' : ''}`}
            onClick={() => once(onConfirm)}
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
