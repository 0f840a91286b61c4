// A dialog with one code field and one button: linking a client card by its barcode number and linking
// an external ticket by its number. Domain-free: the texts, what a code is and what a failure says come
// from the caller; the dialog keeps what was typed, shows the error under the field and says why the
// button is off while offline.
import { type ReactNode, useId, useState } from 'react';
import { Dialog } from '../Dialog.tsx';

type Props = {
  title: string;
  closeLabel: string;
  lead: ReactNode;
  label: ReactNode;
  submitLabel: ReactNode;
  /** Shown, with the button off, while there is no connection. */
  offlineNote: ReactNode;
  online: boolean;
  busy: boolean;
  error: string | null;
  inputMode?: 'numeric';
  /** The code sent for what was typed; an empty code is never sent. */
  normalise: (typed: string) => string;
  /** Whether the button is off while the field holds no code (otherwise pressing it does nothing). */
  offWhenEmpty?: boolean;
  onSubmit: (code: string) => void;
  onClose: () => void;
};

export const CodeEntryDialog = ({
  title,
  closeLabel,
  lead,
  label,
  submitLabel,
  offlineNote,
  online,
  busy,
  error,
  inputMode,
  normalise,
  offWhenEmpty = false,
  onSubmit,
  onClose,
}: Props) => {
  const fieldId = useId();
  const [typed, setTyped] = useState('');
  const empty = normalise(typed) === '';
  return (
    <Dialog open onClose={onClose} closeLabel={closeLabel} title={title}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!empty) onSubmit(normalise(typed));
        }}
      >
        <p className="dialog__lead">{lead}</p>
        <div className="field">
          <label htmlFor={fieldId}>{label}</label>
          <input
            id={fieldId}
            data-autofocus
            inputMode={inputMode}
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? `${fieldId}-error` : undefined}
          />
        </div>
        {error && (
          <p className="banner banner--error" id={`${fieldId}-error`} role="alert">
            {error}
          </p>
        )}
        {!online && <p className="banner banner--info">{offlineNote}</p>}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={busy || !online || (offWhenEmpty && empty)}
          aria-busy={busy || undefined}
        >
          {submitLabel}
        </button>
      </form>
    </Dialog>
  );
};
