import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { PhoneSummary } from './PhoneSummary.tsx';
import {
  formatCountdown,
  isCodeFilled,
  newPasswordProblem,
  passwordNotices,
  resendSecondsLeft,
} from './rules.ts';
import type { Step } from './steps.ts';

export type CodeValues = { code: string; password: string; confirmation: string };

type Props = {
  step: Extract<Step, { name: 'code' }>;
  phone: string;
  values: CodeValues;
  onChange: (patch: Partial<CodeValues>) => void;
  canSend: boolean;
  busy: boolean;
  onSubmit: () => void;
  onResend: () => void;
  /** 180 s after sending: the code is marked as not sent. */
  onExpired: () => void;
  onEditPhone: () => void;
};

/** Seconds left of the resend lock, ticking once a second while it runs. */
const useSecondsLeft = (sentAt: number | null): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (sentAt === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [sentAt]);
  return sentAt === null ? 0 : resendSecondsLeft(sentAt, now);
};

/** Step 2 for a new customer or a reset: the code, a new password and its confirmation. */
export const CodeStep = (props: Props) => {
  const { step, phone, values, onChange, canSend, busy } = props;
  const { t } = useLingui();
  const id = useId();
  const left = useSecondsLeft(step.sentAt);
  const { onExpired } = props;
  useEffect(() => {
    if (step.sentAt !== null && left === 0) onExpired();
  }, [left, step.sentAt, onExpired]);

  const [passwordLeft, setPasswordLeft] = useState(false);
  const problem = newPasswordProblem(values.password, values.confirmation);
  const notices = passwordNotices({ ...values, passwordLeft });
  const ready = canSend && !busy && isCodeFilled(values.code) && problem === null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) props.onSubmit();
  };
  const destination = step.maskEmail ?? '';

  return (
    <form className="form" onSubmit={submit} noValidate>
      <PhoneSummary phone={phone} onEdit={props.onEditPhone} />
      <p className="banner banner--info" role="status">
        {step.sentAt === null ? (
          <Trans>The code has expired or was not sent. Request a new one.</Trans>
        ) : step.channel === 'email' ? (
          <Trans>We have sent a code to {destination}.</Trans>
        ) : (
          <Trans>We have sent a code by SMS.</Trans>
        )}
      </p>
      <div className="field">
        <label htmlFor={`${id}-code`}>{t`Code`}</label>
        <input
          id={`${id}-code`}
          data-autofocus
          inputMode="numeric"
          autoComplete="one-time-code"
          value={values.code}
          onChange={(e) => onChange({ code: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>{t`New password`}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          value={values.password}
          aria-invalid={notices.password !== null}
          aria-describedby={`${id}-password-hint`}
          onChange={(e) => onChange({ password: e.target.value })}
          onBlur={() => setPasswordLeft(true)}
        />
        {/* The rule stays in view; once broken, it is said as the reason (not only a disabled button). */}
        <p
          id={`${id}-password-hint`}
          className={`auth__hint ${notices.password ? 'auth__hint--error' : ''}`}
          aria-live="polite"
        >
          {notices.password === 'short' ? (
            <Trans>Too short: the password needs at least 6 characters (spaces are removed).</Trans>
          ) : (
            <Trans>At least 6 characters; spaces are removed.</Trans>
          )}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-confirmation`}>{t`Repeat the password`}</label>
        <input
          id={`${id}-confirmation`}
          type="password"
          autoComplete="new-password"
          value={values.confirmation}
          aria-invalid={notices.confirmation !== null}
          aria-describedby={`${id}-confirmation-hint`}
          onChange={(e) => onChange({ confirmation: e.target.value })}
        />
        <p id={`${id}-confirmation-hint`} className="auth__hint auth__hint--error" aria-live="polite">
          {notices.confirmation === 'mismatch' ? <Trans>The passwords do not match.</Trans> : null}
        </p>
      </div>
      <button type="submit" className="button button--primary button--block" disabled={!ready}>
        {step.purpose === 'reset' ? (
          <Trans>Save the password and sign in</Trans>
        ) : (
          <Trans>Create the account</Trans>
        )}
      </button>
      <button
        type="button"
        className="button button--block"
        disabled={left > 0 || busy || !canSend}
        onClick={props.onResend}
      >
        {left > 0 ? (
          <Trans>Send a new code in {formatCountdown(left)}</Trans>
        ) : (
          <Trans>Send a new code</Trans>
        )}
      </button>
    </form>
  );
};
