import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { brand } from '../../lib/brand/current.ts';
import { HttpError } from '../../lib/http/errors.ts';
import { saveSession } from '../../lib/session/session.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { type AuthAnswer, postAuth } from './api.ts';

type Props = { open: boolean; onClose: () => void };

// The local human-verification provider always passes; a production provider plugs in here.
const formToken = () => 'local-pass';

const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * Sign-in with a phone number and password. The complete flow of spec §4 (new customers, codes,
 * reset, foreign customers) extends this dialog.
 */
export const SignInDialog = ({ open, onClose }: Props) => {
  const { t } = useLingui();
  const ids = { phone: useId(), password: useId(), terms: useId() };
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [step, setStep] = useState<'phone' | 'password'>('phone');
  const [message, setMessage] = useState<string | null>(null);

  const auth = useMutation({
    mutationFn: (withPassword: boolean) =>
      postAuth({
        phone: digits(phone),
        country: brand.phoneCountry,
        formToken: formToken(),
        ...(withPassword ? { password: password.replace(/\s/g, '') } : {}),
      }),
    onSuccess: (answer: AuthAnswer) => {
      setMessage(null);
      if (answer.token) {
        saveSession({
          token: answer.token,
          avatar: answer.user?.avatar ?? '',
          username: answer.user?.username ?? '',
        });
        window.location.reload();
      } else if (answer.static) setMessage(t`Your account has a static password. Please contact support.`);
      else if (answer.newUser || answer.resetPassword)
        setMessage(t`Sign-in with a code is not available here yet. Please contact support.`);
      else setStep('password');
    },
    onError: (e) => {
      if (e instanceof HttpError) setMessage(e.body.error ?? e.body.message ?? t`Invalid code entered`);
    },
  });

  const phoneOk = digits(phone).length >= 9 && phone.length <= 25;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (auth.isPending) return;
    auth.mutate(step === 'password');
  };

  return (
    <Dialog open={open} onClose={onClose} title={t`Sign in`} closeLabel={t`Close`} className="dialog--signin">
      <form className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={ids.phone}>{t`Phone number`}</label>
          <input
            id={ids.phone}
            data-autofocus
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={25}
            value={phone}
            readOnly={step === 'password'}
            placeholder={brand.phoneCountry === 'GE' ? '+995 5XX XX XX XX' : '+375 29 XXX-XX-XX'}
            onChange={(e) => setPhone(e.target.value)}
          />
        </div>
        {step === 'password' && (
          <div className="field">
            <label htmlFor={ids.password}>{t`Password`}</label>
            <input
              id={ids.password}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
        )}
        {step === 'phone' && (
          <div className="check">
            <input
              id={ids.terms}
              type="checkbox"
              checked={terms}
              onChange={(e) => setTerms(e.target.checked)}
            />
            <label htmlFor={ids.terms}>
              <Trans>I accept the terms of use and consent to the processing of my personal data</Trans>
            </label>
          </div>
        )}
        {message && (
          <p className="banner banner--error" role="alert">
            {message}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={auth.isPending || !phoneOk || (step === 'phone' ? !terms : password.trim().length < 6)}
        >
          {step === 'phone' ? <Trans>Next</Trans> : <Trans>Sign in</Trans>}
        </button>
      </form>
    </Dialog>
  );
};
