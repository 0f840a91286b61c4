import { cloneElement, type ReactElement, useId } from 'react';
import './forms.css';

type ControlProps = {
  id?: string;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

type Props = {
  label: string;
  /** The message under the field; the control is marked invalid while it is set. */
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  /** One input, select or textarea; it gets the id, the invalid state and the description. */
  children: ReactElement<ControlProps>;
  className?: string;
};

/** A labelled form control with its error message read out by screen readers. */
export const FormField = ({ label, error, hint, required, children, className }: Props) => {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {cloneElement(children, {
        id,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
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
