// Whether Google Wallet is offered to the customer (docs/decisions-wallet.md). Google's brand guidelines
// ask for the "Save to phone" button, not "Add to Google Wallet", for users in Russia, where Google
// Wallet is not live; where US sanctions bar Google's services (Cuba, Iran, North Korea, Syria) nothing
// is offered. The customer's country is their phone number's: the profile has no country, and the
// number is what every customer has (its calling code, E.164).

export type GoogleButton = 'add' | 'save';

/** Calling codes and what Google offers there; country codes are prefix-free, so a prefix decides. */
const NOT_ADD: readonly [prefix: RegExp, offer: GoogleButton | null][] = [
  // +7 is Russia's and Kazakhstan's (+7 6…, +7 7…); Kazakhstan has Google Wallet.
  [/^7[0-589]/, 'save'],
  [/^53/, null],
  [/^98/, null],
  [/^850/, null],
  [/^963/, null],
];

/** Google's button for a customer with this phone number: "Add to Google Wallet", "Save to phone", or none. */
export const googleButtonFor = (phone: string | null | undefined): GoogleButton | null => {
  const digits = (phone ?? '').replace(/\D/g, '');
  const rule = NOT_ADD.find(([prefix]) => prefix.test(digits));
  return rule ? rule[1] : 'add';
};
