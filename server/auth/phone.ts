// Phone numbers as the platform stores them: digits only, with the country code. The rule is the
// cabinet's own (src/kernel/phone.ts); its phone library's metadata costs the server's start ~20 ms, so it
// loads on the first number checked (the server starts as fast as before the shared rule).
type PhoneRule = typeof import('../../src/kernel/phone.ts');
let rule: Promise<PhoneRule> | null = null;
const phoneRule = (): Promise<PhoneRule> => {
  rule ??= import('../../src/kernel/phone.ts');
  return rule;
};

export type PhoneCountry = 'BY' | 'GE' | 'foreign';

const CODES = { BY: '375', GE: '995' } as const;

/**
 * Digits of a typed phone (`+375 (29) 111-11-11` → `375291111111`), or null when it cannot receive the
 * SMS code: the cabinet's own phone rule (src/kernel/contact.ts), so the server takes exactly the numbers
 * the sign-in form does (a local number read for `country`, a `+` prefix winning over it).
 */
export const normalisePhone = async (raw: string, country = ''): Promise<string | null> =>
  (await phoneRule()).phoneDigits(raw, country.toUpperCase());

/** Whether stored digits (`375291111111`, with or without `+`) can receive an SMS: the payment contact. */
export const isSmsPhone = async (value: string): Promise<boolean> => (await phoneRule()).isPhoneDigits(value);

export const phoneCountry = (digits: string): PhoneCountry =>
  digits.startsWith(CODES.BY) ? 'BY' : digits.startsWith(CODES.GE) ? 'GE' : 'foreign';

/** `+375291111111` for logs and messages. */
export const displayPhone = (digits: string): string => `+${digits}`;
