// The card rules of spec §5 and §9 as pure functions, shared by the entry form and the reference
// server: the input masks (number, month, year, CVV, holder), the Luhn and expiry checks, the brand
// of a number and the grouping of card codes in fours.

const digitsOf = (raw: string): string => raw.replace(/\D/g, '');

/** Card codes and card numbers are shown in groups of 4 (spec §9). */
export const groupsOf4 = (code: string): string => (code.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ');

/** Number mask: digits only (pasting with spaces or dashes works), at most 19, shown in groups of 4. */
export const maskNumber = (raw: string): string => groupsOf4(digitsOf(raw).slice(0, 19));

/** Month mask: two digits, the first 0 or 1 (a leading 2–9 becomes 0N). */
export const maskMonth = (raw: string): string => {
  const d = digitsOf(raw);
  if (!d) return '';
  if (d[0] !== '0' && d[0] !== '1') return `0${d[0]}`;
  return d.slice(0, 2);
};

/** Year mask: four digits starting with 20. */
export const maskYear = (raw: string): string => {
  const d = digitsOf(raw).slice(0, 4);
  if (!d.startsWith('2')) return '';
  return d.length > 1 && d[1] !== '0' ? '2' : d;
};

/** CVV mask: up to 4 digits. */
export const maskCvv = (raw: string): string => digitsOf(raw).slice(0, 4);

/** Holder mask: letters, spaces and dots only, at most 32, upper-cased. */
export const maskHolder = (raw: string): string =>
  raw
    .replace(/[^\p{L} .]/gu, '')
    .toUpperCase()
    .slice(0, 32);

/** The Luhn checksum of a digit string. */
export const luhnValid = (digits: string): boolean => {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
};

export type CardProblem = 'number' | 'luhn' | 'month' | 'year' | 'expired' | 'cvv' | 'holder';

/** 14–19 digits: the spec's masks of 17, 18 and 19 characters (14–16 digits in groups of 4) and the
 * longer 17–19-digit numbers (docs/decisions-cards.md). */
export const numberProblem = (raw: string): CardProblem | null => {
  const d = digitsOf(raw);
  if (d.length < 14 || d.length > 19) return 'number';
  return luhnValid(d) ? null : 'luhn';
};

export const monthValid = (month: string): boolean => /^(0[1-9]|1[0-2])$/.test(month);
export const yearValid = (year: string): boolean => /^20\d{2}$/.test(year);
export const cvvValid = (cvv: string): boolean => /^\d{3,4}$/.test(cvv);
export const holderValid = (holder: string): boolean =>
  /^[\p{L} .]{1,32}$/u.test(holder) && /\p{L}/u.test(holder);

/** A card is expired once its expiry month has fully passed (UTC). */
export const expired = (month: string, year: string, now: Date): boolean => {
  const y = Number(year);
  const m = Number(month);
  const ny = now.getUTCFullYear();
  const nm = now.getUTCMonth() + 1;
  return y < ny || (y === ny && m < nm);
};

export type CardFields = { num: string; month: string; year: string; cvv: string; owner: string };

/** Every problem of the entry form, in field order. */
export const cardProblems = (f: CardFields, now: Date): CardProblem[] => {
  const out: CardProblem[] = [];
  const n = numberProblem(f.num);
  if (n) out.push(n);
  const monthOk = monthValid(f.month);
  const yearOk = yearValid(f.year);
  if (!monthOk) out.push('month');
  if (!yearOk) out.push('year');
  if (monthOk && yearOk && expired(f.month, f.year, now)) out.push('expired');
  if (!cvvValid(f.cvv)) out.push('cvv');
  if (!holderValid(f.owner.trim())) out.push('holder');
  return out;
};

export type CardBrand = 'visa' | 'mastercard' | 'belkart' | 'maestro' | 'mir' | 'card';

/** The brand from the number's prefix. */
export const brandOf = (digits: string): CardBrand => {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^9112/.test(digits)) return 'belkart';
  if (/^220[0-4]/.test(digits)) return 'mir';
  if (/^(50|5[6-9]|6)/.test(digits)) return 'maestro';
  return 'card';
};

/** The last 4 digits sent beside the ciphertexts. */
export const last4Of = (raw: string): string => digitsOf(raw).slice(-4);
