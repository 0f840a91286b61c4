// Phone numbers as the platform stores them: digits only, with the country code.
import { phoneDigits } from '../../src/shared/contact.ts';

export type PhoneCountry = 'BY' | 'GE' | 'foreign';

const CODES = { BY: '375', GE: '995' } as const;

/**
 * Digits of a typed phone (`+375 (29) 111-11-11` → `375291111111`), or null when it cannot receive the
 * SMS code: the cabinet's own phone rule (src/shared/contact.ts), so the server takes exactly the numbers
 * the sign-in form does (a local number read for `country`, a `+` prefix winning over it).
 */
export const normalisePhone = (raw: string, country = ''): string | null =>
  phoneDigits(raw, country.toUpperCase());

export const phoneCountry = (digits: string): PhoneCountry =>
  digits.startsWith(CODES.BY) ? 'BY' : digits.startsWith(CODES.GE) ? 'GE' : 'foreign';

/** `+375291111111` for logs and messages. */
export const displayPhone = (digits: string): string => `+${digits}`;
