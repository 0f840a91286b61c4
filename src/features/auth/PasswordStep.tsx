import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId } from 'react';
import { PhoneSummary } from './PhoneSummary.tsx';
import { isPasswordFilled } from './rules.ts';

type Props = {
  phone: string;
  password: string;
  onPassword: (password: string) => void;
  canSend: boolean;
  busy: boolean;
  onSubmit: () => void;
  onForgot: () => void;
  onEditPhone: () => void;
};

/** Step 2 for an existing customer: the password. */
export const PasswordStep = ({
  phone,
  password,
  onPassword,
  canSend,
  busy,
  onSubmit,
  onForgot,
  onEditPhone,
}: Props) => {
  const { t } = useLingui();
  const id = useId();
  const ready = canSend && isPasswordFilled(password) && !busy;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) onSubmit();
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <PhoneSummary phone={phone} onEdit={onEditPhone} />
      <div className="field">
        <label htmlFor={`${id}-password`}>{t`Password`}</label>
        <input
          id={`${id}-password`}
          data-autofocus
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => onPassword(e.target.value)}
        />
      </div>
      <button type="submit" className="button button--primary button--block" disabled={!ready}>
        <Trans>Sign in</Trans>
      </button>
      <button type="button" className="auth__link" onClick={onForgot} disabled={busy || !canSend}>
        <Trans>Forgot password?</Trans>
      </button>
    </form>
  );
};
