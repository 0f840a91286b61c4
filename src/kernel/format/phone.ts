// A phone number as people of the brands' countries write it (the profile and a new
// customer's name showed "+375291111111"). The platform stores numbers as digits (375291111111). This is a
// table of the few layouts the cabinet meets, not libphonenumber-js: that library (~40 kB gzip) stays in
// the lazy sign-in chunk and out of the first load, where the side menu shows the name.
//
// Each layout is the national convention (the brands' support numbers are written the same way):
//   BY +375 29 111-11-11 · GE +995 555 12 34 56 · AZ +994 50 123 45 67 · RU/KZ +7 912 345-67-89.
// Any other number is shown as `+` and its digits: grouping it wrongly would be worse than not at all.

type Layout = { code: string; digits: number; format: (n: string) => string };

const LAYOUTS: readonly Layout[] = [
  {
    code: '375',
    digits: 9,
    format: (n) => `${n.slice(0, 2)} ${n.slice(2, 5)}-${n.slice(5, 7)}-${n.slice(7)}`,
  },
  {
    code: '995',
    digits: 9,
    format: (n) => `${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)} ${n.slice(7)}`,
  },
  {
    code: '994',
    digits: 9,
    format: (n) => `${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5, 7)} ${n.slice(7)}`,
  },
  {
    code: '7',
    digits: 10,
    format: (n) => `${n.slice(0, 3)} ${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}`,
  },
];

/** Digits only, with or without a leading `+`: a stored number, not something a person already wrote out. */
const BARE = /^\+?\d{7,15}$/;

/** The layout of a known country for these international digits, or null. */
export const knownPhoneFormat = (digits: string): string | null => {
  for (const { code, digits: length, format } of LAYOUTS) {
    const national = digits.slice(code.length);
    if (digits.startsWith(code) && national.length === length) return `+${code} ${format(national)}`;
  }
  return null;
};

/**
 * `375291111111` or `+375291111111` → `+375 29 111-11-11`. Text that is not a bare number (a name, an
 * already formatted number) comes back as it is, trimmed.
 */
export const formatPhoneNumber = (phone: string): string => {
  const value = phone.trim();
  if (!BARE.test(value)) return value;
  const digits = value.replace('+', '');
  return knownPhoneFormat(digits) ?? `+${digits}`;
};

/** True when a text is a bare phone number (the server names a customer without a name by the phone). */
export const isBarePhone = (text: string): boolean => BARE.test(text.trim());
