// The one phone rule of the platform (spec §5), asked by the sign-in form and by the reference server
// alike, so a number one side accepts is accepted by the other: libphonenumber-js with its `mobile`
// metadata (sign-in codes go by SMS, so only numbers that can receive one pass) plus the spec's Georgian
// rule. Apart from contact.ts because of the library's size: only the sign-in dialog's chunk loads it,
// and the server on the first number it checks (server/auth/phone.ts).
import { type CountryCode, getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { PHONE_MAX_LENGTH } from './contact.ts';

export type PhoneCheck =
  | { valid: true /** E.164 digits without '+', e.g. 375291111111. */; digits: string; country: string }
  | { valid: false };

const GE_CODE = '995';
/** Spec §5: Georgian 9-digit numbers starting 500–599 are accepted whatever the library says. */
const GE_MOBILE = /^5\d{8}$/;

const onlyPhoneCharacters = (raw: string) => /^[\d\s()+.-]*$/.test(raw);

export const isCountry = (code: string): code is CountryCode => (getCountries() as string[]).includes(code);

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

/**
 * A number as the platform stores it (E.164 digits, `375291111111`, with or without its `+`) that can
 * receive an SMS: the form the server is sent after sign-in and in the payment contact.
 */
export const isPhoneDigits = (value: string): boolean => {
  const digits = value.trim().replace(/^\+/, '');
  return /^\d+$/.test(digits) && checkPhone(`+${digits}`, '').valid;
};

/**
 * The E.164 digits of a phone typed for `country` (`+375 29 111-11-11`, `29 111 11 11`) or sent as the
 * cabinet sends it after checking (`375291111111`), or null when it cannot receive an SMS: what the
 * server's sign-in takes, so it takes exactly the numbers the form does.
 */
export const phoneDigits = (raw: string, country: string): string | null => {
  const typed = checkPhone(raw, country);
  if (typed.valid) return typed.digits;
  return isPhoneDigits(raw) ? raw.trim().replace(/^\+/, '') : null;
};
