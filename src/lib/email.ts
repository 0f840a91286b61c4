// The one e-mail rule of the client (spec §5: "e-mail by a general pattern; green border when valid,
// red otherwise"). Sign-in, payment, profile and early booking all ask this file, so an address the
// cabinet accepts in one form is accepted in every other.

/** The longest address SMTP carries (RFC 5321 forward-path); the servers refuse longer ones too. */
export const EMAIL_MAX_LENGTH = 254;

// Something before the @, then a domain of at least two dot-separated labels, none of them empty
// (`a@b..c` and `a@.b` are typing slips, not addresses); no spaces or second @ anywhere.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** True for a plausible address; surrounding spaces are ignored (they are trimmed before sending). */
export const isEmail = (value: string): boolean => {
  const v = value.trim();
  return v.length <= EMAIL_MAX_LENGTH && EMAIL.test(v);
};

/**
 * How an e-mail field looks (spec §5): green when the address is valid, red otherwise. An empty field
 * stays neutral until the form asks for it: a field is not wrong before anything was typed in it.
 */
export const emailLook = (value: string): 'valid' | 'invalid' | 'empty' =>
  value.trim() === '' ? 'empty' : isEmail(value) ? 'valid' : 'invalid';
