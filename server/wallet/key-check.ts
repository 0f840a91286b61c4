// The operator's wallet keys proven at start, before any pass is offered: a probe pass is signed exactly
// as passes are (passkit-generator) and its signature verified as a device verifies it — by the pass
// type certificate, which Apple's WWDR intermediate (not Apple's root, not expired) issued — and the
// certificate's UID and OU must be the configured pass type id and team id. Google's key must sign RS256
// that its public half verifies. Each failure is one line naming the wrong setting: keys that do not
// belong together would otherwise serve passes that every phone refuses, with nothing saying why.
import {
  createPrivateKey,
  createPublicKey,
  type KeyObject,
  sign,
  verify,
  X509Certificate,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PKPass } from 'passkit-generator';
import { ART_DIR } from './art/build.ts';
import { verifyDetached } from './pkcs7.ts';
import type { AppleKeys, GoogleKeys } from './setup.ts';
import { unzip } from './zip.ts';

/**
 * Written into the subject of the throwaway test chain (`npm run wallet:try`, the tests); a start on a
 * public origin refuses a chain that carries it. Google's test key is marked by its `.test` e-mail (a
 * name no real service account can have: RFC 2606).
 */
export const TEST_ONLY_MARK = 'cabinet test chain (never for production)';

const field = (subject: string, name: string): string | null =>
  new RegExp(`(?:^|\\n)${name}=([^\\n]+)`).exec(subject)?.[1] ?? null;

const nameOf = (cert: X509Certificate): string =>
  field(cert.subject, 'CN') ?? cert.subject.replace(/\n/g, ', ');

const day = (date: Date): string => date.toISOString().slice(0, 10);

/** A certificate's validity at `now`, as the rest of a sentence, or null when it is valid. */
const validity = (cert: X509Certificate, nowMs: number): string | null => {
  if (cert.validToDate.getTime() < nowMs) return `expired on ${day(cert.validToDate)}`;
  if (cert.validFromDate.getTime() > nowMs) return `is not valid before ${day(cert.validFromDate)}`;
  return null;
};

const selfSigned = (cert: X509Certificate): boolean => cert.checkIssued(cert) && cert.verify(cert.publicKey);

const probePass = (keys: AppleKeys): Record<string, Buffer> => {
  const json = {
    formatVersion: 1,
    passTypeIdentifier: keys.passTypeId,
    teamIdentifier: keys.teamId,
    serialNumber: 'start-up-probe',
    organizationName: 'probe',
    description: 'probe',
    generic: {},
  };
  const files = {
    'pass.json': Buffer.from(JSON.stringify(json)),
    'icon.png': readFileSync(join(ART_DIR, 'by', 'icon.png')),
  };
  return unzip(new PKPass(files, keys.certificates).getAsBuffer());
};

const parse = <T>(what: string, make: () => T): T => {
  try {
    return make();
  } catch (error) {
    throw new Error(`${what} (${(error as Error).message}).`);
  }
};

/** Throws one line naming the wrong piece when the Apple keys cannot sign a pass a device accepts. */
export const checkAppleKeys = (keys: AppleKeys, nowMs: number): void => {
  const { signerCert, signerKey, signerKeyPassphrase, wwdr } = keys.certificates;
  const cert = parse('WALLET_APPLE_CERT is not a PEM certificate', () => new X509Certificate(signerCert));
  const issuer = parse('WALLET_APPLE_WWDR is not a PEM certificate', () => new X509Certificate(wwdr));
  const key: KeyObject = parse(
    signerKeyPassphrase
      ? 'WALLET_APPLE_KEY cannot be read with WALLET_APPLE_KEY_PASSPHRASE'
      : 'WALLET_APPLE_KEY cannot be read (a key with a passphrase needs WALLET_APPLE_KEY_PASSPHRASE)',
    () =>
      createPrivateKey({
        key: signerKey,
        ...(signerKeyPassphrase ? { passphrase: signerKeyPassphrase } : {}),
      }),
  );
  if (!cert.checkPrivateKey(key))
    throw new Error(`WALLET_APPLE_KEY is not the private key of WALLET_APPLE_CERT ("${nameOf(cert)}").`);
  const uid = field(cert.subject, 'UID');
  if (uid === null)
    throw new Error(`WALLET_APPLE_CERT ("${nameOf(cert)}") is not a pass type certificate (no UID).`);
  if (uid !== keys.passTypeId)
    throw new Error(
      `WALLET_APPLE_CERT is the certificate of ${uid}, not of WALLET_APPLE_PASS_TYPE_ID ${keys.passTypeId}.`,
    );
  const team = field(cert.subject, 'OU');
  if (team !== keys.teamId)
    throw new Error(
      `WALLET_APPLE_TEAM_ID ${keys.teamId} is not the team of WALLET_APPLE_CERT (its OU is ${team ?? 'missing'}).`,
    );
  const certTime = validity(cert, nowMs);
  if (certTime) throw new Error(`WALLET_APPLE_CERT ("${nameOf(cert)}") ${certTime}.`);
  if (selfSigned(issuer))
    throw new Error(
      `WALLET_APPLE_WWDR is a root certificate ("${nameOf(issuer)}"), not Apple's WWDR intermediate that issued WALLET_APPLE_CERT ("${field(cert.issuer, 'CN') ?? cert.issuer}").`,
    );
  if (!issuer.ca) throw new Error(`WALLET_APPLE_WWDR ("${nameOf(issuer)}") is not a certificate authority.`);
  const issuerTime = validity(issuer, nowMs);
  if (issuerTime) throw new Error(`WALLET_APPLE_WWDR ("${nameOf(issuer)}") ${issuerTime}.`);
  if (!cert.checkIssued(issuer) || !cert.verify(issuer.publicKey))
    throw new Error(
      `WALLET_APPLE_WWDR ("${nameOf(issuer)}") did not issue WALLET_APPLE_CERT (its issuer is "${field(cert.issuer, 'CN') ?? cert.issuer}"; Apple's WWDR certificates differ by generation, G4 for new certificates).`,
    );
  const pass = parse(
    'Apple Wallet: a probe pass could not be signed with WALLET_APPLE_CERT and WALLET_APPLE_KEY',
    () => probePass(keys),
  );
  const signature = parse('Apple Wallet: the probe pass’s signature does not verify', () =>
    verifyDetached(pass.signature ?? Buffer.alloc(0), pass['manifest.json'] ?? Buffer.alloc(0)),
  );
  if (!signature.signer.raw.equals(cert.raw) || !signature.certificates.some((c) => c.raw.equals(issuer.raw)))
    throw new Error(
      'Apple Wallet: the probe pass is not signed by WALLET_APPLE_CERT under WALLET_APPLE_WWDR.',
    );
};

/** Throws one line when the Google key cannot sign the RS256 JWTs its public half verifies. */
export const checkGoogleKey = (keys: GoogleKeys): void => {
  const key = parse('WALLET_GOOGLE_KEY: its private_key cannot be read', () =>
    createPrivateKey(keys.privateKey),
  );
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== 'rsa' || bits < 2048)
    throw new Error(
      `WALLET_GOOGLE_KEY: its private_key is ${key.asymmetricKeyType ?? 'unknown'}${bits ? ` ${bits} bits` : ''}, not the RSA key of 2048 bits or more that signs Google's RS256 JWTs.`,
    );
  const probe = Buffer.from(`start-up probe of ${keys.clientEmail}`);
  if (!verify('sha256', probe, createPublicKey(key), sign('sha256', probe, key)))
    throw new Error(
      'WALLET_GOOGLE_KEY: a probe signed with its private_key does not verify with its public half.',
    );
};

/** The setting that holds a test-only key (the throwaway chain of `npm run wallet:try`), or null. */
export const testOnlyPiece = (keys: {
  apple: AppleKeys | null;
  google: GoogleKeys | null;
}): string | null => {
  if (keys.apple) {
    const { signerCert, wwdr } = keys.apple.certificates;
    if (new X509Certificate(signerCert).subject.includes(TEST_ONLY_MARK)) return 'WALLET_APPLE_CERT';
    if (new X509Certificate(wwdr).subject.includes(TEST_ONLY_MARK)) return 'WALLET_APPLE_WWDR';
  }
  if (keys.google?.clientEmail.endsWith('.test')) return 'WALLET_GOOGLE_KEY';
  return null;
};
