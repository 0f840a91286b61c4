import { describe, expect, it } from 'vitest';
import type { AuthAnswer } from './api.ts';
import { formFor, initialSignIn, type SignInState, type Stage, type Step, signInReducer } from './steps.ts';

const base: AuthAnswer = { smsSend: false, static: false, newUser: false, resetPassword: false };
const AT = 1_000_000;
const answered = (stage: Stage, answer: Partial<AuthAnswer>, state: SignInState = initialSignIn) =>
  signInReducer(state, { type: 'answered', stage, answer: { ...base, ...answer }, at: AT });
const http = (status: number, text: string | null = 'text', phoneRejected = false) =>
  ({ kind: 'http', status, text, phoneRejected }) as const;
const at = (step: Step): SignInState => ({ step, notice: null });
const codeStep: Step = { name: 'code', purpose: 'register', channel: 'sms', maskEmail: null, sentAt: AT };

describe('every server answer → the next step', () => {
  it.each<[string, Partial<AuthAnswer>, Step]>([
    ['existing user → password', { notifyType: 'sms' }, { name: 'password' }],
    ['static → static notice', { static: true }, { name: 'static' }],
    [
      'new user → code (sms)',
      { newUser: true, smsSend: true, notifyType: 'sms' },
      { name: 'code', purpose: 'register', channel: 'sms', maskEmail: null, sentAt: AT },
    ],
    [
      'new foreign user → code by e-mail',
      { newUser: true, smsSend: true, notifyType: 'email', maskEmail: 'j***@example.com' },
      { name: 'code', purpose: 'register', channel: 'email', maskEmail: 'j***@example.com', sentAt: AT },
    ],
    [
      'reset → code (sms)',
      { resetPassword: true, smsSend: true, notifyType: 'sms' },
      { name: 'code', purpose: 'reset', channel: 'sms', maskEmail: null, sentAt: AT },
    ],
    [
      'code not sent → code step marked not sent',
      { newUser: true, smsSend: false },
      { name: 'code', purpose: 'register', channel: 'sms', maskEmail: null, sentAt: null },
    ],
    ['an error text in a 200 → banned', { error: 'Нельзя' }, { name: 'banned', message: 'Нельзя' }],
    [
      'token → signed in',
      { token: 't', user: { avatar: '/a.svg', phone: '375291111111', username: 'Анна' } },
      { name: 'signedIn', user: { token: 't', avatar: '/a.svg', username: 'Анна' } },
    ],
  ])('%s', (_, answer, step) => {
    expect(answered('phone', answer)).toEqual({ step, notice: null });
  });

  it('a new answer clears the banner', () => {
    const state = { step: { name: 'password' }, notice: { kind: 'invalidCode' } } as const;
    expect(answered('password', { token: 't' }, state).notice).toBeNull();
  });
});

describe('failures', () => {
  it.each<[Stage, ReturnType<typeof http>, SignInState]>([
    [
      'phone',
      http(403, 'Ваш аккаунт заблокирован'),
      at({ name: 'banned', message: 'Ваш аккаунт заблокирован' }),
    ],
    ['phone', http(500, null), at({ name: 'banned', message: null })],
    ['phone', http(422, 'Неверный номер', true), { step: { name: 'phone' }, notice: { kind: 'badNumber' } }],
    [
      'phone',
      http(429, 'Попробуйте через 3 мин.'),
      { step: { name: 'phone' }, notice: { kind: 'server', text: 'Попробуйте через 3 мин.' } },
    ],
  ])('first step %s %j', (stage, failure, next) => {
    expect(signInReducer(initialSignIn, { type: 'failed', stage, failure })).toEqual(next);
  });

  it('a wrong password or code shows "invalid code entered" and stays', () => {
    for (const [stage, step] of [
      ['password', { name: 'password' }],
      ['code', codeStep],
    ] as const) {
      const next = signInReducer(at(step), { type: 'failed', stage, failure: http(422) });
      expect(next).toEqual({ step, notice: { kind: 'invalidCode' } });
    }
  });

  it('too many attempts shows the server text', () => {
    const next = signInReducer(at({ name: 'password' }), {
      type: 'failed',
      stage: 'password',
      failure: http(429, 'Подождите'),
    });
    expect(next.notice).toEqual({ kind: 'server', text: 'Подождите' });
  });

  it('a failed send shows "bad number" and keeps the step', () => {
    const next = signInReducer(at(codeStep), { type: 'failed', stage: 'send', failure: http(422) });
    expect(next).toEqual({ step: codeStep, notice: { kind: 'badNumber' } });
  });

  it('a network failure keeps the step and says the network is needed', () => {
    const next = signInReducer(at({ name: 'password' }), {
      type: 'failed',
      stage: 'password',
      failure: { kind: 'network' },
    });
    expect(next).toEqual({ step: { name: 'password' }, notice: { kind: 'network' } });
  });

  // Was the banned screen ("Signing in with this number is not possible"): nothing is wrong with the number.
  it.each<[string, Stage, Parameters<typeof signInReducer>[1] & { type: 'failed' }, object]>([
    [
      'no token from the provider',
      'phone',
      { type: 'failed', stage: 'phone', failure: { kind: 'humanCheck' } },
      { kind: 'humanCheck' },
    ],
    [
      'the server refused the token',
      'phone',
      {
        type: 'failed',
        stage: 'phone',
        failure: { ...http(422, 'Подтвердите, что вы не робот'), humanCheckRefused: true },
      },
      { kind: 'server', text: 'Подтвердите, что вы не робот' },
    ],
    [
      'the server could not check it',
      'password',
      { type: 'failed', stage: 'password', failure: http(503, 'Попробуйте ещё раз') },
      { kind: 'server', text: 'Попробуйте ещё раз' },
    ],
  ])('%s: a notice on the same step', (_what, stage, event, notice) => {
    const step: Step = stage === 'phone' ? { name: 'phone' } : { name: 'password' };
    expect(signInReducer(at(step), event)).toEqual({ step, notice });
  });

  it('a ban later in the flow shows the banned step', () => {
    const next = signInReducer(at({ name: 'password' }), {
      type: 'failed',
      stage: 'password',
      failure: http(403, 'Нет'),
    });
    expect(next.step).toEqual({ name: 'banned', message: 'Нет' });
  });
});

describe('other events', () => {
  it('editing the phone goes back to the phone step', () => {
    expect(signInReducer(at(codeStep), { type: 'editPhone' })).toEqual(initialSignIn);
  });

  it('after 180 s the code is marked as not sent; elsewhere nothing changes', () => {
    expect(signInReducer(at(codeStep), { type: 'codeExpired' }).step).toEqual({ ...codeStep, sentAt: null });
    expect(signInReducer(at({ name: 'password' }), { type: 'codeExpired' })).toEqual(
      at({ name: 'password' }),
    );
  });

  it('warnings show and dismiss', () => {
    const warned = signInReducer(initialSignIn, { type: 'warn', notice: { kind: 'enterPhone' } });
    expect(warned.notice).toEqual({ kind: 'enterPhone' });
    expect(signInReducer(warned, { type: 'dismiss' })).toEqual(initialSignIn);
  });
});

describe('formFor', () => {
  const typed = {
    phone: '375291111111',
    country: 'BY',
    email: '',
    password: ' new pass1 ',
    confirmation: 'newpass1',
    code: ' 1111 ',
  };

  it('builds each call', () => {
    expect(formFor('phone', { name: 'phone' }, typed)).toEqual({ phone: '375291111111', country: 'BY' });
    expect(formFor('password', { name: 'password' }, typed)).toEqual({
      phone: '375291111111',
      country: 'BY',
      password: 'newpass1',
    });
    expect(formFor('send', { name: 'password' }, typed, true)).toEqual({
      phone: '375291111111',
      country: 'BY',
      resetPassword: true,
    });
    expect(formFor('send', codeStep, typed)).toEqual({ phone: '375291111111', country: 'BY' });
    expect(formFor('code', { ...codeStep, purpose: 'reset' }, typed)).toEqual({
      phone: '375291111111',
      country: 'BY',
      sms_code: '1111',
      password: 'newpass1',
      password_confirm: 'newpass1',
      resetPassword: true,
    });
  });

  it('carries the e-mail of a foreign customer', () => {
    const foreign = { ...typed, phone: '48600000000', country: 'PL', email: ' jan@example.com ' };
    expect(formFor('phone', { name: 'phone' }, foreign)).toEqual({
      phone: '48600000000',
      country: 'PL',
      email: 'jan@example.com',
    });
    expect(formFor('code', codeStep, foreign)).toMatchObject({ email: 'jan@example.com', sms_code: '1111' });
  });
});
