// The sign-in flow of spec §4 as a pure state machine: what the server answers (or how a call fails)
// decides the next step. The dialog renders `state.step` and dispatches events; nothing here touches
// the network, the clock or the DOM, so every transition is unit-tested (steps.test.ts).
import type { AuthAnswer, AuthForm } from './api.ts';
import { cleanPassword } from './rules.ts';

type Purpose = 'register' | 'reset';
type Channel = 'sms' | 'email';
type SessionUser = { token: string; avatar: string; username: string };

export type Step =
  | { name: 'phone' }
  | { name: 'password' }
  /** Code plus new password plus confirmation; `sentAt` null = the code is marked as not sent. */
  | { name: 'code'; purpose: Purpose; channel: Channel; maskEmail: string | null; sentAt: number | null }
  | { name: 'static' }
  | { name: 'banned'; message: string | null }
  | { name: 'signedIn'; user: SessionUser };

/** A banner over the current step; the dialog clears transient ones after 3 s (`dismiss`). */
export type Notice =
  | { kind: 'invalidCode' }
  | { kind: 'badNumber' }
  | { kind: 'enterPhone' }
  | { kind: 'acceptTerms' }
  | { kind: 'network' }
  /** No token from the human-verification provider (its script did not load or answer). */
  | { kind: 'humanCheck' }
  | { kind: 'server'; text: string };

export type SignInState = { step: Step; notice: Notice | null };

/** Which call was made: the first step, a password, a code with a new password, or a (re)send. */
export type Stage = 'phone' | 'password' | 'code' | 'send';

/** How a call failed, reduced to what the flow needs. */
export type Failure =
  | {
      kind: 'http';
      status: number;
      text: string | null;
      phoneRejected: boolean;
      /** The server's check of the human-verification token said no (`errors.formToken`). */
      humanCheckRefused?: boolean;
    }
  | { kind: 'network' }
  | { kind: 'humanCheck' };

export type SignInEvent =
  | { type: 'answered'; stage: Stage; answer: AuthAnswer; at: number }
  | { type: 'failed'; stage: Stage; failure: Failure }
  | { type: 'editPhone' }
  | { type: 'codeExpired' }
  | { type: 'warn'; notice: Notice }
  | { type: 'dismiss' };

export const initialSignIn: SignInState = { step: { name: 'phone' }, notice: null };

/** The step a successful answer leads to (spec §4, points 1–3 and 6). */
const stepForAnswer = (answer: AuthAnswer, at: number): Step => {
  if (answer.token)
    return {
      name: 'signedIn',
      user: { token: answer.token, avatar: answer.user?.avatar ?? '', username: answer.user?.username ?? '' },
    };
  if (answer.error) return { name: 'banned', message: answer.error };
  if (answer.static) return { name: 'static' };
  if (answer.newUser || answer.resetPassword)
    return {
      name: 'code',
      purpose: answer.newUser ? 'register' : 'reset',
      channel: answer.notifyType === 'email' ? 'email' : 'sms',
      maskEmail: answer.maskEmail ?? null,
      sentAt: answer.smsSend ? at : null,
    };
  return { name: 'password' };
};

const noticeForFailure = (stage: Stage, failure: Failure): Notice | Step => {
  if (failure.kind === 'network' || failure.kind === 'humanCheck') return { kind: failure.kind };
  // Nothing wrong with the number: the customer tries again on the same step.
  if (failure.humanCheckRefused || failure.status === 503)
    return failure.text ? { kind: 'server', text: failure.text } : { kind: 'humanCheck' };
  if (failure.status === 403) return { name: 'banned', message: failure.text };
  if (failure.status === 429 && failure.text) return { kind: 'server', text: failure.text };
  switch (stage) {
    case 'phone':
      // A rejected number is a failed send; any other failure of the first step shows as banned.
      return failure.phoneRejected ? { kind: 'badNumber' } : { name: 'banned', message: failure.text };
    case 'send':
      return { kind: 'badNumber' };
    default:
      return failure.status === 422 ? { kind: 'invalidCode' } : { kind: 'server', text: failure.text ?? '' };
  }
};

const isStep = (x: Notice | Step): x is Step => 'name' in x;

export const signInReducer = (state: SignInState, event: SignInEvent): SignInState => {
  switch (event.type) {
    case 'answered':
      return { step: stepForAnswer(event.answer, event.at), notice: null };
    case 'failed': {
      const outcome = noticeForFailure(event.stage, event.failure);
      return isStep(outcome) ? { step: outcome, notice: null } : { ...state, notice: outcome };
    }
    case 'editPhone':
      return initialSignIn;
    case 'codeExpired':
      return state.step.name === 'code' ? { ...state, step: { ...state.step, sentAt: null } } : state;
    case 'warn':
      return { ...state, notice: event.notice };
    case 'dismiss':
      return { ...state, notice: null };
  }
};

/** What the customer has typed so far. */
export type Typed = {
  phone: string;
  country: string;
  email: string;
  password: string;
  confirmation: string;
  code: string;
};

/** The form of each call (spec §7 `POST /api/v3/auth`), without the human-verification token. */
export const formFor = (
  stage: Stage,
  step: Step,
  typed: Typed,
  reset = false,
): Omit<AuthForm, 'formToken'> => {
  const base = { phone: typed.phone, country: typed.country };
  const email = typed.email.trim() ? { email: typed.email.trim() } : {};
  const purposeReset = reset || (step.name === 'code' && step.purpose === 'reset');
  switch (stage) {
    case 'phone':
      return { ...base, ...email };
    case 'password':
      return { ...base, password: cleanPassword(typed.password) };
    case 'send':
      return { ...base, ...email, ...(purposeReset ? { resetPassword: true } : {}) };
    case 'code':
      return {
        ...base,
        ...email,
        sms_code: typed.code.trim(),
        password: cleanPassword(typed.password),
        password_confirm: cleanPassword(typed.confirmation),
        ...(purposeReset ? { resetPassword: true } : {}),
      };
  }
};
