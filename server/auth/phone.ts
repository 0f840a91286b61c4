// Phone numbers as the platform stores them: digits only, with the country code.

export type PhoneCountry = 'BY' | 'GE' | 'foreign';

const LOCAL_LENGTH = 9;
const CODES = { BY: '375', GE: '995' } as const;

/**
 * Digits of a typed phone (`+375 (29) 111-11-11` → `375291111111`), or null when it cannot be a phone.
 * A 9-digit local number gets the country code of `country` (BY 29…, GE 5xx…), and the Belarusian
 * trunk form `80 29 …` becomes `375 29 …`.
 */
export const normalisePhone = (raw: string, country = ''): string | null => {
  if (!/^[\d\s()+.-]*$/.test(raw)) return null;
  let digits = raw.replace(/\D/g, '');
  const iso = country.toUpperCase();
  if (digits.length === LOCAL_LENGTH && (iso === 'BY' || iso === 'GE')) digits = CODES[iso] + digits;
  else if (digits.length === 11 && digits.startsWith('80') && iso !== 'GE') digits = `375${digits.slice(2)}`;
  return digits.length >= 7 && digits.length <= 15 ? digits : null;
};

export const phoneCountry = (digits: string): PhoneCountry =>
  digits.startsWith(CODES.BY) ? 'BY' : digits.startsWith(CODES.GE) ? 'GE' : 'foreign';

/** `+375291111111` for logs and messages. */
export const displayPhone = (digits: string): string => `+${digits}`;
