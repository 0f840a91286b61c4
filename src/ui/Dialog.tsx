import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useBackCloses } from './backCloses.ts';

type Props = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Accessible label of the close button; omit to hide the button. */
  closeLabel?: string;
  className?: string;
};

/**
 * A modal built on the native <dialog>: `showModal()` makes the rest of the page inert (focus stays
 * inside) and Escape fires `cancel`, which we turn into `onClose`; so does Back (backCloses.ts).
 */
export const Dialog = ({ open, onClose, title, children, closeLabel, className }: Props) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useBackCloses(open, onClose);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      // showModal focuses the first focusable element (often the close button); prefer the field
      // marked as where typing starts.
      el.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && el.open) el.close();
  }, [open]);

  // Owners often unmount a dialog instead of closing it; a <dialog> removed while open gets no focus
  // return. A layout cleanup runs before React removes the node, so close it there: the browser then
  // gives focus back to the control that opened it.
  useLayoutEffect(() => {
    const el = ref.current;
    return () => {
      if (el?.open) el.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
    >
      {open && (
        <div className="dialog__body">
          <header className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {closeLabel && (
              <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            )}
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
};
