import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { checkPhone } from '../../kernel/phone.ts';
import { brand } from '../../lib/brand/current.ts';
import { reloadPage } from '../../lib/dialogHistory.ts';
import { firstErrorMessage, HttpError, NetworkError } from '../../lib/http/errors.ts';
import { isTooManyAttempts, waitText } from '../../lib/http/tooManyAttempts.ts';
import { saveSession } from '../../lib/session/session.ts';
import { useOnline } from '../../lib/useOnline.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { AuthNotice } from './AuthNotice.tsx';
import { CodeStep, type CodeValues } from './CodeStep.tsx';
import { ContactStep } from './ContactStep.tsx';
import { HumanCheckError, humanCheckFor } from './humanCheck.ts';
import { PasswordStep } from './PasswordStep.tsx';
import { PhoneStep, type PhoneValues } from './PhoneStep.tsx';
import { authMutation, emailNeededQuery } from './queries.ts';
import { BANNER_MS, canContinue, forgotProblem, typedCountry } from './rules.ts';
import { type Failure, formFor, initialSignIn, type Stage, signInReducer } from './steps.ts';

type Props = { open: boolean; onClose: () => void; offerUrl: string };

const toFailure = (e: unknown): Failure => {
  if (e instanceof NetworkError) return { kind: 'network' };
  if (e instanceof HumanCheckError) return { kind: 'humanCheck' };
  if (e instanceof HttpError)
    return {
      kind: 'http',
      status: e.status,
      // A 429 says the wait in the customer's language (Retry-After); other failures the server's text.
      text: (isTooManyAttempts(e) ? waitText(e.retryAfterS) : null) ?? e.body.error ?? e.body.message ?? null,
      phoneRejected: firstErrorMessage(e.body, 'phone') !== undefined,
      // Only a named field: a list of errors names none (firstErrorMessage would give its first entry).
      humanCheckRefused:
        !Array.isArray(e.body.errors) && firstErrorMessage(e.body, 'formToken') !== undefined,
    };
  return { kind: 'http', status: 0, text: null, phoneRejected: false };
};

const EMPTY_CODE: CodeValues = { code: '', password: '', confirmation: '' };

/** The sign-in popup (spec §4 "Login flow"): the steps live in steps.ts, the rules in rules.ts. */
export const SignInDialog = ({ open, onClose, offerUrl }: Props) => {
  const { t } = useLingui();
  const online = useOnline();
  const [state, dispatch] = useReducer(signInReducer, initialSignIn);
  const { step, notice } = state;
  const [phoneValues, setPhoneValues] = useState<PhoneValues>({
    phone: '',
    country: brand.phoneCountry,
    email: '',
    terms: false,
    consent: false,
  });
  const [password, setPassword] = useState('');
  const [codeValues, setCodeValues] = useState<CodeValues>(EMPTY_CODE);
  const phone = checkPhone(phoneValues.phone, phoneValues.country);
  const digits = phone.valid ? phone.digits : '';
  const country = phone.valid ? phone.country : phoneValues.country;

  const fields = useQuery({ ...emailNeededQuery(digits, country), enabled: open && phone.valid && online });
  const emailNeeded = fields.data === true;

  const check = useMemo(
    () =>
      humanCheckFor(brand.id, import.meta.env, {
        host: window.location.host,
        standInAnywhere: __LOCAL_HUMAN_CHECK_ANYWHERE__,
      }),
    [],
  );
  useEffect(() => {
    if (open) check.prepare();
  }, [open, check]);
  const auth = useMutation(authMutation(check.token));

  const call = (stage: Stage, reset = false) => {
    if (!phone.valid || auth.isPending) return;
    const typed = {
      ...phoneValues,
      ...codeValues,
      phone: digits,
      country,
      email: emailNeeded ? phoneValues.email : '',
    };
    const form = formFor(stage, step, stage === 'password' ? { ...typed, password } : typed, reset);
    auth.mutate(form, {
      onSuccess: (answer) => dispatch({ type: 'answered', stage, answer, at: Date.now() }),
      onError: (e) => dispatch({ type: 'failed', stage, failure: toFailure(e) }),
    });
  };

  const forgot = () => {
    const problem = forgotProblem({
      phoneValid: phone.valid,
      terms: phoneValues.terms && phoneValues.consent,
    });
    if (problem) dispatch({ type: 'warn', notice: { kind: problem } });
    else {
      setCodeValues(EMPTY_CODE);
      call('send', true);
    }
  };
  const editPhone = () => {
    setPassword('');
    setCodeValues(EMPTY_CODE);
    dispatch({ type: 'editPhone' });
  };
  const changePhoneStep = (patch: Partial<PhoneValues>) => {
    // Typing answers a warning about the phone step.
    if (notice) dispatch({ type: 'dismiss' });
    setPhoneValues((v) => {
      const next = { ...v, ...patch };
      // The selector follows a typed international number.
      const detected = patch.phone === undefined ? null : typedCountry(next.phone, next.country);
      return detected ? { ...next, country: detected } : next;
    });
  };
  const expired = useCallback(() => dispatch({ type: 'codeExpired' }), []);

  // Success: cookies for a year, then reload into the cabinet (spec §4 point 6).
  useEffect(() => {
    if (step.name !== 'signedIn') return;
    void saveSession(step.user).then(reloadPage);
  }, [step]);

  // Banners go after 3 s (spec §8); the offline note stays while offline.
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => dispatch({ type: 'dismiss' }), BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  // Each step starts where typing starts.
  const body = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again whenever the step changes
  useEffect(() => {
    if (open) body.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [step.name, open]);

  const busy = auth.isPending;
  const title =
    step.name === 'code' ? (step.purpose === 'reset' ? t`Password recovery` : t`Registration`) : t`Sign in`;

  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={t`Close`} className="dialog--signin">
      <div ref={body} className="auth" aria-busy={busy}>
        <AuthNotice notice={notice} online={online} />
        {check.name === 'unconfigured' && (
          <ContactStep kind="unconfigured" message={null} onEditPhone={editPhone} />
        )}
        {check.name !== 'unconfigured' && step.name === 'phone' && (
          <PhoneStep
            values={phoneValues}
            onChange={changePhoneStep}
            phoneValid={phone.valid}
            emailNeeded={emailNeeded}
            canNext={
              online &&
              !fields.isFetching &&
              canContinue({
                phoneValid: phone.valid,
                terms: phoneValues.terms && phoneValues.consent,
                emailNeeded,
                email: phoneValues.email,
              })
            }
            busy={busy || !online}
            onNext={() => call('phone')}
            onForgot={forgot}
            offerUrl={offerUrl}
          />
        )}
        {step.name === 'password' && (
          <PasswordStep
            phone={digits}
            password={password}
            onPassword={setPassword}
            canSend={online}
            busy={busy}
            onSubmit={() => call('password')}
            onForgot={forgot}
            onEditPhone={editPhone}
          />
        )}
        {step.name === 'code' && (
          <CodeStep
            step={step}
            phone={digits}
            values={codeValues}
            onChange={(patch) => setCodeValues((v) => ({ ...v, ...patch }))}
            canSend={online}
            busy={busy}
            onSubmit={() => call('code')}
            onResend={() => call('send')}
            onExpired={expired}
            onEditPhone={editPhone}
          />
        )}
        {(step.name === 'static' || step.name === 'banned') && (
          <ContactStep
            kind={step.name}
            message={step.name === 'banned' ? step.message : null}
            onEditPhone={editPhone}
          />
        )}
      </div>
    </Dialog>
  );
};
