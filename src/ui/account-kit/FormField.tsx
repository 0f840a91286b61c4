import { cloneElement, type ReactElement, useId } from 'react';
import '../forms.css';

export type FieldLook = 'valid' | 'invalid' | 'empty';

/** The field wrapper's class for a look: green border when valid, red when invalid, none when empty. */
export const lookClass = (look: FieldLook | undefined): string =>
  look === 'valid' ? 'field--valid' : look === 'invalid' ? 'field--invalid' : '';

type ControlProps = {
  id?: string;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * The required mark after a label or legend; the control itself carries the required state for assistive
 * technology. Plain here; a form may colour it (`.field__required`).
 */
export const RequiredMark = () => (
  <span className="field__required" aria-hidden="true">
    *
  </span>
);

type Props = {
  label: string;
  /** The control's id, when the form moves the focus to it; otherwise one of its own. */
  id?: string;
  /** The message under the field; the control is marked invalid while it is set. */
  error?: string | undefined;
  /** Marks the control invalid without a message (a form that reports its problems elsewhere). */
  invalid?: boolean | undefined;
  hint?: string;
  required?: boolean;
  /** A live look while typing (the e-mail's green or red border, spec §5); an error wins. */
  look?: FieldLook;
  /** One input, select or textarea; it gets the id, the invalid state and the description. */
  children: ReactElement<ControlProps>;
  className?: string;
};

/** A labelled form control with its error message read out by screen readers. */
export const FormField = (props: Props) => {
  const { label, error, hint, required, look, children, className } = props;
  const ownId = useId();
  const id = props.id ?? ownId;
  const noteId = `${id}-note`;
  const note = error ?? hint;
  const invalid = Boolean(error) || props.invalid === true || look === 'invalid';
  return (
    <div className={`field ${error ? 'field--invalid' : lookClass(look)} ${className ?? ''}`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <>
            {' '}
            <RequiredMark />
          </>
        )}
      </label>
      {cloneElement(children, {
        id,
        'aria-required': required || undefined,
        'aria-invalid': invalid || undefined,
        'aria-describedby': note ? noteId : undefined,
      })}
      {note && (
        <span
          id={noteId}
          className={error ? 'field__error' : 'field__hint'}
          role={error ? 'alert' : undefined}
        >
          {note}
        </span>
      )}
    </div>
  );
};
