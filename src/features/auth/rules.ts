// The sign-in rules of spec §5 and §9 as small pure functions. The phone and e-mail rules themselves are
// shared with the server (src/kernel/contact.ts).
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/mobile';
import { emailLook, isEmail } from '../../kernel/contact.ts';
import { knownPhoneFormat } from '../../kernel/format/phone.ts';
import { checkPhone } from '../../kernel/phone.ts';

const PASSWORD_MIN_LENGTH = 6;
/** Resend lock and code lifetime, seconds (spec §9). */
const CODE_LIFETIME_S = 180;
/** How long the invalid-code banner stays (spec §8). */
export const BANNER_MS = 3000;

/** The country a typed international number (`+48 …`) belongs to, to follow it in the selector. */
export const typedCountry = (raw: string, selected: string): string | null => {
  if (!raw.trim().startsWith('+')) return null;
  const check = checkPhone(raw, selected);
  return check.valid && check.country !== selected ? check.country : null;
};

/**
 * `+375 29 111-11-11` for showing a checked number back to the customer: the brands' countries as the
 * profile and the side menu write them (kernel/format/phone.ts), other countries by libphonenumber.
 */
export const formatPhone = (digits: string): string =>
  knownPhoneFormat(digits) ?? parsePhoneNumberFromString(`+${digits}`)?.formatInternational() ?? `+${digits}`;

/** Every country the selector offers, with its calling code. */
export const phoneCountries = (): { code: CountryCode; callingCode: string }[] =>
  getCountries().map((code) => ({ code, callingCode: getCountryCallingCode(code) }));

/** Passwords are typed with spaces stripped (spec §5). */
export const cleanPassword = (raw: string): string => raw.replace(/\s/g, '');

export type PasswordProblem = 'short' | 'mismatch' | null;

/** A new password must have at least 6 characters and equal its confirmation. */
export const newPasswordProblem = (password: string, confirmation: string): PasswordProblem => {
  const p = cleanPassword(password);
  if (p.length < PASSWORD_MIN_LENGTH) return 'short';
  return p === cleanPassword(confirmation) ? null : 'mismatch';
};

/**
 * What the new-password fields say in words (a disabled button alone does not say
 * why). "Too short" once the customer has left the field or moved on to the confirmation, not while the
 * first characters are being typed; "do not match" once a confirmation is there.
 */
export const passwordNotices = (p: {
  password: string;
  confirmation: string;
  passwordLeft: boolean;
}): { password: 'short' | null; confirmation: 'mismatch' | null } => {
  const problem = newPasswordProblem(p.password, p.confirmation);
  const typed = cleanPassword(p.password) !== '';
  const movedOn = (p.passwordLeft && typed) || p.confirmation !== '';
  return {
    password: problem === 'short' && movedOn ? 'short' : null,
    confirmation: problem === 'mismatch' && p.confirmation !== '' ? 'mismatch' : null,
  };
};

/**
 * How the new foreign customer's e-mail field looks: green as soon as it is valid, red with words only
 * once the customer has left it (an address is not wrong while it is still being typed).
 */
export const emailFieldLook = (email: string, left: boolean): 'valid' | 'invalid' | 'empty' => {
  const look = emailLook(email);
  return look === 'invalid' && !left ? 'empty' : look;
};

export const isPasswordFilled = (password: string): boolean => cleanPassword(password).length > 0;

export const isCodeFilled = (code: string): boolean => code.trim().length > 0;

/** `auth/fields` answers the extra fields; any non-empty list means the foreign e-mail step (spec §7). */
export const needsEmail = (fields: readonly string[]): boolean => fields.length > 0;

/** Next on the phone step: terms accepted, phone valid, and the e-mail valid when it is asked for. */
export const canContinue = (p: {
  phoneValid: boolean;
  terms: boolean;
  emailNeeded: boolean;
  email: string;
}) => p.terms && p.phoneValid && (!p.emailNeeded || isEmail(p.email));

/** Forgot password needs a valid phone first (spec §4); otherwise the dialog asks for the number. */
export const forgotProblem = (p: {
  phoneValid: boolean;
  terms: boolean;
}): 'enterPhone' | 'acceptTerms' | null => (!p.phoneValid ? 'enterPhone' : !p.terms ? 'acceptTerms' : null);

/** Whole seconds left of the resend lock; 0 when resending is allowed. */
export const resendSecondsLeft = (sentAtMs: number, nowMs: number): number =>
  Math.max(0, Math.ceil((sentAtMs + CODE_LIFETIME_S * 1000 - nowMs) / 1000));

/** `2:05` for the countdown. */
export const formatCountdown = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
