import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { emailLook } from '../../kernel/contact.ts';
import { lookClass } from '../../ui/account-kit/FormField.tsx';
import { maskPhone } from './rules.ts';

type Props = {
  /** The profile's phone, shown masked and read-only; null while the profile loads. */
  phone: string | null;
  email: string;
  onEmail: (email: string) => void;
};

/** Where the tickets go (spec §5): the profile's phone, and the e-mail with its live valid/invalid look. */
export const ContactFields = ({ phone, email, onEmail }: Props) => {
  const id = useId();
  const look = emailLook(email);
  return (
    <div className="payment__contacts">
      <div className="field">
        <label htmlFor={`${id}-phone`}>
          <Trans>Phone</Trans>
        </label>
        <input id={`${id}-phone`} readOnly value={phone === null ? '' : maskPhone(phone)} />
      </div>
      <div className={`field ${lookClass(look)}`}>
        <label htmlFor={id}>
          <Trans>E-mail for the tickets</Trans>
        </label>
        <input
          id={id}
          type="email"
          autoComplete="email"
          aria-invalid={look === 'invalid'}
          value={email}
          onChange={(e) => onEmail(e.target.value)}
        />
      </div>
    </div>
  );
};
