import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { emailLook } from '../../kernel/contact.ts';
import { firstErrorMessage, HttpError } from '../../lib/http/errors.ts';
import { isTooManyAttempts, waitText } from '../../lib/http/tooManyAttempts.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { showToast } from '../../lib/toast.ts';
import { useOnline } from '../../lib/useOnline.ts';
import { profileQuery } from '../../shared/profile/queries.ts';
import { FormField, RequiredMark } from '../../ui/account-kit/FormField.tsx';
import { RetryBanner } from '../../ui/account-kit/RetryBanner.tsx';
import { useSingleFlight } from '../../ui/screen-kit/useSingleFlight.ts';
import { citiesQuery, earlyBookingMutation } from './queries.ts';
import {
  BIRTH_DAYS,
  birthYears,
  type EarlyBookingForm,
  type EarlyBookingProblem,
  firstProblem,
  formFromProfile,
  SHORT_MONTHS,
  toPayload,
} from './rules.ts';
import '../../ui/page.css';
import './early-booking.css';

/** Alerts of the checks (spec §5), in Russian verbatim in the ru catalog. */
const ALERTS: Record<EarlyBookingProblem, MessageDescriptor> = {
  code: msg`Enter the early booking code`,
  city: msg`Choose a city`,
  firstName: msg`Enter your first name`,
  lastName: msg`Enter your last name`,
  email: msg`Enter your e-mail address`,
  emailInvalid: msg`Enter a valid e-mail address`,
  gender: msg`Choose your gender`,
  birthDate: msg`Choose your date of birth`,
};

/** The field to focus for each problem. */
const FIELD_OF: Record<EarlyBookingProblem, string> = {
  code: 'code',
  city: 'city',
  firstName: 'first-name',
  lastName: 'last-name',
  email: 'email',
  emailInvalid: 'email',
  gender: 'gender-1',
  birthDate: 'dob-day',
};

/** `/early-booking` (spec §2): activate an early-booking code for a booked order, then pay for it. */
export const EarlyBookingScreen = () => {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  // Prefilled from the profile (kept on the device, so usually there at once); the customer may change it.
  const profile = useQuery(profileQuery());
  const [form, setForm] = useState<EarlyBookingForm>(() => formFromProfile(profile.data));
  const [touched, setTouched] = useState(false);
  // The profile landed after the first render and nothing was typed yet: fill from it.
  const [filledFrom, setFilledFrom] = useState(profile.data);
  if (!touched && profile.data && profile.data !== filledFrom) {
    setFilledFrom(profile.data);
    setForm(formFromProfile(profile.data));
  }
  const [problem, setProblem] = useState<EarlyBookingProblem | null>(null);
  // What the platform said against the last submit; like a failed check, it stays until the form changes.
  const [refusal, setRefusal] = useState<string | null>(null);
  const cities = useQuery(citiesQuery(lang));
  const book = useMutation(earlyBookingMutation());
  const once = useSingleFlight();
  const online = useOnline();
  const months = SHORT_MONTHS[lang];
  const years = birthYears(new Date().getFullYear());

  const set =
    <K extends keyof EarlyBookingForm>(key: K) =>
    (value: EarlyBookingForm[K]) => {
      setForm((f) => ({ ...f, [key]: value }));
      setTouched(true);
      setProblem(null);
      setRefusal(null);
    };

  /** A text field's or select's value and change handler. */
  const bind = (key: Exclude<keyof EarlyBookingForm, 'gender'>) => ({
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(key)(e.target.value),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = firstProblem(form);
    setProblem(found);
    setRefusal(null);
    if (found) {
      document.getElementById(id(FIELD_OF[found]))?.focus();
      return;
    }
    once(() =>
      book.mutateAsync(toPayload(form), {
        onSuccess: ({ orderId }) => {
          showToast(t`The code is activated`, 'success');
          if (orderId !== null) void navigate({ to: '/payment/$id', params: { id: String(orderId) } });
        },
        onError: (err) => {
          // Spec §8: the first message of the code error, or a sorry-try-again text. Network failures
          // are already toasted by the query client.
          if (!(err instanceof HttpError)) return;
          const text =
            (isTooManyAttempts(err) && waitText(err.retryAfterS)) ||
            (err.status < 500 &&
              (firstErrorMessage(err.body, 'booking_code') ?? firstErrorMessage(err.body, 'code'))) ||
            t`Sorry, something went wrong. Please try again.`;
          setRefusal(text);
        },
      }),
    );
  };

  const invalid = (...p: EarlyBookingProblem[]) => (problem && p.includes(problem) ? true : undefined);
  const alert = problem ? i18n._(ALERTS[problem]) : refusal;

  return (
    <section className="early-booking" aria-labelledby="early-booking-title">
      <h1 id="early-booking-title" className="page-title page-title--shrinks early-booking__title">
        <Trans>Early booking</Trans>
      </h1>
      <p className="early-booking__intro">
        <Trans>
          Enter your early booking code and your details: we will book the tickets and open the payment.
        </Trans>
      </p>
      <form className="early-booking__form" onSubmit={submit} noValidate>
        <FormField
          id={id('code')}
          className="early-booking__wide"
          label={t`Early booking code`}
          required
          invalid={invalid('code')}
        >
          <input type="text" autoComplete="off" {...bind('code')} />
        </FormField>
        <FormField id={id('first-name')} label={t`First name`} required invalid={invalid('firstName')}>
          <input type="text" autoComplete="given-name" {...bind('firstName')} />
        </FormField>
        <FormField id={id('last-name')} label={t`Last name`} required invalid={invalid('lastName')}>
          <input type="text" autoComplete="family-name" {...bind('lastName')} />
        </FormField>
        <FormField id={id('middle-name')} label={t`Middle name`}>
          <input type="text" autoComplete="additional-name" {...bind('middleName')} />
        </FormField>
        <fieldset className="early-booking__gender" aria-invalid={invalid('gender')}>
          <legend>
            <Trans>Gender</Trans> <RequiredMark />
          </legend>
          <div className="early-booking__options">
            <label className="check">
              <input
                type="radio"
                name="gender"
                id={id('gender-1')}
                required
                value="1"
                checked={form.gender === '1'}
                onChange={() => set('gender')('1')}
              />
              <Trans>Male</Trans>
            </label>
            <label className="check">
              <input
                type="radio"
                name="gender"
                value="0"
                required
                checked={form.gender === '0'}
                onChange={() => set('gender')('0')}
              />
              <Trans>Female</Trans>
            </label>
          </div>
        </fieldset>
        <fieldset className="early-booking__dob">
          <legend>
            <Trans>Date of birth</Trans> <RequiredMark />
          </legend>
          <div className="early-booking__selects">
            <select
              id={id('dob-day')}
              required
              aria-label={t`Day`}
              aria-invalid={invalid('birthDate')}
              {...bind('day')}
            >
              <option value="">{t`Day`}</option>
              {BIRTH_DAYS.map((d) => (
                <option key={d} value={String(d)}>
                  {d}
                </option>
              ))}
            </select>
            <select aria-label={t`Month`} required aria-invalid={invalid('birthDate')} {...bind('month')}>
              <option value="">{t`Month`}</option>
              {months.map((name, i) => (
                <option key={name} value={String(i + 1)}>
                  {name}
                </option>
              ))}
            </select>
            <select aria-label={t`Year`} required aria-invalid={invalid('birthDate')} {...bind('year')}>
              <option value="">{t`Year`}</option>
              {years.map((y) => (
                <option key={y} value={String(y)}>
                  {y}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={id('city')}>
            <Trans>City</Trans> <RequiredMark />
          </label>
          <select
            id={id('city')}
            required
            aria-invalid={invalid('city')}
            aria-busy={cities.isPending}
            {...bind('cityId')}
          >
            <option value="">{cities.isPending ? t`Loading…` : t`Choose a city`}</option>
            {(cities.data?.data ?? []).map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
          {cities.isError && !cities.data && (
            <RetryBanner retryLabel={<Trans>Try again</Trans>} onRetry={() => void cities.refetch()}>
              <Trans>Could not load the list of cities.</Trans>
            </RetryBanner>
          )}
        </div>
        <FormField
          id={id('email')}
          label={t`E-mail`}
          required
          invalid={invalid('email', 'emailInvalid')}
          look={emailLook(form.email)}
        >
          <input type="email" autoComplete="email" {...bind('email')} />
        </FormField>
        {!online && (
          <p className="banner banner--info early-booking__wide">
            <Trans>You are offline. Codes can be activated only online.</Trans>
          </p>
        )}
        {alert && (
          <p
            className="banner banner--error early-booking__wide"
            role="alert"
            data-testid="early-booking-alert"
          >
            {alert}
          </p>
        )}
        <div className="early-booking__wide early-booking__actions">
          <button type="submit" className="button button--primary" disabled={book.isPending || !online}>
            {book.isPending ? <Trans>Sending…</Trans> : <Trans>Activate the code</Trans>}
          </button>
        </div>
      </form>
    </section>
  );
};
