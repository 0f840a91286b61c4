// POST /api/v3/auth (form-encoded): the sign-in dialog's first steps. This round: the phone step and
// the existing customer's password; static and banned accounts; a new customer gets an SMS code.
import { sendCode } from '../auth/codes.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { normalisePhone, phoneCountry } from '../auth/phone.ts';
import { clearFailures, recordFailure, retryAfter } from '../auth/rate-limit.ts';
import { issueToken } from '../auth/tokens.ts';
import { displayName, findUserByPhone } from '../db/users.ts';
import { field, readForm } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { ok } from '../http/reply.ts';
import { type ApiContext, type ApiRouter, nowSeconds } from './context.ts';

export const WRONG_PASSWORD = 'Неверный код или пароль';
export const BAD_PHONE = 'Неверный номер';
export const NO_FORM_TOKEN = 'Подтвердите, что вы не робот';

/** Auth errors carry `error` (the text the dialog shows) besides the usual message and errors. */
export const authError = (
  status: number,
  error: string,
  errors: string[] | Record<string, string[]> = [error],
  headers: Record<string, string> = {},
): HttpError => new HttpError(status, { message: error, errors, error }, headers);

/** Body errors (415, 413, 400) in the auth shape. */
export const readAuthForm = (ctx: ApiContext) =>
  readForm(ctx.req).catch((e: unknown) => {
    throw e instanceof HttpError ? authError(e.status, e.body.message, e.body.errors, e.headers) : e;
  });

/** The local human-verification provider accepts any non-empty token. */
const verifyFormToken = (token: string): boolean => token.length > 0;

const maskEmail = (email: string): string => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
};

const STEP = { newUser: false, static: false, resetPassword: false, smsSend: false } as const;

const signIn = async (ctx: ApiContext) => {
  const form = await readAuthForm(ctx);
  const phone = normalisePhone(field(form, 'phone'), field(form, 'country'));
  const formToken = field(form, 'formToken');
  const errors: Record<string, string[]> = {};
  if (!phone) errors.phone = [BAD_PHONE];
  if (!formToken) errors.formToken = [NO_FORM_TOKEN];
  if (!phone || !formToken) throw authError(422, phone ? NO_FORM_TOKEN : BAD_PHONE, errors);
  if (!verifyFormToken(formToken)) throw authError(422, NO_FORM_TOKEN, { formToken: [NO_FORM_TOKEN] });

  const now = nowSeconds(ctx);
  const user = findUserByPhone(ctx.db, phone);
  if (user?.isBanned) throw authError(403, user.banReason ?? 'Ваш аккаунт заблокирован');
  if (user?.isStatic) return ok({ ...STEP, static: true });

  if (!user) {
    const email = field(form, 'email');
    if (email && phoneCountry(phone) === 'foreign' && ctx.brand.id !== 'ge') {
      sendCode(ctx.db, ctx.log, { phone, channel: 'email', email }, 'register', now);
      return ok({ ...STEP, newUser: true, smsSend: true, notifyType: 'email', maskEmail: maskEmail(email) });
    }
    sendCode(ctx.db, ctx.log, { phone, channel: 'sms' }, 'register', now);
    return ok({ ...STEP, newUser: true, smsSend: true, notifyType: 'sms' });
  }

  const password = field(form, 'password');
  if (!password) {
    if (user.passwordHash) return ok({ ...STEP, notifyType: 'sms' });
    // A customer without a password yet sets one with a code, like a reset.
    sendCode(ctx.db, ctx.log, { phone, channel: 'sms' }, 'reset', now);
    return ok({ ...STEP, resetPassword: true, smsSend: true, notifyType: 'sms' });
  }

  const wait = retryAfter(ctx.db, phone, now);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw authError(429, `Слишком много попыток входа. Попробуйте через ${minutes} мин.`, undefined, {
      'Retry-After': String(wait),
    });
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    recordFailure(ctx.db, phone, now);
    throw authError(422, WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
  }
  clearFailures(ctx.db, phone);
  const token = issueToken(ctx.db, user.id, now);
  return ok({
    token,
    user: { avatar: user.avatar, phone: user.phone, username: displayName(user) },
    ...STEP,
  });
};

/**
 * POST /api/v3/auth/fields (form: phone): extra fields the sign-in needs. A new customer with a foreign
 * number (not BY, not GE) outside the Georgian host must give an e-mail; everyone else needs nothing.
 */
const fields = async (ctx: ApiContext) => {
  const form = await readAuthForm(ctx);
  const phone = normalisePhone(field(form, 'phone'), field(form, 'country'));
  if (!phone) throw authError(422, BAD_PHONE, { phone: [BAD_PHONE] });
  const known = findUserByPhone(ctx.db, phone) !== null;
  const needsEmail = !known && phoneCountry(phone) === 'foreign' && ctx.brand.id !== 'ge';
  return ok({ fields: needsEmail ? ['email'] : [] });
};

export const registerAuth = (router: ApiRouter): void => {
  router.post('/api/v3/auth', signIn);
  router.post('/api/v3/auth/fields', fields);
};
