// POST /api/v3/auth and the older POST /api/v2/auth (form-encoded): the whole sign-in flow of spec §4.
// Phone step → password (existing), code + new password (new customer, reset), static, banned; a foreign
// new customer (v3, not on the Georgian host) gives an e-mail and gets the code there. Codes live 180 s.
import * as v from 'valibot';
import { isEmail } from '../../src/kernel/contact.ts';
import { type CodePurpose, redeemCode, sendCode } from '../auth/codes.ts';
import { BusyError } from '../auth/limits.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { normalisePhone, phoneCountry } from '../auth/phone.ts';
import { type Attempt, type AttemptKind, takeAttempt } from '../auth/rate-limit.ts';
import { issueToken, revokeUserTokens } from '../auth/tokens.ts';
import {
  createUser,
  displayName,
  findUserById,
  findUserByPhone,
  rotateDownloadToken,
  setPasswordHash,
  type User,
} from '../db/users.ts';
import { t } from '../i18n/messages.ts';
import { readForm } from '../web/body.ts';
import { HttpError } from '../web/errors.ts';
import { ok } from '../web/reply.ts';
import { type ApiContext, type ApiRouter, nowSeconds } from './context.ts';
import { fields, parse, single } from './schema.ts';

const PASSWORD_MIN = 6;

/** Auth errors carry `error` (the text the dialog shows) besides the usual message and errors. */
const authError = (
  status: number,
  error: string,
  errors: string[] | Record<string, string[]> = [error],
  headers: Record<string, string> = {},
): HttpError => new HttpError(status, { message: error, errors, error }, headers);

/** The fields of the sign-in form (spec §7); anything else is refused. */
const AUTH_FIELDS = [
  'phone',
  'country',
  'email',
  'newEmail',
  'sms_code',
  'password',
  'password_confirm',
  'resetPassword',
  'formToken',
] as const;

/** Longest text a sign-in field takes (a human-verification token is the longest, ~2 kB). */
const FIELD_MAX = 4096;

/** A sign-in field: a single value (`password[]=x` is a wrong type, not a missing password), not too long. */
const authText = (name: string) =>
  v.pipe(
    single(name),
    v.maxLength(FIELD_MAX, () => t('fields.tooLong', { name })),
  );

/** The country a phone was typed for: an ISO 3166 code when given. */
const country = v.pipe(
  authText('country'),
  v.regex(/^([A-Za-z]{2})?$/, () => t('auth.country')),
);

/** The sign-in form (spec §7); anything else is refused. */
const AUTH_FORM = fields({
  phone: authText('phone'),
  country,
  email: authText('email'),
  newEmail: authText('newEmail'),
  sms_code: authText('sms_code'),
  password: authText('password'),
  password_confirm: authText('password_confirm'),
  resetPassword: authText('resetPassword'),
  formToken: authText('formToken'),
} satisfies Record<(typeof AUTH_FIELDS)[number], v.GenericSchema>);
type AuthForm = v.InferOutput<typeof AUTH_FORM>;

/** POST /api/v3/auth/fields takes the phone (and the country the phone was typed for). */
const FIELDS_FORM = fields({ phone: authText('phone'), country });

/** The form, checked (415, 413, 400, unknown fields or wrong types 422), errors in the auth shape. */
const readAuthForm = <S extends typeof AUTH_FORM | typeof FIELDS_FORM>(ctx: ApiContext, schema: S) =>
  readForm(ctx.req)
    .then((form) => parse(schema, form, { summaries: { country: () => t('auth.badPhone') } }))
    .catch((e: unknown) => {
      throw e instanceof HttpError ? authError(e.status, e.body.message, e.body.errors, e.headers) : e;
    });

/**
 * The provider's verdict on the token (auth/humanCheck.ts): refused → 422 on `formToken`; the provider out
 * of reach → 503, try again. A token is good for one check, so every call brings a fresh one.
 */
const checkFormToken = async (ctx: ApiContext, token: string): Promise<void> => {
  const verdict = await ctx.humanCheck(ctx.brand.id, token, ctx.client, ctx.log);
  if (verdict === 'refused')
    throw authError(422, t('auth.noFormToken'), { formToken: [t('auth.noFormToken')] });
  if (verdict === 'unavailable')
    throw authError(503, t('auth.humanCheckUnavailable'), undefined, { 'Retry-After': '5' });
};

const maskEmail = (email: string): string => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
};

const STEP = { newUser: false, static: false, resetPassword: false, smsSend: false } as const;

/** The two variants: v3 adds the foreign customer's e-mail step (spec §4, point 3); v2 is the older form. */
type Variant = { emailStep: boolean };

const isOn = (value: string): boolean => value === '1' || value === 'true';

/**
 * Counts the attempt before it is checked (rate-limit.ts); 429 while this client must wait after wrong
 * passwords or codes for the phone, or has failed too often.
 */
const countAttempt = (ctx: ApiContext, phone: string, kind: AttemptKind, now: number): Attempt => {
  const attempt = takeAttempt(ctx.db, { phone, client: ctx.client, kind }, now);
  if ('wait' in attempt) {
    const minutes = Math.ceil(attempt.wait / 60);
    throw authError(429, t('auth.tooManyAttempts', { minutes }), undefined, {
      'Retry-After': String(attempt.wait),
    });
  }
  return attempt;
};

/** Runs a password hash; a full queue (a flood, passwords.ts) is a 503 and the attempt is not counted. */
const hashed = async <T>(attempt: Attempt | null, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (e) {
    if (!(e instanceof BusyError)) throw e;
    attempt?.cancel();
    throw authError(503, t('auth.serverBusy'), undefined, { 'Retry-After': '5' });
  }
};

/** Sends a code unless the last one still stands (codes.ts); 429 when the client asked for too many. */
const sendCodeOnce = (
  ctx: ApiContext,
  to: { phone: string; channel: 'sms' | 'email'; email?: string },
  purpose: CodePurpose,
  now: number,
): void => {
  const { wait } = sendCode(ctx.db, ctx.log, { ...to, client: ctx.client }, purpose, now);
  if (wait > 0) throw authError(429, t('auth.tooManyCodes'), undefined, { 'Retry-After': String(wait) });
};

const signedIn = (ctx: ApiContext, user: User, now: number) => {
  const token = issueToken(ctx.db, user.id, now);
  return ok({
    token,
    user: { avatar: user.avatar, phone: user.phone, username: displayName(user) },
    ...STEP,
  });
};

/** The code step: code + new password + confirmation creates the account (new) or sets the password (reset). */
const completeWithCode = async (
  ctx: ApiContext,
  form: AuthForm,
  phone: string,
  user: User | null,
  now: number,
) => {
  const { password } = form;
  if (password.length < PASSWORD_MIN)
    throw authError(422, t('auth.shortPassword'), { password: [t('auth.shortPassword')] });
  if (password !== form.password_confirm)
    throw authError(422, t('auth.passwordMismatch'), { password_confirm: [t('auth.passwordMismatch')] });
  const attempt = countAttempt(ctx, phone, 'code', now);
  const purpose = user ? 'reset' : 'register';
  const check = redeemCode(ctx.db, phone, purpose, form.sms_code, now);
  if (!check.ok) {
    const text = check.expired ? t('auth.codeExpired') : t('auth.wrongPassword');
    throw authError(422, text, { sms_code: [text] });
  }
  attempt.succeeded();
  const passwordHash = await hashed(null, () => hashPassword(password));
  if (user) {
    setPasswordHash(ctx.db, user.id, passwordHash);
    // A new password ends every other session, and every document link sent before (spec §6 `t`).
    revokeUserTokens(ctx.db, user.id, now);
    rotateDownloadToken(ctx.db, user.id);
    return signedIn(ctx, user, now);
  }
  // The form's country is two letters or none (the schema's rule); none is ZZ, "unknown".
  const typed = form.country === '' ? 'ZZ' : form.country.toUpperCase();
  const id = createUser(ctx.db, {
    brand: ctx.brand.id,
    phone,
    country: phoneCountry(phone) !== 'foreign' ? phoneCountry(phone) : typed,
    email: check.channel === 'email' ? check.destination : null,
    passwordHash,
    nowS: now,
  });
  const created = findUserById(ctx.db, id);
  if (!created) throw new Error('the new customer was not stored');
  ctx.log.info(`new customer ${id} registered`);
  return signedIn(ctx, created, now);
};

/** A new customer's first step: a code by SMS, or by e-mail for a foreign number (v3, not on the GE host). */
const sendRegistrationCode = (
  ctx: ApiContext,
  form: AuthForm,
  phone: string,
  variant: Variant,
  now: number,
) => {
  if (variant.emailStep && phoneCountry(phone) === 'foreign' && ctx.brand.id !== 'ge') {
    const email = form.email || form.newEmail;
    if (!isEmail(email)) throw authError(422, t('auth.needEmail'), { email: [t('auth.needEmail')] });
    sendCodeOnce(ctx, { phone, channel: 'email', email }, 'register', now);
    return ok({ ...STEP, newUser: true, smsSend: true, notifyType: 'email', maskEmail: maskEmail(email) });
  }
  sendCodeOnce(ctx, { phone, channel: 'sms' }, 'register', now);
  return ok({ ...STEP, newUser: true, smsSend: true, notifyType: 'sms' });
};

const signIn = (variant: Variant) => async (ctx: ApiContext) => {
  const form = await readAuthForm(ctx, AUTH_FORM);
  const phone = await normalisePhone(form.phone, form.country);
  const { formToken } = form;
  const errors: Record<string, string[]> = {};
  if (!phone) errors.phone = [t('auth.badPhone')];
  if (!formToken) errors.formToken = [t('auth.noFormToken')];
  if (!phone || !formToken) throw authError(422, phone ? t('auth.noFormToken') : t('auth.badPhone'), errors);
  await checkFormToken(ctx, formToken);

  const now = nowSeconds(ctx);
  const user = findUserByPhone(ctx.db, phone);
  if (user?.isBanned) throw authError(403, user.banReason ?? t('auth.banned'));
  if (user?.isStatic) return ok({ ...STEP, static: true });

  if (form.sms_code) return completeWithCode(ctx, form, phone, user, now);
  if (!user) return sendRegistrationCode(ctx, form, phone, variant, now);

  const { password } = form;
  // "Forgot password", or a customer without a password yet: a reset code by SMS.
  if (isOn(form.resetPassword) || !user.passwordHash) {
    sendCodeOnce(ctx, { phone, channel: 'sms' }, 'reset', now);
    return ok({ ...STEP, resetPassword: true, smsSend: true, notifyType: 'sms' });
  }
  if (!password) return ok({ ...STEP, notifyType: 'sms' });

  const attempt = countAttempt(ctx, phone, 'password', now);
  if (!(await hashed(attempt, () => verifyPassword(password, user.passwordHash)))) {
    throw authError(422, t('auth.wrongPassword'), { password: [t('auth.wrongPassword')] });
  }
  attempt.succeeded();
  return signedIn(ctx, user, now);
};

/**
 * POST /api/v3/auth/fields (form: phone): extra fields the sign-in needs. A new customer with a foreign
 * number (not BY, not GE) outside the Georgian host must give an e-mail; everyone else needs nothing.
 */
const extraFields = async (ctx: ApiContext) => {
  const form = await readAuthForm(ctx, FIELDS_FORM);
  const phone = await normalisePhone(form.phone, form.country);
  if (!phone) throw authError(422, t('auth.badPhone'), { phone: [t('auth.badPhone')] });
  const known = findUserByPhone(ctx.db, phone) !== null;
  const needsEmail = !known && phoneCountry(phone) === 'foreign' && ctx.brand.id !== 'ge';
  return ok({ fields: needsEmail ? ['email'] : [] });
};

export const registerAuth = (router: ApiRouter): void => {
  router.post('/api/v3/auth', signIn({ emailStep: true }));
  // The older form-encoded endpoint: the same flow without the foreign e-mail step.
  router.post('/api/v2/auth', signIn({ emailStep: false }));
  router.post('/api/v3/auth/fields', extraFields);
};
