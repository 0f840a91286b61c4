// The card encryption of the entry form (spec §3 "card encryption output"): each field is encrypted
// on its own with the provider's public key from tokenization_params, RSA-OAEP with SHA-256 via
// WebCrypto, and sent base64 with the clear last 4 digits. See docs/decisions-cards.md.
import { type CardFields, last4Of } from './rules.ts';

export type EncryptedCard = {
  holder: string;
  number: string;
  exp_month: string;
  exp_year: string;
  verification_value: string;
  last_4: string;
};

const fromBase64 = (b64: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
const toBase64 = (buf: ArrayBuffer): string => btoa(String.fromCharCode(...new Uint8Array(buf)));

export const encryptCard = async (publicKeySpkiB64: string, f: CardFields): Promise<EncryptedCard> => {
  const key = await crypto.subtle.importKey(
    'spki',
    fromBase64(publicKeySpkiB64),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const seal = async (text: string) =>
    toBase64(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(text)));
  const [holder, number, expMonth, expYear, cvv] = await Promise.all([
    seal(f.owner.trim()),
    seal(f.num.replace(/\D/g, '')),
    seal(f.month),
    seal(f.year),
    seal(f.cvv),
  ]);
  return {
    holder,
    number,
    exp_month: expMonth,
    exp_year: expYear,
    verification_value: cvv,
    last_4: last4Of(f.num),
  };
};
