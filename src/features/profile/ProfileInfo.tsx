import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { emailLook } from '../../kernel/contact.ts';
import { firstErrorMessage, HttpError } from '../../lib/http/errors.ts';
import { useLang } from '../../lib/i18n/useLang.ts';
import { showToast } from '../../lib/toast.ts';
import { useOnline } from '../../lib/useOnline.ts';
import { profileQuery } from '../../shared/profile/queries.ts';
import { FormField } from '../../ui/account-kit/FormField.tsx';
import { useSingleFlight } from '../../ui/screen-kit/useSingleFlight.ts';
import { type Profile, type ProfileUpdate, saveProfile } from './api.ts';
import { phoneForDisplay } from './names.ts';
import { citiesQuery, profileKeys } from './queries.ts';
import { hasProblems, profileProblems } from './rules.ts';
import { OFFLINE_FORM } from './texts.ts';

type Form = {
  firstName: string;
  lastName: string;
  middleName: string;
  gender: '' | '0' | '1';
  dob: string;
  cityId: string;
  email: string;
  smsSubscribe: boolean;
  emailSubscribe: boolean;
};

const formOf = (p: Profile): Form => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  middleName: p.middleName ?? '',
  gender: p.gender === null ? '' : p.gender === 1 ? '1' : '0',
  dob: p.dob ?? '',
  cityId: p.cityId === null ? '' : String(p.cityId),
  email: p.email ?? '',
  smsSubscribe: p.smsSubscribe,
  emailSubscribe: p.emailSubscribe,
});

const updateOf = (f: Form): ProfileUpdate => ({
  email: f.email.trim(),
  first_name: f.firstName.trim(),
  last_name: f.lastName.trim(),
  middle_name: f.middleName.trim(),
  dob: f.dob || null,
  city_id: Number(f.cityId),
  gender: f.gender === '' ? null : f.gender === '1' ? 1 : 0,
  sms_subscribe: f.smsSubscribe ? 1 : 0,
  email_subscribe: f.emailSubscribe ? 1 : 0,
});

const today = () => new Date().toISOString().slice(0, 10);

/** Main information (spec §2 Profile, §5 profile save, §8 its texts). */
export const ProfileInfo = () => {
  const { t } = useLingui();
  const lang = useLang();
  const online = useOnline();
  const once = useSingleFlight();
  const queryClient = useQueryClient();
  const { data: profile } = useSuspenseQuery(profileQuery());
  const cities = useQuery(citiesQuery(lang));
  const [form, setForm] = useState<Form>(() => formOf(profile));
  const [shown, setShown] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);

  const save = useMutation({
    mutationFn: saveProfile,
    meta: { changesKeptSet: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.me(), saved);
      setForm(formOf(saved));
      setShown(false);
      showToast(t`Information saved`, 'success');
    },
    onError: (e) => {
      setFailed(true);
      if (e instanceof HttpError) {
        const out: Record<string, string> = {};
        for (const key of ['email', 'city_id', 'dob', 'first_name', 'last_name', 'middle_name', 'gender']) {
          const text = firstErrorMessage(e.body, key);
          if (text) out[key] = text;
        }
        setServerErrors(out);
      }
    },
  });

  const problems = profileProblems(
    { email: form.email, cityId: form.cityId ? Number(form.cityId) : null, dob: form.dob },
    today(),
  );
  const messages = {
    email:
      problems.email === 'email-empty'
        ? t`Enter your e-mail address`
        : problems.email === 'email-invalid'
          ? t`Enter a valid e-mail address`
          : serverErrors.email,
    cityId: problems.cityId ? t`Choose a city` : serverErrors.city_id,
    dob: problems.dob ? t`Enter a birth date in the past` : serverErrors.dob,
  };
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setFailed(false);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    setServerErrors({});
    setFailed(false);
    if (hasProblems(problems) || !online || save.isPending) return;
    once(() => save.mutateAsync(updateOf(form)));
  };
  const err = (text: string | undefined) => (shown || Object.keys(serverErrors).length ? text : undefined);

  return (
    <form
      className="profile-form card-panel panel"
      onSubmit={submit}
      noValidate
      aria-labelledby="profile-info-title"
    >
      <h2 id="profile-info-title" className="profile__section-title">
        <Trans>Main information</Trans>
      </h2>
      {!online && (
        <p className="banner banner--info" role="status">
          {t(OFFLINE_FORM)}
        </p>
      )}
      <div className="profile-form__grid">
        <FormField label={t`Last name`}>
          <input
            value={form.lastName}
            autoComplete="family-name"
            onChange={(e) => set('lastName', e.target.value)}
          />
        </FormField>
        <FormField label={t`First name`}>
          <input
            value={form.firstName}
            autoComplete="given-name"
            onChange={(e) => set('firstName', e.target.value)}
          />
        </FormField>
        <FormField label={t`Middle name`}>
          <input
            value={form.middleName}
            autoComplete="additional-name"
            onChange={(e) => set('middleName', e.target.value)}
          />
        </FormField>
        <fieldset className="profile-form__gender">
          <legend>
            <Trans>Gender</Trans>
          </legend>
          {(
            [
              ['1', t`Male`],
              ['0', t`Female`],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="check">
              <input
                type="radio"
                name="gender"
                value={value}
                checked={form.gender === value}
                onChange={() => set('gender', value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <FormField label={t`Birth date`} error={err(messages.dob)}>
          <input type="date" value={form.dob} max={today()} onChange={(e) => set('dob', e.target.value)} />
        </FormField>
        <FormField label={t`City`} error={err(messages.cityId)} required>
          <select
            value={form.cityId}
            onChange={(e) => set('cityId', e.target.value)}
            aria-busy={cities.isPending}
          >
            <option value="">{cities.isPending ? t`Loading…` : t`Not chosen`}</option>
            {cities.data?.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
            {/* Until the list lands (or if it fails), keep the saved city selectable. */}
            {!cities.data && form.cityId && <option value={form.cityId}>{t`Saved city`}</option>}
          </select>
        </FormField>
        <FormField label={t`E-mail`} error={err(messages.email)} look={emailLook(form.email)} required>
          <input
            type="email"
            value={form.email}
            autoComplete="email"
            inputMode="email"
            onChange={(e) => set('email', e.target.value)}
          />
        </FormField>
        <FormField label={t`Phone`} hint={t`The phone number is how you sign in; it cannot be changed here.`}>
          <input value={phoneForDisplay(profile.phone)} readOnly />
        </FormField>
      </div>
      <fieldset className="profile-form__switches">
        <legend>
          <Trans>Notifications</Trans>
        </legend>
        {(
          [
            ['smsSubscribe', t`SMS news and offers`],
            ['emailSubscribe', t`E-mail news and offers`],
          ] as const
        ).map(([key, label]) => (
          <label key={key} className="check">
            <input
              type="checkbox"
              role="switch"
              aria-checked={form[key]}
              checked={form[key]}
              onChange={(e) => set(key, e.target.checked)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {failed && (
        <p className="banner banner--error" role="alert">
          <Trans>Sorry, an error occurred while saving</Trans>
        </p>
      )}
      <div className="profile-form__actions">
        <button type="submit" className="button button--primary" disabled={!online || save.isPending}>
          {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </button>
      </div>
    </form>
  );
};
