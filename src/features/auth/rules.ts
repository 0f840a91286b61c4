// The sign-in rules of spec §5 and §9 as small pure functions. Phone validation uses libphonenumber-js
// with its `mobile` metadata: sign-in codes go by SMS, so only numbers that can receive one pass.
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/mobile';
import { emailLook, isEmail } from '../../lib/email.ts';
import { knownPhoneFormat } from '../../lib/format/phone.ts';

export const PHONE_MAX_LENGTH = 25;
export const PASSWORD_MIN_LENGTH = 6;
/** Resend lock and code lifetime, seconds (spec §9). */
export const CODE_LIFETIME_S = 180;
/** How long the invalid-code banner stays (spec §8). */
export const BANNER_MS = 3000;

export type PhoneCheck =
  | { valid: true /** E.164 digits without '+', e.g. 375291111111. */; digits: string; country: string }
  | { valid: false };

const GE_CODE = '995';
/** Spec §5: Georgian 9-digit numbers starting 500–599 are accepted whatever the library says. */
const GE_MOBILE = /^5\d{8}$/;

const onlyPhoneCharacters = (raw: string) => /^[\d\s()+.-]*$/.test(raw);

/** The extra Georgian rule: `5xx xx xx xx` with GE selected, or `+995 5xx xx xx xx` with any country. */
const georgianDigits = (raw: string, country: string): string | null => {
  const d = raw.replace(/\D/g, '');
  if (raw.trim().startsWith('+')) return d.startsWith(GE_CODE) && GE_MOBILE.test(d.slice(3)) ? d : null;
  return country === 'GE' && GE_MOBILE.test(d) ? GE_CODE + d : null;
};

/** Validates a typed phone against the selected country (a `+` prefix overrides the country). */
export const checkPhone = (raw: string, country: string): PhoneCheck => {
  if (raw.length > PHONE_MAX_LENGTH || !onlyPhoneCharacters(raw) || !/\d/.test(raw)) return { valid: false };
  const ge = georgianDigits(raw, country);
  if (ge) return { valid: true, digits: ge, country: 'GE' };
  const parsed = parsePhoneNumberFromString(raw, isCountry(country) ? country : undefined);
  if (!parsed?.isValid()) return { valid: false };
  return { valid: true, digits: parsed.number.slice(1), country: parsed.country ?? country };
};

/** The country a typed international number (`+48 …`) belongs to, to follow it in the selector. */
export const typedCountry = (raw: string, selected: string): string | null => {
  if (!raw.trim().startsWith('+')) return null;
  const check = checkPhone(raw, selected);
  return check.valid && check.country !== selected ? check.country : null;
};

export const isCountry = (code: string): code is CountryCode => (getCountries() as string[]).includes(code);

/**
 * `+375 29 111-11-11` for showing a checked number back to the customer: the brands' countries as the
 * profile and the side menu write them (lib/format/phone.ts), other countries by libphonenumber.
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
 * What the new-password fields say in words (issue 20 point 14: a disabled button alone does not say
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
