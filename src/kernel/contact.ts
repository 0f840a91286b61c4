// The one e-mail rule of the platform, and the phone fields' shapes, asked by the cabinet's forms
// (sign-in, profile, payment, early booking) and by the reference server alike, so an address one side
// accepts is accepted by the other. Pure functions (the server's valibot schemas `v.check` them), no
// browser APIs and no library: every form loads this. The SMS phone rule, with the phone library's
// metadata (~40 kB gzip), is its own module (phone.ts), loaded only where a number is checked.
//
// E-mail: spec §5 "e-mail by a general pattern".

/** The longest address SMTP carries (RFC 5321 forward-path); the servers refuse longer ones too. */
export const EMAIL_MAX_LENGTH = 254;

// Something before the @, then a domain of at least two dot-separated labels, none of them empty
// (`a@b..c` and `a@.b` are typing slips, not addresses); no spaces or second @ anywhere.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** True for a plausible address; surrounding spaces are ignored (they are trimmed before sending). */
export const isEmail = (value: string): boolean => {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL.test(trimmed);
};

/**
 * How an e-mail field looks (spec §5): green when the address is valid, red otherwise. An empty field
 * stays neutral until the form asks for it: a field is not wrong before anything was typed in it.
 */
export const emailLook = (value: string): 'valid' | 'invalid' | 'empty' =>
  value.trim() === '' ? 'empty' : isEmail(value) ? 'valid' : 'invalid';

/** The longest phone text taken, spaces and brackets included. */
export const PHONE_MAX_LENGTH = 25;

/**
 * A phone a courier can call (a delivery address's, optional): written as people write it, landlines
 * too, so not the SMS rule above: 7–25 digits, spaces, brackets and dashes, an optional leading `+`.
 */
export const CALLABLE_PHONE = /^\+?[\d ()-]{7,25}$/;
