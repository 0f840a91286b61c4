// Early-booking rules (spec §2, §3, §5): the form's checks in the spec's order, the birth-date choices
// and the payload the platform expects.

import { isEmail } from '../../kernel/contact.ts';
import { STANDALONE_SHORT_MONTHS } from '../../kernel/format/months.ts';

export type EarlyBookingForm = {
  code: string;
  firstName: string;
  lastName: string;
  middleName: string;
  /** '1' male, '0' female, '' not chosen (spec §2). */
  gender: '' | '0' | '1';
  day: string;
  month: string;
  year: string;
  cityId: string;
  email: string;
};

export const EMPTY_FORM: EarlyBookingForm = {
  code: '',
  firstName: '',
  lastName: '',
  middleName: '',
  gender: '',
  day: '',
  month: '',
  year: '',
  cityId: '',
  email: '',
};

/** What the profile already knows about the customer (spec §2 Profile). */
export type KnownCustomer = {
  firstName: string | null;
  lastName: string | null;
  middleName: string | null;
  gender: 0 | 1 | null;
  dob: string | null;
  cityId: number | null;
  email: string | null;
};

/**
 * The form prefilled from the profile: name, gender, birth date, city and e-mail
 * as the profile has them; the code is the customer's to type. A birth date that is not YYYY-MM-DD
 * leaves the date empty.
 */
export const formFromProfile = (known: KnownCustomer | undefined): EarlyBookingForm => {
  if (!known) return EMPTY_FORM;
  const dob = /^(\d{4})-(\d{2})-(\d{2})$/.exec(known.dob ?? '');
  return {
    ...EMPTY_FORM,
    firstName: known.firstName ?? '',
    lastName: known.lastName ?? '',
    middleName: known.middleName ?? '',
    gender: known.gender === null ? '' : known.gender === 1 ? '1' : '0',
    day: dob ? String(Number(dob[3])) : '',
    month: dob ? String(Number(dob[2])) : '',
    year: dob?.[1] ?? '',
    cityId: known.cityId === null ? '' : String(known.cityId),
    email: known.email ?? '',
  };
};

/** What a failed check is about; the screen maps each to its translated alert. */
export type EarlyBookingProblem =
  | 'code'
  | 'city'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'emailInvalid'
  | 'gender'
  | 'birthDate';

/** 'YYYY-MM-DD' for a real calendar date, else null (31 February is not one). */
export const birthDate = (day: string, month: string, year: string): string | null => {
  const d = Number(day);
  const m = Number(month);
  const y = Number(year);
  if (!Number.isInteger(d) || !Number.isInteger(m) || !Number.isInteger(y) || !day || !month || !year)
    return null;
  // The calendar's own arithmetic: 31 February rolls over into March, so it is not a date. (Luxon did
  // this before and was 22 kB gzip of the route's 29.)
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(y).padStart(4, '0')}-${two(m)}-${two(d)}`;
};

/**
 * The first failed check, in the spec's order (§5): code, city, first name, last name, e-mail; then
 * gender and birth date, which the form marks as required too. null when the form may be sent.
 */
export const firstProblem = (f: EarlyBookingForm): EarlyBookingProblem | null => {
  if (!f.code.trim()) return 'code';
  if (!f.cityId) return 'city';
  if (!f.firstName.trim()) return 'firstName';
  if (!f.lastName.trim()) return 'lastName';
  if (!f.email.trim()) return 'email';
  if (!isEmail(f.email)) return 'emailInvalid';
  if (f.gender !== '0' && f.gender !== '1') return 'gender';
  if (!birthDate(f.day, f.month, f.year)) return 'birthDate';
  return null;
};

/** Birth-year choices (spec §5): the current year down to the current year − 99, newest first. */
export const birthYears = (currentYear: number): number[] =>
  Array.from({ length: 100 }, (_, i) => currentYear - i);

/** Day choices (spec §5): 1–31. */
export const BIRTH_DAYS: readonly number[] = Array.from({ length: 31 }, (_, i) => i + 1);

export type EarlyBookingPayload = {
  booking_code: string;
  user: {
    email: string;
    last_name: string;
    first_name: string;
    middle_name: string;
    dob: string;
    city_id: number;
    gender: 0 | 1;
    sms_subscribe: 0 | 1;
    email_subscribe: 0 | 1;
  };
};

/** The spec §3 payload, for a form that passed `firstProblem`. */
export const toPayload = (
  f: EarlyBookingForm,
  subscribe: { sms: boolean; email: boolean } = { sms: false, email: false },
): EarlyBookingPayload => ({
  booking_code: f.code.trim(),
  user: {
    email: f.email.trim(),
    last_name: f.lastName.trim(),
    first_name: f.firstName.trim(),
    middle_name: f.middleName.trim(),
    dob: birthDate(f.day, f.month, f.year) ?? '',
    city_id: Number(f.cityId),
    gender: f.gender === '1' ? 1 : 0,
    sms_subscribe: subscribe.sms ? 1 : 0,
    email_subscribe: subscribe.email ? 1 : 0,
  },
});

/** Month names of the birth-date select: the shared standalone table (kernel/format/months.ts). */
export const SHORT_MONTHS = STANDALONE_SHORT_MONTHS;
