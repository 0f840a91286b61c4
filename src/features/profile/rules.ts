// The profile area's domain rules (spec §5), as pure functions. Each answers problem codes; the
// screens turn codes into translated texts. How a customer and a phone are named: names.ts.

import { CALLABLE_PHONE, isEmail } from '../../kernel/contact.ts';

const isIsoDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export type ProfileFields = { email: string; cityId: number | null; dob: string };
export type ProfileProblem = 'email-empty' | 'email-invalid' | 'city-missing' | 'dob-invalid';

/**
 * Saving the profile needs a non-empty e-mail ("Введите ваш адрес электронной почты") and a chosen
 * city ("Выберите город"); a given e-mail must look like one and a birth date must be a past date.
 */
export const profileProblems = (
  f: ProfileFields,
  today: string,
): Partial<Record<keyof ProfileFields, ProfileProblem>> => {
  const out: Partial<Record<keyof ProfileFields, ProfileProblem>> = {};
  if (!f.email.trim()) out.email = 'email-empty';
  else if (!isEmail(f.email)) out.email = 'email-invalid';
  if (f.cityId === null) out.cityId = 'city-missing';
  if (f.dob && (!isIsoDate(f.dob) || f.dob >= today)) out.dob = 'dob-invalid';
  return out;
};

export type FieldProblem = 'required' | 'format' | 'order';

/** Required fields that are empty, and fields that do not match their pattern. */
const check = <K extends string>(
  values: Record<K, string>,
  required: readonly K[],
  patterns: Partial<Record<K, RegExp>>,
): Partial<Record<K, FieldProblem>> => {
  const out: Partial<Record<K, FieldProblem>> = {};
  for (const key of Object.keys(values) as K[]) {
    const value = values[key].trim();
    if (!value) {
      if (required.includes(key)) out[key] = 'required';
    } else if (patterns[key] && !patterns[key].test(value)) out[key] = 'format';
  }
  return out;
};

export type PassportFields = {
  document_type: string;
  series: string;
  number: string;
  last_name: string;
  first_name: string;
  middle_name: string;
  dob: string;
  citizenship: string;
  issued_by: string;
  issued_at: string;
  expires_at: string;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A passport needs its type, number, names, birth date and citizenship; dates must be in order. */
export const passportProblems = (f: PassportFields): Partial<Record<keyof PassportFields, FieldProblem>> => {
  const out = check<keyof PassportFields>(
    f,
    ['document_type', 'number', 'last_name', 'first_name', 'dob', 'citizenship'],
    {
      series: /^[\p{L}\d]{1,10}$/u,
      number: /^[\p{L}\d]{4,20}$/u,
      citizenship: /^[A-Z]{2}$/,
      dob: DATE,
      issued_at: DATE,
      expires_at: DATE,
    },
  );
  if (!out.expires_at && f.issued_at && f.expires_at && f.expires_at <= f.issued_at) out.expires_at = 'order';
  return out;
};

export type AddressFields = {
  full_name: string;
  country: string;
  region: string;
  city: string;
  postcode: string;
  address: string;
  phone: string;
};

/** Every address line is required except the phone; the index is 3–10 letters, digits or dashes. */
export const addressProblems = (f: AddressFields): Partial<Record<keyof AddressFields, FieldProblem>> =>
  check<keyof AddressFields>(f, ['full_name', 'country', 'region', 'city', 'postcode', 'address'], {
    postcode: /^[\p{L}\d -]{3,10}$/u,
    phone: CALLABLE_PHONE,
  });

export const hasProblems = (problems: object): boolean => Object.keys(problems).length > 0;
