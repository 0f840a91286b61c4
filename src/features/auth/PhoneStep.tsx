import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { PHONE_MAX_LENGTH } from '../../kernel/contact.ts';
import { intlLocale } from '../../kernel/langs.ts';
import { useRegionNames } from '../../lib/i18n/regionNames.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { lookClass } from '../../ui/account-kit/FormField.tsx';
import { emailFieldLook, phoneCountries } from './rules.ts';

export type PhoneValues = { phone: string; country: string; email: string; terms: boolean; consent: boolean };

type Props = {
  values: PhoneValues;
  onChange: (patch: Partial<PhoneValues>) => void;
  phoneValid: boolean;
  /** The foreign new customer's e-mail is asked for (auth/fields said so). */
  emailNeeded: boolean;
  canNext: boolean;
  busy: boolean;
  onNext: () => void;
  onForgot: () => void;
  /** The terms of use the terms checkbox links to (the layout's offer_contract, or the brand's). */
  offerUrl: string;
};

const useCountryOptions = () => {
  const lang = useLang();
  const nameOf = useRegionNames(lang);
  return useMemo(() => {
    const collator = new Intl.Collator(intlLocale(lang));
    return phoneCountries()
      .map(({ code, callingCode }) => ({ code, label: `${nameOf(code)} +${callingCode}` }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [lang, nameOf]);
};

type CheckProps = { id: string; checked: boolean; onChange: (checked: boolean) => void; children: ReactNode };

const Check = ({ id, checked, onChange, children }: CheckProps) => (
  <div className="check">
    <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
    <label htmlFor={id}>{children}</label>
  </div>
);

/** Step 1: country, phone, (e-mail for a new foreign customer), terms and consent. */
export const PhoneStep = ({
  values,
  onChange,
  phoneValid,
  emailNeeded,
  canNext,
  busy,
  onNext,
  onForgot,
  offerUrl,
}: Props) => {
  const { t } = useLingui();
  const id = useId();
  const countries = useCountryOptions();
  const [touched, setTouched] = useState(false);
  const phoneWrong = touched && values.phone.trim() !== '' && !phoneValid;
  const [emailLeft, setEmailLeft] = useState(false);
  const email = emailFieldLook(values.email, emailLeft);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canNext && !busy) onNext();
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="auth__phone-row">
        <div className="field auth__country">
          <label htmlFor={`${id}-country`}>{t`Country`}</label>
          <select
            id={`${id}-country`}
            value={values.country}
            onChange={(e) => onChange({ country: e.target.value })}
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field auth__number">
          <label htmlFor={`${id}-phone`}>{t`Phone number`}</label>
          <input
            id={`${id}-phone`}
            data-autofocus
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={PHONE_MAX_LENGTH}
            value={values.phone}
            aria-invalid={phoneWrong}
            aria-describedby={phoneWrong ? `${id}-phone-error` : undefined}
            placeholder={
              values.country === 'GE'
                ? '+995 5XX XX XX XX'
                : values.country === 'BY'
                  ? '+375 29 XXX-XX-XX'
                  : '+'
            }
            onChange={(e) => onChange({ phone: e.target.value })}
            onBlur={() => setTouched(true)}
          />
          {phoneWrong && (
            <p id={`${id}-phone-error`} className="auth__hint auth__hint--error">
              <Trans>Check the number: it does not look like a mobile phone number.</Trans>
            </p>
          )}
        </div>
      </div>
      {emailNeeded && (
        <div className={`field ${lookClass(email)}`}>
          <label htmlFor={`${id}-email`}>{t`E-mail`}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={values.email}
            aria-invalid={email === 'invalid'}
            aria-describedby={`${id}-email-hint`}
            onChange={(e) => onChange({ email: e.target.value })}
            onBlur={() => setEmailLeft(true)}
          />
          {/* A red border alone does not say what is wrong: the reason takes the hint's place. */}
          <p
            id={`${id}-email-hint`}
            className={`auth__hint ${email === 'invalid' ? 'auth__hint--error' : ''}`}
            aria-live="polite"
          >
            {email === 'invalid' ? (
              <Trans>Enter a valid e-mail address, like name@example.com.</Trans>
            ) : (
              <Trans>We will send the confirmation code to this address.</Trans>
            )}
          </p>
        </div>
      )}
      <Check id={`${id}-terms`} checked={values.terms} onChange={(terms) => onChange({ terms })}>
        {/* The platform's offer (the layout's offer_contract), in a new tab so the dialog keeps what is typed. */}
        <Trans>
          I accept the{' '}
          <a href={offerUrl} target="_blank" rel="noopener noreferrer" data-testid="offer-link">
            terms of use
          </a>
        </Trans>
      </Check>
      <Check id={`${id}-consent`} checked={values.consent} onChange={(consent) => onChange({ consent })}>
        <Trans>I consent to the processing of my personal data</Trans>
      </Check>
      <button type="submit" className="button button--primary button--block" disabled={!canNext || busy}>
        <Trans>Next</Trans>
      </button>
      <button type="button" className="auth__link" onClick={onForgot} disabled={busy}>
        <Trans>Forgot password?</Trans>
      </button>
    </form>
  );
};
